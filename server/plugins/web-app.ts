import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, RouterContext, RouterContextProvider, ServerBuild } from 'react-router';
import { languageOf } from '../../app/i18n/language-cookie';
import { type CachedPage, isShareablePage, pageBody, pageCacheKey } from '../page-cache';
import { projectRoot } from '../project-root';
import { securityHeaders } from './security-headers';

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
 * path rendered by React Router in-process. Loaders get the database, clock and catalogue cache through
 * the build's own context keys (re-exported by entry.server). HTML responses carry a per-request nonce in
 * their CSP so React Router's inline hydration scripts run and nothing else inline does. Responses are
 * sent through Fastify, so the compression plugin compresses pages (a home page is ~450 KB of HTML, ~30
 * KB as brotli).
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
  const baseCsp = securityHeaders()['content-security-policy'] ?? '';
  // Handler and context provider come from the build's own copy of react-router: a provider made by
  // another copy (a test runner may load one) fails its instanceof check.
  const handleRequest = contexts.createRequestHandler(
    options.build,
    app.env.NODE_ENV === 'production' ? 'production' : 'development',
  );

  // Its own scope: no body parsers, so form actions read the raw request stream themselves.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.all('/*', { schema: { hide: true } }, async (request, reply) => {
      // A page every visitor sees alike is rendered once and served from the page cache (decision 0007).
      // The lookup reads the raw request: a hit costs no Fetch API request and no rendering.
      const queryStart = request.url.indexOf('?');
      const cacheKey = pageCacheKey({
        method: request.method,
        url: request.url,
        host: request.headers.host ?? '',
        cookie: request.headers.cookie,
        lang: await languageOf({
          search: queryStart < 0 ? '' : request.url.slice(queryStart),
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        }),
      });
      if (cacheKey !== undefined) {
        const cached = app.pageCache.get(cacheKey);
        if (cached) return sendCachedPage(reply, cached, request.headers['accept-encoding']);
        // When nothing is under way, nothing is awaited before startRendering below: requests arriving
        // together find the first one rendering and wait for its page.
        const underWay = app.pageCache.rendering(cacheKey);
        const rendered = underWay && (await underWay);
        if (rendered) return sendCachedPage(reply, rendered, request.headers['accept-encoding']);
      }
      const finished = cacheKey === undefined ? undefined : app.pageCache.startRendering(cacheKey);
      try {
        return await renderPage(request, reply, cacheKey, finished);
      } finally {
        finished?.();
      }
    });

    async function renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      cacheKey: string | undefined,
      finished: ((page?: CachedPage) => void) | undefined,
    ) {
      const aborted = new AbortController();
      reply.raw.once('close', () => aborted.abort());
      const fetchReq = fetchRequest(request.raw, aborted.signal);

      const nonce = randomBytes(16).toString('base64');
      const context = new contexts.RouterContextProvider();
      context.set(contexts.servicesContext, {
        db: app.db,
        clock: app.clock,
        catalogCache: app.catalogCache,
        publicApiToken,
      });
      context.set(contexts.nonceContext, nonce);
      let response: Response;
      try {
        response = await handleRequest(fetchReq, context);
      } catch (error) {
        request.log.error(error);
        response = new Response('Internal Server Error', { status: 500 });
      }
      if (cacheKey !== undefined && isShareablePage(response)) {
        const html = Buffer.from(await response.arrayBuffer());
        const page = app.pageCache.store(cacheKey, response, html, baseCsp);
        finished?.(page);
        return sendCachedPage(reply, page, request.headers['accept-encoding']);
      }
      // The response goes out through Fastify (not a hijacked socket), so the security headers of the
      // onRequest hook apply and the compression plugin compresses the HTML and the route data.
      reply.code(response.status);
      reply.header(
        'content-security-policy',
        baseCsp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`),
      );
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.body === null || request.method === 'HEAD') return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
    }
  });
}

/** A cached page as rendered, already compressed (the compression plugin leaves such a reply alone). */
function sendCachedPage(reply: FastifyReply, page: CachedPage, acceptEncoding: string | undefined) {
  const { encoding, bytes } = pageBody(page, acceptEncoding);
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', page.csp).header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** The Fetch API request React Router reads, made from Node's; a body only for methods that have one. */
function fetchRequest(raw: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2)
    headers.append(raw.rawHeaders[i]!, raw.rawHeaders[i + 1]!);
  const method = raw.method ?? 'GET';
  const protocol = 'encrypted' in raw.socket && raw.socket.encrypted ? 'https:' : 'http:';
  const url = new URL(raw.url ?? '/', `${protocol}//${headers.get('host') ?? 'localhost'}`);
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}
