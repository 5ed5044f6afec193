import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@mjackson/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import type { createRequestHandler, RouterContext, RouterContextProvider, ServerBuild } from 'react-router';
import { projectRoot } from '../project-root';
import { securityHeaders } from './security-headers';

const NONCE_HEADER = 'x-csp-nonce';

export const WEB_BUILD_DIR = join(projectRoot(import.meta.url), 'build');

/** The server build of the web app, when `react-router build` has produced one. */
export async function loadWebBuild(dir: string = WEB_BUILD_DIR): Promise<ServerBuild | undefined> {
  const entry = join(dir, 'server', 'index.js');
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

interface BuildContexts {
  createRequestHandler: typeof createRequestHandler;
  RouterContextProvider: typeof RouterContextProvider;
  servicesContext: RouterContext<{
    db: FastifyInstance['db'];
    clock: FastifyInstance['clock'];
    catalogCache: FastifyInstance['catalogCache'];
    publicApiToken: string;
  }>;
  nonceContext: RouterContext<string>;
}

/**
 * The server-rendered web app: hashed assets from build/client with a one-year cache, and every other
 * path rendered by React Router in-process. Loaders get the database and clock through the build's own
 * context keys (re-exported by entry.server). HTML responses carry a per-request nonce in their CSP so
 * React Router's inline hydration scripts run and nothing else inline does.
 */
export async function webAppPlugin(app: FastifyInstance, options: { build: ServerBuild; clientDir: string }) {
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.includes(`${join('build', 'client', 'assets')}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const contexts = options.build.entry.module as unknown as BuildContexts;
  const publicApiToken = app.env.PUBLIC_API_TOKENS[0] ?? '';
  const baseHeaders = securityHeaders();
  const baseCsp = baseHeaders['content-security-policy'] ?? '';
  // Handler and context provider come from the build's own copy of react-router: a provider made by
  // another copy (a test runner may load one) fails its instanceof check.
  const handleRequest = contexts.createRequestHandler(
    options.build,
    app.env.NODE_ENV === 'production' ? 'production' : 'development',
  );
  const listener = createRequestListener((request) => {
    const context = new contexts.RouterContextProvider();
    context.set(contexts.servicesContext, {
      db: app.db,
      clock: app.clock,
      catalogCache: app.catalogCache,
      publicApiToken,
    });
    context.set(contexts.nonceContext, request.headers.get(NONCE_HEADER) ?? '');
    return handleRequest(request, context);
  });

  // Its own scope: no body parsers, so form actions read the raw request stream themselves.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', { schema: { hide: true } }, (request, reply) => {
      const nonce = randomBytes(16).toString('base64');
      // The listener builds its Fetch Request from the raw header list; the nonce travels in it, and any
      // value a client sent under that name is dropped first.
      const raw = request.raw.rawHeaders;
      for (let i = raw.length - 2; i >= 0; i -= 2) {
        if (raw[i]?.toLowerCase() === NONCE_HEADER) raw.splice(i, 2);
      }
      raw.push(NONCE_HEADER, nonce);
      reply.hijack();
      for (const [name, value] of Object.entries(baseHeaders)) reply.raw.setHeader(name, value);
      reply.raw.setHeader(
        'content-security-policy',
        baseCsp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      );
      void listener(request.raw, reply.raw);
    });
  });
}
