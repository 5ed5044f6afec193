import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { createListeningApp } from './listening-app';
import { apiHeaders, type createTestApp } from './test-app';

type ListeningApp = Awaited<ReturnType<typeof createListeningApp>>;

/**
 * One browser and one listening app for a file of browser journeys, started before its tests and closed
 * after them. The fields are filled in `beforeAll`, so read them inside tests, not at import time.
 */
export function useBrowserApp(options: Parameters<typeof createTestApp>[0]) {
  const context = {
    app: undefined as unknown as ListeningApp,
    browser: undefined as unknown as Browser,
    /** A catalogue API answer, for choosing what the journey visits. */
    api: async (url: string, lang: 'es' | 'en' = 'es') =>
      (await context.app.app.inject({ method: 'GET', url, headers: apiHeaders(lang) })).json(),
  };
  beforeAll(async () => {
    context.app = await createListeningApp(options);
    context.browser = await launchBrowser();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.app?.close();
  });
  return context;
}
