import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

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
const LAUNCH_OPTIONS = {
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
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (tests/e2e/global-setup.ts): files connect to it instead of starting their own. */
    browserEndpoint: string;
  }
}

/** The run's one Chromium, started by the e2e global set-up; stopped by the function it answers. */
export async function startSharedBrowser(): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const server = await chromium.launchServer(LAUNCH_OPTIONS);
  return { endpoint: server.wsEndpoint(), stop: () => server.close() };
}

/**
 * A browser for one test file: a connection to the run's Chromium when the e2e set-up started one (a
 * file pays a connection, not a browser start), or a Chromium of its own otherwise. Closing it closes
 * every context and page the file opened, never another file's.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = sharedBrowserEndpoint();
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH_OPTIONS);
}

/**
 * A Chromium of the file's own, with flags the run's shared one does not have (a fake camera fed from a
 * file, tests/helpers/fake-camera.ts): the file closes it.
 */
export function launchOwnBrowser(args: readonly string[]): Promise<Browser> {
  return chromium.launch({ ...LAUNCH_OPTIONS, args: [...LAUNCH_OPTIONS.args, ...args] });
}

function sharedBrowserEndpoint(): string | undefined {
  try {
    return inject('browserEndpoint') || undefined;
  } catch {
    return undefined;
  }
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
