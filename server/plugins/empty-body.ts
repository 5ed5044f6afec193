import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * A request without a body is accepted by every route that takes none or an optional one, whatever its
 * Content-Type says: clients send `Content-Type: application/json` on every call, also on calls without a
 * body (sign-out), and Fastify refused those with 400 (and kept the session).
 *
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), except that an empty body
 * is no body; a route whose schema requires a body still refuses it through that schema.
 */
export const emptyBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});

/**
 * fastify-type-provider-zod's validator, except for a missing body: Fastify hands validators `null` for
 * it, which an `.optional()` body schema refuses, so a route declaring an optional body refused requests
 * without one. `null` reads as no body (a JSON body of literally `null` is treated the same).
 */
export const routeValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data === null ? undefined : data);
};
