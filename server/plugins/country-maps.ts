import type { FastifyInstance } from 'fastify';
import { countryMapSvg } from '../../common/map/country-shapes.server';
import { COUNTRY_MAP_ISOS } from '../../common/map/map-projection';

/**
 * The experience page's country maps as SVG images, `/maps/PA.svg`: drawn once at start-up from the bundled
 * shapes, so the experience page's JavaScript does not carry them (60 KB, 22 KB gzipped). They
 * change only with a release; browsers keep them a day.
 */
export async function countryMapRoutes(app: FastifyInstance) {
  const images = new Map<string, string>();
  for (const iso of COUNTRY_MAP_ISOS) images.set(`${iso}.svg`, countryMapSvg(iso) ?? '');
  app.get<{ Params: { file: string } }>('/maps/:file', { schema: { hide: true } }, async (request, reply) => {
    const svg = images.get(request.params.file);
    if (!svg) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=86400')
      .send(svg);
  });
}
