import { servicesContext } from '../context.server';
import type { Route } from './+types/robots';

/** Crawlers may read every page except search results, the API and developer pages; the sitemap is an index. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(servicesContext);
  const body = [
    'User-agent: *',
    'Disallow: /search',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /preferences',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
