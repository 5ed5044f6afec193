/**
 * One endpoint of the JSON API as both floors see it (docs/decisions/0049-contracts): the server registers its
 * route, validation and OpenAPI entry from it, and the browser's `api()` calls it and infers its answer.
 * Endpoints live in `domain/<feature>/contract.ts` (or `…-contract.ts`), written as
 * `export const name = endpoint('METHOD', '/api/vN/path/:param', { … })`: the browser's production build keeps
 * only the method and the path of each (vite.config.ts, `contractsWithoutSchemas`), so that form is required.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSchemas {
  /** The OpenAPI entry's grouping and one-line summary. */
  tags?: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The answers by status; the 2xx one is what the browser's `api()` returns. */
  response: { readonly [status: number]: z.ZodType };
}

export type Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  S extends EndpointSchemas = EndpointSchemas,
> = S & {
  readonly method: M;
  readonly path: P;
};

export function endpoint<const M extends HttpMethod, const P extends string, const S extends EndpointSchemas>(
  method: M,
  path: P,
  schemas: S,
): Endpoint<M, P, S> {
  return { ...schemas, method, path };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The success answer's schema of an endpoint (its 200, else 201, 202 or 204). */
export type SuccessSchema<E extends Endpoint> = E['response'][Extract<keyof E['response'], SuccessStatus>];

/** What the browser receives on success: the output of the success schema. */
export type SuccessAnswer<E extends Endpoint> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : undefined;

/** What a caller sends: the input of each request schema the endpoint declares. */
export type RequestInput<
  E extends Endpoint,
  K extends 'params' | 'querystring' | 'body' | 'headers',
> = E[K] extends z.ZodType ? z.input<E[K]> : never;
