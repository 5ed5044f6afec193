import { DEFAULT_LANGUAGE, isLang } from '../../common/i18n/languages';
import { webManifest } from '../lib/web-manifest';
import type { Route } from './+types/web-manifest';

/**
 * /manifest.webmanifest?lang=: the web app manifest in the language the query names (Spanish without
 * one). It depends on nothing else, so browsers and proxies may keep it a day.
 */
export function loader({ request }: Route.LoaderArgs) {
  const wanted = new URL(request.url).searchParams.get('lang');
  const lang = isLang(wanted) ? wanted : DEFAULT_LANGUAGE;
  return new Response(JSON.stringify(webManifest(lang)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=86400',
    },
  });
}
