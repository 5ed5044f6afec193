import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown>;

/**
 * zod's JSON schemas of a route, with one fix: @fastify/swagger lists the `properties` of a query, path
 * or header schema as parameters, and for a schema without any (a free-form map such as looseQuery) it
 * listed the schema's own keywords instead, as parameters named `type` and `additionalProperties`. A
 * free-form query becomes one object parameter (OpenAPI's form style: each key is its own parameter);
 * free-form path or header schemas list nothing.
 */
export const routeSchemaTransform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Record<string, JsonSchema | undefined>;
  for (const part of ['querystring', 'params', 'headers'] as const) {
    const json = schema[part];
    if (!json || typeof json !== 'object' || 'properties' in json) continue;
    const { description, ...map } = json;
    schema[part] = {
      type: 'object',
      properties:
        part === 'querystring'
          ? { query: { ...map, description: description ?? 'Query parameters, checked by the route' } }
          : {},
    };
  }
  return transformed;
};

/** OpenAPI generated from the zod route schemas, browsable at /api/docs (served locally, no CDN). */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marketplace API',
        description:
          'JSON API for the web and the mobile app. Every /api call needs the `api-token` header; `language-code` (es or en) picks the language of texts and messages.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { apiToken: { type: 'apiKey', in: 'header', name: 'api-token' } },
      },
      security: [{ apiToken: [] }],
    },
    transform: routeSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
