import { experienceSitemapFiles } from '../../domain/catalog/sitemap.server';
import { servicesContext } from '../context.server';
import { sitemapIndexResponse } from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap';

/**
 * sitemap.xml is a sitemap index (sitemaps.org): the pages file, then one file per range of experience ids
 * that has published experiences (decision 0020). robots.txt points here.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const files = await experienceSitemapFiles(db);
  return sitemapIndexResponse(url.origin, [
    '/sitemaps/pages.xml',
    ...files.map((file) => `/sitemaps/experiences-${file}.xml`),
  ]);
}
