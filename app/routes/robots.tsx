import type { Route } from './+types/robots';

/** Crawlers may read every page except search results, the API and developer pages; the sitemap is an index. */
export function loader({ url }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /preferences',
    `Sitemap: ${url.origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
