import { getHeapStatistics } from 'node:v8';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import type { Env } from '../env';
import { RenderSlots } from '../overload/render-slots';
import { shedPageHtml } from '../overload/shed-page';

/** How long a page waits at most for a turn to render when every turn is taken (decision 0048). */
export const RENDER_WAIT_MS = 2000;

/** The heap in use over which requests are shed: the setting, else 90 % of V8's heap limit; 0 is off. */
export function heapThresholdBytes(setting: Env['OVERLOAD_HEAP_USED_MB']): number {
  if (setting !== undefined) return setting * 1024 * 1024;
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

/**
 * What a route does when the server is overloaded: `exempt` answers as usual (health checks, files),
 * `page` is a web page (served from the page cache if it is there, else shed by the page route itself);
 * any other route is shed at once.
 */
type OverloadRole = 'exempt' | 'page' | 'shed';

function overloadRole(request: FastifyRequest): OverloadRole {
  const config = request.routeOptions.config as { overload?: OverloadRole; file?: unknown };
  if (config.overload) return config.overload;
  // Files of the browser build (@fastify/static names each route's file) and generated media: read from
  // disk and sent as they are, so a page from the cache still gets its styles, scripts and photos.
  if (config.file !== undefined || request.routeOptions.url === '/media/*') return 'exempt';
  return 'shed';
}

const shedPages = { es: shedPageHtml('es'), en: shedPageHtml('en') } as const;

/**
 * The page of a shed page request: 503 (the server is overloaded) or 429 (this address holds its share of
 * renders), both with Retry-After, never stored by anyone.
 */
export function sendShedPage(reply: FastifyReply, lang: Lang, status: 503 | 429) {
  return reply
    .code(status)
    .header('retry-after', String(reply.server.env.OVERLOAD_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(shedPages[lang]);
}

/**
 * Shedding under overload (docs/decisions/0048). @fastify/under-pressure samples the event loop's delay
 * and the heap; while either is over its threshold, every request but health checks, files and cached
 * pages is answered 503 with Retry-After at once, before any work: the API with its translated
 * `{ code, message }`, pages with a small static page. It stops by itself when a sample is back under.
 * Uncached page renders are bounded at all times (`app.renderSlots`, used by the page route).
 */
export const overloadPlugin = fp(async (app: FastifyInstance) => {
  const env = app.env;
  app.decorateRequest('underPressure', false);
  app.decorate(
    'renderSlots',
    new RenderSlots({
      total: env.PAGE_RENDERS,
      perAddress: env.PAGE_RENDERS_PER_ADDRESS,
      queue: env.PAGE_RENDER_QUEUE,
      maxWaitMs: RENDER_WAIT_MS,
    }),
  );

  // The plugin sends a handler's non-null return value as the answer and goes on when it returns nothing
  // (index.js, handlePressure); its types only know the second.
  const pressureHandler = (request: FastifyRequest, reply: FastifyReply) => {
    const role = overloadRole(request);
    if (role === 'exempt') return undefined;
    if (role === 'page') {
      request.underPressure = true;
      return undefined;
    }
    reply
      .code(503)
      .header('retry-after', String(env.OVERLOAD_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8');
    return { code: 'SERVICE_OVERLOADED', message: translate(request.lang, 'errors.overloaded') };
  };

  await app.register(underPressure, {
    maxEventLoopDelay: env.OVERLOAD_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: heapThresholdBytes(env.OVERLOAD_HEAP_USED_MB),
    sampleInterval: env.OVERLOAD_SAMPLE_INTERVAL_MS,
    retryAfter: env.OVERLOAD_RETRY_AFTER_SECONDS,
    pressureHandler: pressureHandler as FastifyUnderPressureOptions['pressureHandler'],
  });
});
