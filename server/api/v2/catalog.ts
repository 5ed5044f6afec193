import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isLang } from '../../../common/i18n/languages';
import { listDestinations } from '../../../domain/catalog/geography.server';
import { parsePage } from '../../../domain/catalog/pagination';
import { listCategories } from '../../../domain/catalog/taxonomy.server';
import { parseWhere } from '../../../domain/catalog/where-query';
import { badRequest } from '../../../domain/errors';
import { parseDbId } from '../../../domain/ids';
import { categoriesWebEndpoint, destinationsWebEndpoint } from '../../../domain/catalog/v2-contract';
import { sendCachedJson } from '../cached-json';
import { route } from '../route';

/**
 * The newer API (docs/product.md § Catalogue calls): categories and destinations with the
 * `where=field:type(value)` syntax.
 */
export async function catalogApiV2(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  route(app, categoriesWebEndpoint, {
    handler: (request, reply) => {
      const lang = isLang(request.query.langCode) ? request.query.langCode : request.lang;
      return sendCachedJson(
        request,
        reply,
        async () => {
          const where = parseWhere(request.query.where ?? '', { featured: 'bool' });
          const featured = where.find((condition) => condition.field === 'featured')?.value as
            boolean | undefined;
          const page = parsePage(request.query, { defaultLimit: 1000, maxLimit: 1000 });
          return listCategories(db, { ...(featured === undefined ? {} : { featured }), page, lang });
        },
        lang,
      );
    },
  });

  route(app, destinationsWebEndpoint, {
    handler: (request, reply) => {
      const lang = isLang(request.query.langCode) ? request.query.langCode : request.lang;
      return sendCachedJson(
        request,
        reply,
        async () => {
          const where = parseWhere(request.query.where ?? '', { 'country.id': 'string', is_top: 'bool' });
          const countryRaw = where.find((condition) => condition.field === 'country.id')?.value;
          const top = where.find((condition) => condition.field === 'is_top')?.value as boolean | undefined;
          // Clients send the id as a string; it must still be an id that fits the integer column.
          const countryId = countryRaw === undefined ? undefined : parseDbId(countryRaw);
          if (countryRaw !== undefined && countryId === undefined) {
            throw badRequest('INVALID_QUERY', 'errors.invalidQuery', {
              reason: 'country.id must be a numeric id',
            });
          }
          const page = parsePage(request.query, { defaultLimit: 10, maxLimit: 1000 });
          return listDestinations(db, {
            ...(countryId === undefined ? {} : { countryId }),
            ...(top === undefined ? {} : { top }),
            page,
            lang,
            withTranslations: true,
          });
        },
        lang,
      );
    },
  });
}
