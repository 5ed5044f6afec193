import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Endpoint } from '../../domain/contract/endpoint';
import { AppError } from '../../domain/errors';
import { UPLOAD_IMAGE_TYPES } from '../../domain/media/upload-image-types';
import { type ApiApp, route } from './route';

export interface ImageUploadOptions<Who> {
  /** The body's limit; beyond it, 413 with `messages.tooLarge`. */
  maxBytes: number;
  /** Catalogue keys: too large, a declared type that is not an image, bytes that are not one. */
  messages: { tooLarge: string; type: string; invalid: string };
  /** Who may upload; run before the body is read too, so no stranger makes the server take it in. */
  authorize: (request: FastifyRequest) => Promise<Who>;
  handler: (request: FastifyRequest, who: Who, bytes: Buffer) => Promise<unknown>;
}

/**
 * A route whose body is one image (JPEG, PNG or WebP) as raw bytes, in its own scope: read as bytes up to
 * `maxBytes` whatever type it claims, so a wrong type gets a translated 400 rather than the framework's 415.
 * The decoder still judges the bytes (domain/media/uploaded-image.server.ts).
 */
export async function imageUploadRoute<Who>(
  app: ApiApp,
  contract: Endpoint,
  options: ImageUploadOptions<Who>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.maxBytes },
      (_request, body, done) => done(null, body),
    );
    route(scope.withTypeProvider<ZodTypeProvider>(), contract, {
      config: { errorMessageKeys: { PAYLOAD_TOO_LARGE: options.messages.tooLarge } },
      onRequest: async (request) => {
        await options.authorize(request);
      },
      handler: async (request) => {
        const who = await options.authorize(request);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)) {
          throw new AppError(400, 'UNSUPPORTED_IMAGE_TYPE', options.messages.type);
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new AppError(400, 'INVALID_IMAGE', options.messages.invalid);
        }
        return options.handler(request, who, body);
      },
    });
  });
}
