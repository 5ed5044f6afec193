import { experiencePaths, pagePaths } from '../../domain/catalog/sitemap.server';
import { parseRouteId } from '../../domain/catalog/slug';
import { servicesContext } from '../context.server';
import { urlsetResponse } from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap-file';

/** The files sitemap.xml names: `pages.xml` and `experiences-{firstId}-{lastId}.xml` (decision 0020). */
const EXPERIENCES_FILE = /^experiences-(\d+)-(\d+)\.xml$/;

const notFound = () => new Response('Not found\n', { status: 404 });

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, origin } = context.get(servicesContext);
  if (params.file === 'pages.xml') return urlsetResponse(origin, await pagePaths(db));
  const match = EXPERIENCES_FILE.exec(params.file);
  const first = parseRouteId(match?.[1]);
  const last = parseRouteId(match?.[2]);
  if (first === null || last === null || first > last) return notFound();
  const pages = await experiencePaths(db, { first, last });
  return pages.length === 0 ? notFound() : urlsetResponse(origin, pages);
}
