import { catalogPaths } from '../../domain/catalog/sitemap.server';
import { servicesContext } from '../context.server';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = [
  '/',
  '/destinations',
  '/highlights',
  '/about',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policies',
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every page in Spanish and English (`?lang=`), each entry naming its other-language twin.
 * Paths are the same in both languages except experience slugs, so both languages' paths are read.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const [es, en] = await Promise.all([catalogPaths(db, 'es'), catalogPaths(db, 'en')]);
  const pairs: [string, string][] = [
    ...STATIC_PATHS.map((path) => [path, path] as [string, string]),
    ...es.map((path, i) => [path, en[i] ?? path] as [string, string]),
  ];
  const address = (path: string, lang: string) => escapeXml(`${url.origin}${path}?lang=${lang}`);
  const entries = pairs.flatMap(([esPath, enPath]) =>
    (['es', 'en'] as const).map((lang) => {
      const own = lang === 'es' ? esPath : enPath;
      return `<url><loc>${address(own, lang)}</loc><xhtml:link rel="alternate" hreflang="es" href="${address(esPath, 'es')}"/><xhtml:link rel="alternate" hreflang="en" href="${address(enPath, 'en')}"/></url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
