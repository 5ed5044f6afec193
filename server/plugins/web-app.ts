import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import {
  nonceContext,
  type RenderRecord,
  renderRecordContext,
  servicesContext,
} from '../../app/context.server';
import { languageOf } from '../../app/i18n/language-cookie';
import { type CachedPage, isShareablePage, pageBody, pageCacheKey } from '../page-cache';
import { deviceCookieOnReferralLanding } from '../device-cookie';
import { landingRedirect } from '../landing-redirect';
import { fetchRequest, identifiesVisitor, isValidHost, PAGE_METHODS, requestTarget } from '../page-request';
import type { MapTilesConfig } from '../../common/map/map-tiles';
import { projectRoot } from '../../common/project-root';
import { publicOrigin } from '../public-origin';
import { sendError } from './errors';
import { sendShedPage } from './overload';
import { pagePolicy, securityHeaders } from './security-headers';

export const WEB_BUILD_DIR = join(projectRoot(import.meta.url), 'build');

/** How the web app is served. */
export interface WebAppOptions {
  /** The server build; for `npm run dev`, Vite's current build, asked for on every request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The production build's browser assets; without it (development), Vite serves them. */
  clientDir?: string;
  /** False in development: a page edited since would be served as it was rendered before. */
  cachePages?: boolean;
}

/**
 * What every page answer varies on, for caches downstream (browsers, proxies): its language (the `lang`
 * cookie, Accept-Language) and whether someone is signed in (cookies, Authorization). The compression
 * plugin adds Accept-Encoding.
 */
const PAGE_VARY = 'Accept-Language, Cookie, Authorization';

/**
 * How long browsers keep a file of the browser build: hashed assets for good; the service worker never
 * without asking (a fix to it must reach every browser at the next visit, not in an hour, and a browser
 * compares it byte for byte anyway: an unchanged one costs a 304); the rest (icons, offline page) an hour.
 */
