import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page kept for the next visitors: its headers, compressed bodies and the CSP to send. */
export interface CachedPage {
  status: number;
  /** The render's own headers, less those the cache sets itself (encoding, length, CSP, cookies). */
  headers: [string, string][];
  /** The page's content security policy: its inline scripts allowed by hash instead of a nonce. */
  csp: string;
  /** Only compressed copies are kept (a sixth of the size); the rare client without gzip gets it inflated. */
  br: Buffer;
  gzip: Buffer;
}

const OWN_HEADERS = new Set(['content-encoding', 'content-length', 'content-security-policy', 'set-cookie']);

/**
 * `'sha256-…'` sources for every inline script of a page (the hydration data, the route imports, the
 * scroll restoration), so a cached page keeps a strict CSP without reusing one request's nonce: a nonce
 * must be new on every response, and a hash allows exactly the scripts that page carries.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', text = ''] = match;
    if (/\bsrc\s*=/.test(attributes) || text.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The cache key of a page request, or undefined when no cached page can answer it: not a GET, or a client
 * navigation's data request. The key is the language and the path with its query: the host is not in it,
 * as nothing a page shows comes from the request's host (absolute links use the public origin). Who asks
 * is not in it either: only pages that hold nothing of anyone's are stored (server/plugins/web-app.ts).
 */
export function pageCacheKey(request: {
  method: string;
  /** The request's path and query (server/page-request.ts `requestTarget`). */
  target: string;
  lang: string;
}): string | undefined {
  if (request.method !== 'GET') return undefined;
  const path = request.target.split('?')[0] ?? '';
  if (path.endsWith('.data') || path.startsWith('/__manifest')) return undefined;
  return `${request.lang}|${request.target}`;
}

/** Whether a render may be shared: a whole HTML page that sets no cookie and does not forbid caching. */
export function isShareablePage(response: Response): boolean {
  if (response.status !== 200 || response.body === null) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  if (response.headers.getSetCookie().length > 0) return false;
  return !/\b(no-store|private)\b/.test(response.headers.get('cache-control') ?? '');
}

/**
 * Rendered pages, keyed by language and URL (docs/decisions/0011, 0023): every visitor of a page sees
 * the same HTML, so one render serves them all for a while. Only renders that could not tell who was
 * asking are stored (server/plugins/web-app.ts). Same lifetime as the other catalogue caches
 * (60 s; a catalogue write clears it), bounded in bytes.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  /** Renders under way: a page that expires under load is rendered once, not by every request at once. */
  private readonly pending = new Map<string, Promise<CachedPage | undefined>>();

  constructor(options: { maxBytes?: number; ttlMs?: number } = {}) {
    this.entries = new LRUCache({
      maxSize: options.maxBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (page) => page.br.length + page.gzip.length + 1,
      ttl: options.ttlMs ?? 60_000,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** The page another request is rendering for `key`, once it is done (undefined if it was not shareable). */
  rendering(key: string): Promise<CachedPage | undefined> | undefined {
    return this.pending.get(key);
  }

  /**
   * Marks `key` as being rendered by the caller, who must call the returned function when done, with the
   * stored page or nothing; requests that arrive meanwhile wait for it instead of rendering too.
   */
  startRendering(key: string): (page?: CachedPage) => void {
    let done: (page: CachedPage | undefined) => void = () => {};
    const promise = new Promise<CachedPage | undefined>((resolve) => (done = resolve));
    this.pending.set(key, promise);
    return (page) => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
      done(page);
    };
  }

  /** Stores a shareable render; `baseCsp` is the site's policy, to which the page's script hashes go. */
  store(key: string, response: Response, html: Buffer, baseCsp: string): CachedPage {
    const hashes = inlineScriptHashes(html.toString('utf8'));
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers.push([name, value]);
    const page: CachedPage = {
      status: response.status,
      headers,
      csp: baseCsp.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`.trimEnd()),
      gzip: gzipSync(html, { level: 6 }),
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
    this.entries.set(key, page);
    return page;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The page's bytes in the best encoding the client accepts: brotli, then gzip, else inflated. */
export function pageBody(page: CachedPage, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', bytes: page.br } as const;
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', bytes: page.gzip } as const;
  return { encoding: undefined, bytes: gunzipSync(page.gzip) } as const;
}
