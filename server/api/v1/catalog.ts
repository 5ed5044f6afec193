import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getCarousels } from '../../../domain/catalog/carousels.server';
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
import { searchSuggestions } from '../../../domain/catalog/search-suggestions.server';
import { similarExperiences } from '../../../domain/catalog/similar.server';
import { searchSuggestionsEndpoint } from '../../../domain/catalog/suggestions-contract';
import { getCategory } from '../../../domain/catalog/taxonomy.server';
import {
  carouselsEndpoint,
  categoriesSimpleEndpoint,
  countriesDestinationsSimpleEndpoint,
  countriesSimpleEndpoint,
  countryEndpoint,
  destinationsSimpleEndpoint,
  experienceEndpoint,
  experienceSimilarEndpoint,
  experiencesSimpleEndpoint,
  highlightsSimpleEndpoint,
  searchExperiencesEndpoint,
} from '../../../domain/catalog/contract';
import { sendCachedJson } from '../cached-json';
import { route } from '../route';

/**
 * Catalogue reads of the main API (docs/product.md § Catalogue calls): countries, destinations, categories,
 * experiences, carousels.
 */
export async function catalogApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  route(app, countriesSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () =>
        listCountries(db, parsePage(request.query, { defaultLimit: 30, maxLimit: 100 }), request.lang),
      ),
  });

  route(app, countryEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => getCountry(db, request.params.id, request.lang)),
  });

  route(app, countriesDestinationsSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, async () => {
        await assertCountryExists(db, request.params.id);
        return listDestinations(db, {
          countryId: request.params.id,
          page: parsePage(request.query, { defaultLimit: 30, maxLimit: 1000 }),
          lang: request.lang,
        });
      }),
  });

  route(app, destinationsSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => getDestination(db, request.params.id, request.lang)),
  });

  route(app, categoriesSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => getCategory(db, request.params.id, false, request.lang)),
  });

  route(app, highlightsSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => getCategory(db, request.params.id, true, request.lang)),
  });

  route(app, experienceEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => getExperience(db, request.params.id, request.lang, app.clock())),
  });

  route(app, experienceSimilarEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, async () => ({
        data: await similarExperiences(db, request.params.id, request.lang),
      })),
  });

  route(app, experiencesSimpleEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () =>
        searchExperiences(
          db,
          parseExperienceFilters(undefined, request.query),
          parsePage(request.query),
          request.lang,
          app.clock(),
        ),
      ),
  });

  route(app, searchExperiencesEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () =>
        searchExperiences(
          db,
          parseExperienceFilters(request.body ?? {}, request.query),
          parsePage(request.query),
          request.lang,
          app.clock(),
        ),
      ),
  });

  // Asked while typing: cached like every catalogue read, so a repeated prefix never reaches the database.
  route(app, searchSuggestionsEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, () => searchSuggestions(db, request.query.q, request.lang)),
  });

  route(app, carouselsEndpoint, {
    handler: (request, reply) =>
      sendCachedJson(request, reply, async () => ({
        data: await getCarousels(
          db,
          request.params.type,
          request.params.type === 'home' ? undefined : request.params.id,
          request.query.countryId,
          request.lang,
        ),
      })),
  });
}
