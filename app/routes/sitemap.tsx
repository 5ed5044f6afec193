import { experienceSitemapRanges } from '../../domain/catalog/sitemap.server';
import { servicesContext } from '../context.server';
import { sitemapIndexResponse } from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap';

/**
 * sitemap.xml is a sitemap index (sitemaps.org): the pages file, then one file per run of 25,000
 * published experiences in id order, named by its first and last id (decision 0020). robots.txt points here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, origin } = context.get(servicesContext);
  const ranges = await experienceSitemapRanges(db);
  return sitemapIndexResponse(origin, [
    '/sitemaps/pages.xml',
    ...ranges.map(({ first, last }) => `/sitemaps/experiences-${first}-${last}.xml`),
  ]);
}
