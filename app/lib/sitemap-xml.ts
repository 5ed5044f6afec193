import type { LanguagePaths } from '../../domain/catalog/slug';
import { SUPPORTED_LANGUAGES } from '../../common/i18n/languages';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemaps are read by crawlers about daily; an hour in any cache in between is fresh enough. */
const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

/** A page's address in one language: its path in that language with `?lang=` (decision 0020). */
export const languageUrl = (origin: string, paths: LanguagePaths, lang: keyof LanguagePaths) =>
  `${origin}${paths[lang]}?lang=${lang}`;

/**
 * A `<urlset>` listing every page once per language, each entry naming its twins (xhtml:link hreflang),
 * so a file of n pages holds 2n addresses.
 */
export function urlsetResponse(origin: string, pages: readonly LanguagePaths[]): Response {
  const links = (paths: LanguagePaths) =>
    SUPPORTED_LANGUAGES.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageUrl(origin, paths, lang))}"/>`,
    ).join('');
  const entries = pages.flatMap((paths) => {
    const alternates = links(paths);
    return SUPPORTED_LANGUAGES.map(
      (lang) => `<url><loc>${escapeXml(languageUrl(origin, paths, lang))}</loc>${alternates}</url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: XML_HEADERS });
}

/** A `<sitemapindex>` naming sitemap files by their paths. */
export function sitemapIndexResponse(origin: string, paths: readonly string[]): Response {
  const entries = paths.map((path) => `<sitemap><loc>${escapeXml(`${origin}${path}`)}</loc></sitemap>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return new Response(xml, { headers: XML_HEADERS });
}
