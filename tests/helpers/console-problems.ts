import type { Page } from 'playwright-core';

/**
 * What React says about a render: a hydration mismatch is a recoverable error (app/entry.client.tsx logs
 * it with console.error), a development build also warns. Any console error counts, and so does a page
 * error. `status` 404: the not-found page's own document status, which Chromium logs as an error, is not
 * a problem. The list fills from the moment of the call.
 */
export function watchTheConsole(page: Page, status = 200) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (status === 404 && message.location().url === page.url() && /status of 404/.test(text)) return;
    if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  return problems;
}
