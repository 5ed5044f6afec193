import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { DEVICE_COOKIE } from '../domain/referrals/device-id';
import { AFFILIATE_COOKIE, CAMPAIGN_COOKIE, REFERENT_COOKIE } from '../domain/referrals/landing-cookies';

/**
 * How a page request becomes the Fetch API request React Router renders (docs/decisions/0023): the
 * address is always the product's own origin with the request's path, and a render that may be shared
 * with other visitors sees only headers that cannot tell one visitor from another.
 */

/** Methods the web app answers: pages (GET, HEAD) and form actions (POST). Others get 405. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** Request cookies that do not change what a page shows to whom: only the language choice. */
const NEUTRAL_COOKIES = new Set(['lang']);

/**
 * Cookies that say who sent a visitor, not who the visitor is (domain/referrals/landing-cookies.ts,
 * decision 0038): an affiliate or campaign code is shared by everyone who followed the same link, a
 * referral code by everyone its owner invited. They do not make a request private, so a visitor who
 * came through a partner is served and fills the shared cache like anyone; a shareable render still
 * never sees them (only NEUTRAL_COOKIES reach it), so no page can vary by them.
 */
const ATTRIBUTION_COOKIES = new Set([AFFILIATE_COOKIE, CAMPAIGN_COOKIE, REFERENT_COOKIE]);

/**
 * The device cookie (docs/decisions/0042) is read by the sign-up and sign-in calls only; no page shows
 * anything by it, so, like the attribution codes, it does not make a page request private.
 */
const SERVER_ONLY_COOKIES = new Set([DEVICE_COOKIE]);

/**
 * The only request headers a shareable render sees. What a page may depend on when one render serves
 * everyone: the language (Accept-Language, the `lang` cookie) and whether the client is a crawler
 * (User-Agent: crawlers get the whole document at once). Anything else, now or later (Authorization,
 * session and other cookies, forwarding headers), never reaches such a render.
 */
const SHAREABLE_HEADERS = new Set(['accept', 'accept-language', 'user-agent']);

const cookieNames = (cookie: string | undefined) =>
  (cookie ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);

/**
 * Whether a request carries something that may say who is asking: an Authorization header or any cookie
 * other than the language choice and the attribution codes. Such a request is rendered for itself alone and answered privately.
 */
export function identifiesVisitor(headers: {
  authorization?: string | undefined;
  cookie?: string | undefined;
}) {
  if (headers.authorization !== undefined) return true;
  return cookieNames(headers.cookie).some(
    (name) => !NEUTRAL_COOKIES.has(name) && !ATTRIBUTION_COOKIES.has(name) && !SERVER_ONLY_COOKIES.has(name),
  );
}

/**
 * The path and query of a request target, whatever its form: origin-form (`/about`, also `//evil.example/
 * about`, which is a path, not another host) or absolute-form (`http://evil.example/about`, whose authority
 * is ignored: the product's origin is its own). Anything else is taken as a path.
 */
export function requestTarget(rawUrl: string | undefined): string {
  const raw = rawUrl ?? '/';
  if (raw.startsWith('/')) return raw;
  if (/^https?:\/\//i.test(raw) && URL.canParse(raw)) {
    const url = new URL(raw);
    return `${url.pathname}${url.search}`;
  }
  return `/${raw}`;
}

/** The request's address on the product's origin: the path stays a path, the host is never the client's. */
export function pageUrl(origin: string, rawUrl: string | undefined): URL {
  const target = requestTarget(rawUrl);
  const queryStart = target.indexOf('?');
  const url = new URL(origin);
  url.pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  url.search = queryStart < 0 ? '' : target.slice(queryStart);
  return url;
}

/**
 * A well-formed Host header value (RFC 9110 §7.2, RFC 3986 host and port): a name or IPv4 address made of
 * the allowed characters, or a bracketed IPv6 literal, with an optional port. The product never builds an
 * address from it, but a request whose Host is garbage is a client error (400), not something to render.
 */
export function isValidHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  return /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})+)(?::\d{1,5})?$/.test(host);
}

/**
 * The Fetch API request React Router reads, made from Node's. `shareable` renders (candidates for the
 * shared page cache) get only SHAREABLE_HEADERS and the `lang` cookie, so whatever a loader reads, it
 * cannot learn who is asking; other renders get every header. A body only for methods that have one.
 */
export function fetchRequest(
  raw: IncomingMessage,
  options: { origin: string; shareable: boolean; signal: AbortSignal },
): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i]!.toLowerCase();
    const value = raw.rawHeaders[i + 1]!;
    if (!options.shareable) headers.append(name, value);
    else if (SHAREABLE_HEADERS.has(name)) headers.append(name, value);
    else if (name === 'cookie') {
      const neutral = value
        .split(';')
        .filter((part) => NEUTRAL_COOKIES.has(part.split('=')[0]?.trim() ?? ''));
      if (neutral.length > 0) headers.append('cookie', neutral.map((part) => part.trim()).join('; '));
    }
  }
  const method = raw.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal: options.signal };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(pageUrl(options.origin, raw.url), init);
}
