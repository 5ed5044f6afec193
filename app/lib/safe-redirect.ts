/** A host no request can name: only paths that stay on it are paths of this site. */
const BASE = 'http://same-origin.invalid';
const BASE_ORIGIN = new URL(BASE).origin;

/**
 * Characters a path we wrote ourselves never holds. Browsers drop tabs and newlines inside a URL and read
 * a backslash as a slash (`/\evil.example` is `//evil.example`), so a target holding any of them, any
 * other control or invisible formatting character, or any kind of space, is refused rather than repaired.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Z}\\]/u;

/**
 * The one check of a redirect target that a request chose (a form's `redirectTo`, a query's return
 * path): the same-origin path to send the visitor to, or `fallback` when the target could lead anywhere
 * else. Only a path starting with a single `/` is accepted; it is normalised as a browser would
 * (`/a/../b`, `%2e%2e`), and the result is checked again, because normalising can itself produce a
 * protocol-relative `//host` (`/.//evil.example`, `/..//evil.example`). `dropParams` removes query
 * parameters that must not survive the redirect. Pure: used by the web app's routes and the server alike
 * (docs/decisions/0024).
 */
export function safeRedirectPath(
  target: unknown,
  options: { fallback?: string; dropParams?: readonly string[] } = {},
): string {
  const fallback = options.fallback ?? '/';
  if (typeof target !== 'string' || target.length > 2048 || FORBIDDEN.test(target)) return fallback;
  if (!target.startsWith('/') || target.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE_ORIGIN) return fallback;
  for (const name of options.dropParams ?? []) {
    if (url.searchParams.has(name)) url.searchParams.delete(name);
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || FORBIDDEN.test(path)) return fallback;
  // What a browser will make of the Location header we send: still this site.
  return new URL(path, BASE).origin === BASE_ORIGIN ? path : fallback;
}
