import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); Playwright never downloads a browser of its own here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser journeys fail, never skip, without Chromium: a run that skipped them would pass for the wrong
 * reason. The e2e global setup calls this before anything else.
 */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser journeys need Chromium at ${CHROMIUM_PATH} (apt-get install chromium, as .ci/run does; or set CHROMIUM_PATH)`,
    );
  }
}

/**
 * Flags that keep Chromium from calling home on a closed network: tests, like the product, load nothing from
 * the internet.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
