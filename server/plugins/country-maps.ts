import type { FastifyInstance } from 'fastify';
import { countryMapSvg, countryOutlineJson } from '../../common/map/country-shapes.server';
import { COUNTRY_MAP_ISOS } from '../../common/map/map-projection';

/**
 * The experience page's country maps as SVG images, `/maps/PA.svg`, and each country's outline for the
 * pickup picker, `/maps/PA-outline.json` (decision 0036): drawn once at start-up from the bundled shapes,
 * so the pages' JavaScript does not carry them (60 KB, 22 KB gzipped). They change only with a release;
 * browsers keep them a day.
 */
export async function countryMapRoutes(app: FastifyInstance) {
  const files = new Map<string, { type: string; body: string }>();
  for (const iso of COUNTRY_MAP_ISOS) {
    files.set(`${iso}.svg`, { type: 'image/svg+xml', body: countryMapSvg(iso) ?? '' });
    files.set(`${iso}-outline.json`, {
      type: 'application/json; charset=utf-8',
      body: countryOutlineJson(iso) ?? '',
    });
  }
  app.get<{ Params: { file: string } }>('/maps/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = files.get(request.params.file);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type(file.type)
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=86400')
      .send(file.body);
  });
}
