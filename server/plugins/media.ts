import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Generated photos, banners and icons from DATA_DIR/media. Their names never change content within a
 * release, so browsers may keep them a week without asking again.
 */
export const mediaPlugin = fp(async (app: FastifyInstance) => {
  const root = resolve(join(app.env.DATA_DIR, 'media'));
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=604800, stale-while-revalidate=86400');
    },
  });
});
