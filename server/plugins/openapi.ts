import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
