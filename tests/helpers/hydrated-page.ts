import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until React has hydrated the page: what a visitor waits for before a tap does what the app
 * says, rather than for the network to go quiet (which also waits on requests nobody looks at, and
 * not at all for a page whose scripts are cached). React DOM links each element it hydrates to its
 * fiber; `<body>` completes after every element inside it, so its link means the page below it is
 * React's. That link is made while React renders, before it commits (when it throws away server HTML
 * it could not hydrate and reports why), so the root is waited for too: the document's root keeps
 * `isDehydrated` in its state until the hydrating render is committed. Data a page fetches after
 * that is waited for where the test looks at it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const fiberOf = (node: object, prefix: string) =>
          Object.entries(node).find(([key]) => key.startsWith(prefix))?.[1] as
            { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } } | undefined;
        const root = fiberOf(document, '__reactContainer$')?.stateNode;
        return (
          fiberOf(document.body, '__reactFiber$') !== undefined &&
          root?.current?.memoizedState?.isDehydrated === false
        );
      }),
    )
    .toBe(true);
}

/** `page.goto` that returns once the page has hydrated (see `waitForHydration`). */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}

/** `page.reload` that returns once the page has hydrated again. */
export async function reloadHydrated(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await waitForHydration(page);
  return response;
}

/**
 * `gotoHydrated` for a page every visitor shares, where the browser asks who is signed in once it runs
 * (docs/decisions/0034): returns once that answer has been read too. Until then the page acts for nobody
 * (a heart does nothing), so a test that taps such a control waits for the answer, as the page does.
 * Only for a shared page: a page rendered for the signed-in visitor asks nothing.
 */
export async function gotoHydratedKnowingWho(page: Page, url: string): Promise<Response | null> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/session');
  // Awaited below; a page that fails to open is reported by the goto, not as an unhandled rejection.
  answered.catch(() => undefined);
  const response = await gotoHydrated(page, url);
  await (await answered).finished();
  // The answer is applied in the tasks after its body arrives (the query's notice, then React's render).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return response;
}
