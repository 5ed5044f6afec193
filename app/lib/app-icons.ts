import type { Lang } from '../../common/i18n/languages';

/**
 * The app icons drawn by scripts/app-icons.ts (committed in public/icons/). Apart from the manifest
 * (web-manifest.ts), which translates its name with both catalogues: the root layout links these on every
 * page, and what it imports is in every page's first script (decision 0027).
 */
export const APP_ICONS = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable192: '/icons/maskable-192.png',
  maskable512: '/icons/maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
} as const;

/** The address of the manifest in a language (the root document links the page's own). */
export const manifestHref = (lang: Lang) => `/manifest.webmanifest?lang=${lang}`;
