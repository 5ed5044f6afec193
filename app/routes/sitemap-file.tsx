import { experiencePaths, pagePaths } from '../../domain/catalog/sitemap.server';
import { servicesContext } from '../context.server';
import { urlsetResponse } from '../lib/sitemap-xml';
import type { Route } from './+types/sitemap-file';

/** The files sitemap.xml names: `pages.xml` and `experiences-{n}.xml` (n from 1; decision 0020). */
const EXPERIENCES_FILE = /^experiences-([1-9]\d{0,5})\.xml$/;

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  if (params.file === 'pages.xml') return urlsetResponse(url.origin, await pagePaths(db));
  const file = EXPERIENCES_FILE.exec(params.file)?.[1];
  if (file === undefined) return new Response('Not found\n', { status: 404 });
  const pages = await experiencePaths(db, Number(file));
  if (pages.length === 0) return new Response('Not found\n', { status: 404 });
  return urlsetResponse(url.origin, pages);
}