export function clientFileCaching(path: string): string {
  if (path.includes(`${join('build', 'client', 'assets')}`)) return 'public, max-age=31536000, immutable';
  // The precompressed copy (`sw.js.br`) is the one sent to most browsers.
  if (basename(path).replace(/\.(br|gz)$/, '') === 'sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

/** An answer rendered for one visitor: no cache anywhere may keep it (docs/decisions/0023). */
const PRIVATE = 'private, no-store';

/**
 * The server-rendered web app: hashed assets from build/client with a one-year cache (in development Vite
 * serves them), and every other path rendered by React Router in-process. Loaders get the database, clock and catalogue cache through
 * the context keys of app/context.server.ts, one module shared with the build (docs/decisions/0028). HTML
 * responses carry a per-request nonce in their CSP so React Router's inline hydration scripts run and nothing
 * else inline does. Responses are sent through Fastify, so the compression plugin compresses pages (home is
 * ~185 KB of HTML, ~25 KB as brotli).
 */
export async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  if (options.clientDir) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build writes each text asset's .br and .gz at the highest quality (scripts/precompressed-
      // assets.ts): sent as they are, instead of compressed per download at a fast, weaker setting.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', clientFileCaching(path)),
    });
  }

  const publicApiToken = app.env.PUBLIC_API_TOKENS[0] ?? '';
  const baseCsp =
    securityHeaders(pagePolicy(app.env.CAPTCHA_PROVIDER, app.env.MAP_TILES_URL))['content-security-policy'] ??
    '';
  const cachePages = options.cachePages ?? true;
  const mapTiles: MapTilesConfig | null =
    app.env.MAP_TILES_URL && app.env.MAP_TILES_ATTRIBUTION
      ? {
          url: app.env.MAP_TILES_URL,
          attribution: app.env.MAP_TILES_ATTRIBUTION,
          maxZoom: app.env.MAP_TILES_MAX_ZOOM,
        }
      : null;
  // A built app is always rendered in production mode: in any other, error answers (`.data` too) carry
  // stack traces with the server's file paths. Vite's build (`npm run dev`, loopback by default) changes
  // as files are edited: React Router asks for it on every request and renders in development mode.
  const handleRequest =
    typeof options.build === 'function'
      ? createRequestHandler(options.build, 'development')
      : createRequestHandler(options.build, 'production');

  // Its own scope: no body parsers, so form actions read the raw request stream themselves.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // Methods that no page or form action serves (TRACE, PUT, …) are refused here, before any rendering.
    const otherMethods = scope.supportedMethods.filter(
      (method) => !(PAGE_METHODS as readonly string[]).includes(method),
    );
    scope.route({
      method: otherMethods,
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        reply.header('allow', PAGE_METHODS.join(', '));
        return sendError(request, reply, 405, 'METHOD_NOT_ALLOWED', 'errors.methodNotAllowed');
      },
    });
    scope.route({
      method: [...PAGE_METHODS],
      url: '/*',
      schema: { hide: true },
      // Under overload a page is still answered from the page cache, and shed only if it is not there.
      config: { overload: 'page' },
      handler: servePage,
    });

    async function servePage(request: FastifyRequest, reply: FastifyReply) {
      // Nothing is built from the Host header, but a malformed one is the client's error, said as such.
      if (!isValidHost(request.headers.host)) {
        return sendError(request, reply, 400, 'INVALID_HOST', 'errors.invalidHost');
      }
      // A page every visitor sees alike is rendered once and served from the page cache (decisions 0011,
      // 0023, 0034), to signed-in visitors too: such a page holds nothing of theirs, and their browser
      // asks who they are once it runs. The lookup reads the raw request: a hit costs no Fetch API
      // request and no rendering.
      const target = requestTarget(request.url);
      // A partner or campaign link: its cookies and a redirect to the clean address, never cached.
      if (landingRedirect(request, reply, target)) return reply;
      // A referral landing gives the browser its device cookie (decision 0042).
      deviceCookieOnReferralLanding(request, reply, target);
      const queryStart = target.indexOf('?');
      const identifies = identifiesVisitor(request.headers);
      const lang = await languageOf({
        search: queryStart < 0 ? '' : target.slice(queryStart),
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      const cacheKey = !cachePages ? undefined : pageCacheKey({ method: request.method, target, lang });
      if (cacheKey !== undefined) {
        const cached = app.pageCache.get(cacheKey);
        if (cached) return sendCachedPage(reply, cached, request.headers['accept-encoding'], identifies);
        // When nothing is under way, nothing is awaited before startRendering below: requests arriving
        // together find the first one rendering and wait for its page.
        const underWay = app.pageCache.rendering(cacheKey);
        const rendered = underWay && (await underWay);
        if (rendered) return sendCachedPage(reply, rendered, request.headers['accept-encoding'], identifies);
      }
      // Overloaded (server/plugins/overload.ts): only cached pages are answered, no render starts.
      if (request.underPressure) return sendShedPage(reply, lang, 503);
      // Only a request that cannot say who is asking renders a page for the cache; a signed-in visitor
      // whose page is not there yet gets one rendered for them alone (their name already in the header).
      const shareKey = identifies ? undefined : cacheKey;
      const finished = shareKey === undefined ? undefined : app.pageCache.startRendering(shareKey);
      try {
        // A turn to render (decision 0048): per client address (TRUST_PROXY decides which) and in total;
        // without one (at once, or after a short wait) the page is refused, and requests waiting for this
        // render render themselves.
        const gone = new AbortController();
        reply.raw.once('close', () => gone.abort());
        const turn = await app.renderSlots.acquire(request.ip, gone.signal);
        if (!turn.granted) return sendShedPage(reply, lang, turn.reason === 'address' ? 429 : 503);
        try {
          return await renderPage(request, reply, { cacheKey: shareKey, finished, identifies });
        } finally {
          turn.release();
        }
      } finally {
        finished?.();
      }
    }

    async function renderPage(
      request: FastifyRequest,
      reply: FastifyReply,
      page: {
        cacheKey: string | undefined;
        finished: ((page?: CachedPage) => void) | undefined;
        identifies: boolean;
      },
    ) {
      const aborted = new AbortController();
      reply.raw.once('close', () => aborted.abort());
      const origin = publicOrigin(app);
      // A cache candidate is rendered from a request that cannot say who is asking (page-request.ts).
      const shareable = page.cacheKey !== undefined;
      const fetchReq = fetchRequest(request.raw, { origin, shareable, signal: aborted.signal });

      const nonce = randomBytes(16).toString('base64');
      const record: RenderRecord = { shared: shareable, askedForVisitor: false };
      const context = new RouterContextProvider();
      context.set(servicesContext, {
        db: app.db,
        clock: app.clock,
        catalogCache: app.catalogCache,
        publicApiToken,
        origin,
        signingSecret: app.env.SIGNING_SECRET,
        production: app.env.NODE_ENV === 'production',
        signupCreditCents: app.env.SIGNUP_CREDIT_CENTS,
        mapTiles,
      });
      context.set(nonceContext, nonce);
      context.set(renderRecordContext, record);
      let response: Response;
      try {
        response = await handleRequest(fetchReq, context);
      } catch (error) {
        request.log.error(error);
        response = new Response('Internal Server Error', { status: 500 });
      }
      let body: Buffer | ReadableStream<Uint8Array> | null = response.body;
      if (page.cacheKey !== undefined && isShareablePage(response)) {
        const html = Buffer.from(await response.arrayBuffer());
        // Stored only if, once the whole page is rendered, nothing in it asked who is visiting: a page
        // that depends on the visitor (profile, favourites) must never be served from the cache.
        if (!record.askedForVisitor) {
          const cached = app.pageCache.store(page.cacheKey, response, html, baseCsp);
          page.finished?.(cached);
          return sendCachedPage(reply, cached, request.headers['accept-encoding'], false);
        }
        body = html;
      }
      // The response goes out through Fastify (not a hijacked socket), so the security headers' onSend
      // hook applies and the compression plugin compresses the HTML and the route data.
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
      reply.header('vary', PAGE_VARY);
      // Rendered for someone who may be signed in, or a page that depends on who visits: neither the
      // browser's cache nor any proxy keeps it.
      if (page.identifies || record.askedForVisitor || cookies.length > 0)
        reply.header('cache-control', PRIVATE);
      if (body === null || request.method === 'HEAD') return reply.send();
      if (Buffer.isBuffer(body)) return reply.send(body);
      return reply.send(Readable.fromWeb(body as NodeReadableStream<Uint8Array>));
    }
  });
}

/**
 * A cached page as rendered, already compressed (the compression plugin leaves such a reply alone). To a
 * request that may identify someone it is the same page, but answered privately, as every answer to such
 * a request is (decision 0023).
 */
function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  acceptEncoding: string | undefined,
  identifies: boolean,
) {
  const { encoding, bytes } = pageBody(page, acceptEncoding);
  reply.code(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('content-security-policy', page.csp).header('vary', `Accept-Encoding, ${PAGE_VARY}`);
  if (identifies) reply.header('cache-control', PRIVATE);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
