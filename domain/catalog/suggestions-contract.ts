/**
 * The search bar's suggestions (docs/product.md § Search suggestions); the form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { SEARCH_TEXT_MAX } from './search-text';

const id = z.int().positive();
const path = z.string().describe('The page to open, in the language of the request');

export const searchSuggestionsReply = z.object({
  destinations: z.array(z.object({ id, name: z.string(), country: z.string(), path })),
  categories: z.array(
    z.object({
      id,
      name: z.string(),
      featured: z.boolean().describe('A highlight (featured category)'),
      path,
    }),
  ),
  experiences: z.array(z.object({ id, name: z.string(), city: z.string(), path })),
});

export const searchSuggestionsEndpoint = endpoint('GET', '/api/v1/search/suggestions', {
  tags: ['catalogue'],
  summary: 'Suggestions while typing: up to 3 destinations, 3 categories and 5 experiences, typos forgiven',
  querystring: z.object({
    q: z
      .string()
      .max(SEARCH_TEXT_MAX)
      .default('')
      .describe('The text typed so far; words of fewer than 3 letters suggest nothing, as in the search'),
  }),
  response: { 200: searchSuggestionsReply },
});
