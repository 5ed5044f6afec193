import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../domain/contract/endpoint';

/** The API's Fastify instance: request parts and answers typed by their zod schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The Fastify schema of an endpoint: its request parts and answers, its OpenAPI words. */
type RouteSchema<E extends Endpoint> = Omit<E, 'method' | 'path'>;

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/** Everything of a route that is not its contract: hooks, limits, per-route config, and its handler. */
export type RouteOptions<E extends Endpoint> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchema<E>,
    ZodTypeProvider
  >,
  'schema'
> & { handler: Handler<E> };

/**
 * Registers a route from its contract (docs/decisions/0049-contracts): method, path, validation, answers and
 * OpenAPI entry come from the endpoint; the handler gets its params, query, body and reply typed by them.
 * The contract's path is absolute (`/api/v1/…`); the plugin's prefix is taken off it.
 */
export function route<const E extends Endpoint>(app: ApiApp, contract: E, options: RouteOptions<E>): void {
  const { method, path, ...schema } = contract;
  if (!path.startsWith(app.prefix)) {
    throw new Error(`The endpoint ${method} ${path} is registered under the prefix ${app.prefix}`);
  }
  app.route({
    ...options,
    method,
    url: path.slice(app.prefix.length) || '/',
    schema: schema as RouteSchema<E>,
    handler: options.handler as never,
  });
}
