import type { BrowserContext } from 'playwright-core';
import { afterAll } from 'vitest';
import en from '../../common/i18n/en.json';
import es from '../../common/i18n/es.json';
import type { VIEWPORTS } from './browser';

/** A journey's language and screen: the catalogue's words to find things by, the browser's locale. */
export type JourneyLang = 'es' | 'en';
export type JourneySize = keyof typeof VIEWPORTS;
export const JOURNEY_TEXT = { es, en } as const;
export const JOURNEY_LOCALE = { es: 'es-PA', en: 'en-US' } as const;

/** The browser contexts a file opens, each closed after its tests. */
export function contextsClosedAfterAll(): BrowserContext[] {
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });
  return contexts;
}
