import { DESIGN_COLORS } from '../../common/design-colors';
import { translate } from '../../common/i18n/translate';
import type { Lang } from '../../common/i18n/languages';
import { APP_ICONS } from './app-icons';

/**
 * The web app manifest (https://www.w3.org/TR/appmanifest/) in one language: what a browser needs to
 * offer to install the product (name, start_url, display, icons 192 and 512, a maskable one), so a
 * traveller keeps it on the home screen and opens the vouchers it has kept offline. Both languages are
 * one app (`id`), which opens in the language it was installed in.
 */
export function webManifest(lang: Lang) {
  const name = translate(lang, 'brand.name');
  return {
    id: '/',
    name,
    short_name: name,
    description: translate(lang, 'brand.tagline'),
    lang,
    dir: 'ltr',
    start_url: `/?lang=${lang}`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: DESIGN_COLORS.accent.DEFAULT,
    background_color: DESIGN_COLORS.surface.DEFAULT,
    categories: ['travel'],
    icons: [
      { src: APP_ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: APP_ICONS.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: APP_ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
