import type { FastifyInstance } from 'fastify';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../domain/input-text';
import { AppError } from '../domain/errors';

/**
 * Every JSON body is parsed by Fastify's own parser (secure-json-parse: `__proto__` and `constructor`
 * keys refused) and then refused if it nests deeper than MAX_JSON_DEPTH. Code that walks a body
 * recursively (JSON.stringify of a cache key, zod, the filter reader) can then never run out of stack.
 */
export function addJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error: Error | null, value?: unknown) => {
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
