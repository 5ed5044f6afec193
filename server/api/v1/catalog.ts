import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAROUSEL_TYPES, getCarousels } from '../../../domain/catalog/carousels.server';
import { getExperience } from '../../../domain/catalog/experience-detail.server';
import { parseExperienceFilters } from '../../../domain/catalog/experience-filters';
import { searchExperiences } from '../../../domain/catalog/experience-search.server';
import {
  assertCountryExists,
  getCountry,
  getDestination,
  listCountries,
  listDestinations,
} from '../../../domain/catalog/geography.server';
import { parsePage } from '../../../domain/catalog/pagination';
import { similarExperiences } from '../../../domain/catalog/similar.server';
import { getCategory } from '../../../domain/catalog/taxonomy.server';
import { idOrZeroSchema, idSchema } from '../../../domain/id-schema';
import {
  carouselsReply,
  categoryReply,
  countryReply,
  destinationReply,
  experienceDetailReply,
  experienceSummaryReply,
  experiencesReply,
  pageOf,
} from '../catalog-replies';
import { sendCachedJson } from '../cached-json';
import { idParams, looseQuery } from '../route-schemas';

const tags = ['catalogue'];

/**
 * Catalogue reads of the main API (docs/product.md § Catalogue calls): countries, destinations, categories,
 * experiences, carousels.
 */
export async function catalogApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get(
    '/countries/simple',
    {
      schema: {
        tags,
        summary: 'Countries (limit 30 by default)',
        querystring: looseQuery,
        response: { 200: pageOf(countryReply) },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () =>
        listCountries(db, parsePage(request.query, { defaultLimit: 30, maxLimit: 100 }), request.lang),
      ),
  );

  app.get(
    '/country/:id',
    { schema: { tags, summary: 'One country', params: idParams, response: { 200: countryReply } } },
    (request, reply) => sendCachedJson(request, reply, () => getCountry(db, request.params.id, request.lang)),
  );

  app.get(
    '/countries/:id/destinations/simple',
    {
      schema: {
        tags,
        summary: "A country's destinations (limit 30 by default)",
        params: idParams,
        querystring: looseQuery,
        response: { 200: pageOf(destinationReply) },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => {
        await assertCountryExists(db, request.params.id);
        return listDestinations(db, {
          countryId: request.params.id,
          page: parsePage(request.query, { defaultLimit: 30, maxLimit: 1000 }),
          lang: request.lang,
        });
      }),
  );

  app.get(
    '/destinations/:id/simple',
    {
      schema: {
        tags,
        summary: 'One destination (name, image, texts)',
        params: idParams,
        response: { 200: destinationReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () => getDestination(db, request.params.id, request.lang)),
  );

  app.get(
    '/categories/:id/simple',
    {
      schema: {
        tags,
        summary: 'One category (name, icon, image)',
        params: idParams,
        response: { 200: categoryReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () => getCategory(db, request.params.id, false, request.lang)),
  );

  app.get(
    '/highlights/:id/simple',
    {
      schema: {
        tags,
        summary: 'One highlight (name, image)',
        params: idParams,
        response: { 200: categoryReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () => getCategory(db, request.params.id, true, request.lang)),
  );

  app.get(
    '/experience/:id',
    {
      schema: {
        tags,
        summary: 'One experience with everything its page shows',
        params: idParams,
        response: { 200: experienceDetailReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () => getExperience(db, request.params.id, request.lang, app.clock())),
  );

  app.get(
    '/experience/:id/similar',
    {
      schema: {
        tags,
        summary: 'Similar experiences (city first, then country, category and price)',
        params: idParams,
        response: { 200: experiencesReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => ({
        data: await similarExperiences(db, request.params.id, request.lang),
      })),
  );

  const searchSummary = 'Experiences matching filters, 16 per page by default (query or JSON filter body)';
  app.get(
    '/experiences/simple',
    {
      schema: {
        tags,
        summary: searchSummary,
        querystring: looseQuery,
        response: { 200: pageOf(experienceSummaryReply) },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () =>
        searchExperiences(
          db,
          parseExperienceFilters(undefined, request.query),
          parsePage(request.query),
          request.lang,
        ),
      ),
  );

  app.post(
    '/experiences/simple',
    {
      schema: {
        tags,
        summary: searchSummary,
        querystring: looseQuery,
        body: z.unknown(),
        response: { 200: pageOf(experienceSummaryReply) },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, () =>
        searchExperiences(
          db,
          parseExperienceFilters(request.body ?? {}, request.query),
          parsePage(request.query),
          request.lang,
        ),
      ),
  );

  app.get(
    '/carousels/:type/:id',
    {
      schema: {
        tags,
        summary: 'Carousels (title and experiences) for home, a country, a city, a highlight or a category',
        // Home carousels have no owner: any id (conventionally 0) is accepted there.
        params: z.object({
          type: z.enum(CAROUSEL_TYPES),
          id: idOrZeroSchema,
        }),
        querystring: z.object({ countryId: idSchema.optional() }),
        response: { 200: carouselsReply },
      },
    },
    (request, reply) =>
      sendCachedJson(request, reply, async () => ({
        data: await getCarousels(
          db,
          request.params.type,
          request.params.type === 'home' ? undefined : request.params.id,
          request.query.countryId,
          request.lang,
        ),
      })),
  );
}
