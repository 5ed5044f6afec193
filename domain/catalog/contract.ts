/**
 * Catalogue reads of the main API (docs/product.md § Catalogue calls): countries, destinations, categories,
 * experiences, carousels; the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { idParams, looseQuery } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { idOrZeroSchema, idSchema } from '../id-schema';
import {
  carouselsReply,
  categoryReply,
  countryReply,
  destinationReply,
  experienceDetailReply,
  experienceSummaryReply,
  experiencesReply,
  pageOf,
} from './replies-contract';

const tags = ['catalogue'];

/** The carousels a page may ask for. */
export const CAROUSEL_TYPES = ['cities', 'countries', 'highlights', 'categories', 'home'] as const;

const searchSummary = 'Experiences matching filters, 16 per page by default (query or JSON filter body)';

export const countriesSimpleEndpoint = endpoint('GET', '/api/v1/countries/simple', {
  tags,
  summary: 'Countries (limit 30 by default)',
  querystring: looseQuery,
  response: { 200: pageOf(countryReply) },
});

export const countryEndpoint = endpoint('GET', '/api/v1/country/:id', {
  tags,
  summary: 'One country',
  params: idParams,
  response: { 200: countryReply },
});

export const countriesDestinationsSimpleEndpoint = endpoint(
  'GET',
  '/api/v1/countries/:id/destinations/simple',
  {
    tags,
    summary: "A country's destinations (limit 30 by default)",
    params: idParams,
    querystring: looseQuery,
    response: { 200: pageOf(destinationReply) },
  },
);

export const destinationsSimpleEndpoint = endpoint('GET', '/api/v1/destinations/:id/simple', {
  tags,
  summary: 'One destination (name, image, texts)',
  params: idParams,
  response: { 200: destinationReply },
});

export const categoriesSimpleEndpoint = endpoint('GET', '/api/v1/categories/:id/simple', {
  tags,
  summary: 'One category (name, icon, image)',
  params: idParams,
  response: { 200: categoryReply },
});

export const highlightsSimpleEndpoint = endpoint('GET', '/api/v1/highlights/:id/simple', {
  tags,
  summary: 'One highlight (name, image)',
  params: idParams,
  response: { 200: categoryReply },
});

export const experienceEndpoint = endpoint('GET', '/api/v1/experience/:id', {
  tags,
  summary: 'One experience with everything its page shows',
  params: idParams,
  response: { 200: experienceDetailReply },
});

export const experienceSimilarEndpoint = endpoint('GET', '/api/v1/experience/:id/similar', {
  tags,
  summary: 'Similar experiences (city first, then country, category and price)',
  params: idParams,
  response: { 200: experiencesReply },
});

export const experiencesSimpleEndpoint = endpoint('GET', '/api/v1/experiences/simple', {
  tags,
  summary: searchSummary,
  querystring: looseQuery,
  response: { 200: pageOf(experienceSummaryReply) },
});

export const searchExperiencesEndpoint = endpoint('POST', '/api/v1/experiences/simple', {
  tags,
  summary: searchSummary,
  querystring: looseQuery,
  body: z.unknown(),
  response: { 200: pageOf(experienceSummaryReply) },
});

export const carouselsEndpoint = endpoint('GET', '/api/v1/carousels/:type/:id', {
  tags,
  summary: 'Carousels (title and experiences) for home, a country, a city, a highlight or a category',
  // Home carousels have no owner: any id (conventionally 0) is accepted there.
  params: z.object({
    type: z.enum(CAROUSEL_TYPES),
    id: idOrZeroSchema,
  }),
  querystring: z.object({ countryId: idSchema.optional() }),
  response: { 200: carouselsReply },
});
