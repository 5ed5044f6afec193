/**
 * What the service worker (app/service-worker/worker.ts) does with each request, and what it may keep:
 * pure rules, shared with the page (the cache names) and unit-tested (tests/unit/offline-rules.test.ts).
 *
 * Only three things are ever kept: the offline page and the favicon (at install), the voucher pages a
 * traveller opened (by their full address, secret token included: the Cache API is this browser's
 * alone), and the hashed, public build assets those pages need. No API answer, no other page (a profile,
 * the agenda, a checkout), nothing from another origin.
 */

/** Every cache of the product starts with it: activation deletes those it no longer uses. */
export const CACHE_PREFIX = 'rumbo-';
/**
 * The kept voucher pages. Named after the format of what is stored, not the release: a new worker keeps
 * them, so a traveller who opened a voucher yesterday still has it after today's deploy.
 */
export const VOUCHER_CACHE = `${CACHE_PREFIX}vouchers-v1`;
/** The hashed build files (scripts, styles, fonts, the icon sprite) of kept vouchers: never change. */
export const ASSET_CACHE = `${CACHE_PREFIX}assets-v1`;
/** The offline page, its script and the favicon, per worker version: a new release brings its own. */
export const shellCache = (version: string) => `${CACHE_PREFIX}shell-${version}`;

/** Shown for a page that is not kept when the network fails (built by scripts/service-worker.ts). */
export const OFFLINE_PAGE = '/offline.html';
export const SHELL_URLS = [OFFLINE_PAGE, '/offline.js', '/favicon.svg'] as const;

/** A device keeps the last vouchers opened; older ones go. */
export const MAX_VOUCHERS = 20;
/** A page's assets are a dozen files; more than this in one page is not a page of ours. */
export const MAX_ASSETS_PER_PAGE = 80;

export type Handling =
  /** Not touched: the browser asks the network as if there were no worker. */
  | 'network'
  /** A navigation that is not kept: network only, the offline page when that fails. */
  | 'page'
  /** A voucher document: network first, kept; the kept copy when the network fails. */
  | 'voucher-page'
  /** A hashed build file: from the cache when a kept voucher brought it, else the network. */
  | 'asset'
  /** The offline page's own files (the favicon): from the cache the worker filled at install. */
  | 'shell';

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
}

const VOUCHER_PATH = /^\/voucher\/[^/]+$/;

/** A voucher's address, with its token: the only private pages worth keeping. */
function isVoucher(url: URL, path: RegExp) {
  return path.test(url.pathname) && (url.searchParams.get('t') ?? '') !== '';
}

/** What the worker does with a request made from a page of `origin`. */
export function handlingOf(request: RequestLike, origin: string): Handling {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin) return 'network';
  // The API first: whatever else it looks like, an API answer is never kept nor answered from a cache.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/dev/')) return 'network';
    return isVoucher(url, VOUCHER_PATH) ? 'voucher-page' : 'page';
  }
  // A voucher's route data (React Router's client navigation) is not kept: only documents are, so a
  // sign-out that clears them is not undone by the page's own revalidation, and one copy of each voucher
  // exists. Offline, a voucher is opened as a document (its link, the agenda's full-page link).
  if (url.pathname.startsWith('/assets/')) return 'asset';
  if ((SHELL_URLS as readonly string[]).includes(url.pathname) && url.search === '') return 'shell';
  return 'network';
}

/** The address a page asks to keep, if it is a voucher of this origin (without its fragment). */
export function keepableVoucherUrl(href: unknown, origin: string): string | undefined {
  if (typeof href !== 'string') return undefined;
  try {
    const url = new URL(href);
    if (url.origin !== origin || !isVoucher(url, VOUCHER_PATH)) return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

export interface ResponseLike {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
}

/**
 * Whether an answer may be kept: a plain 200 of this origin with the content type expected. A 404 (a
 * wrong token), an error page, a redirect (to a sign-in) or an opaque answer are never kept.
 */
export function isKeepable(response: ResponseLike, kind: 'page' | 'asset'): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const type = response.headers.get('content-type') ?? '';
  return kind === 'page' ? type.startsWith('text/html') : true;
}

/**
 * The build files a page or stylesheet names (`/assets/…`: its scripts, module preloads, stylesheet,
 * catalogue, icon sprite; a stylesheet's fonts), as addresses of `origin`. Read from the text, so a page
 * kept before its scripts ran still finds what it needs to render and hydrate offline.
 */
export function assetUrlsIn(text: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [path] of text.matchAll(/\/assets\/[\w.-]+(?:\/[\w.-]+)*/g)) {
    found.add(`${origin}${path}`);
    if (found.size >= MAX_ASSETS_PER_PAGE) break;
  }
  return [...found];
}

/** The product's caches a worker of `version` no longer uses (other products' caches are left alone). */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = new Set([VOUCHER_CACHE, ASSET_CACHE, shellCache(version)]);
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name));
}
