import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../domain/input-text';
import { AppError } from '../domain/errors';

/**
 * Every JSON body is parsed by Fastify's own parser (secure-json-parse: `__proto__` and `constructor`
 * keys refused) and then refused if it nests deeper than MAX_JSON_DEPTH. Code that walks a body
 * recursively (JSON.stringify of a cache key, zod, the filter reader) can then never run out of stack.
 *
 * An empty body is no body, whatever the Content-Type says: clients send `Content-Type: application/json`
 * on every call, also on calls without a body (sign-out), and Fastify refused those with 400 (and the
 * session stayed). A route whose schema requires a body still refuses it through that schema.
 */
export function addJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') return done(null, undefined);
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (nestsDeeperThan(value, MAX_JSON_DEPTH)) {
        return done(
          new AppError(400, 'JSON_TOO_DEEP', 'errors.jsonTooDeep', { max: MAX_JSON_DEPTH }),
          undefined,
        );
      }
      return done(null, value);
    });
  });
}
