/**
 * The newer API (docs/product.md § Catalogue calls): categories and destinations with the
 * `where=field:type(value)` syntax; the form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { categoryReply, destinationReply, pageOf } from './replies-contract';

const tags = ['catalogue (v2)'];

const webQuery = z.object({
  where: z.string().optional(),
  perPage: z.string().optional(),
  page: z.string().optional(),
  langCode: z.string().optional(),
});

export const categoriesWebEndpoint = endpoint('GET', '/api/v2/categories/web', {
  tags,
  summary: 'Categories; where=featured:bool(true) gives the highlights',
  querystring: webQuery,
  response: { 200: pageOf(categoryReply) },
});

export const destinationsWebEndpoint = endpoint('GET', '/api/v2/destinations/web', {
  tags,
  summary: 'Destinations; where=country.id:string(ID), is_top:bool(true)',
  querystring: webQuery,
  response: { 200: pageOf(destinationReply) },
});
