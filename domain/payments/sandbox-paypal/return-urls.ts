/** The simulator's return addresses: only the product's own, with the order's id added. */

/**
 * Whether `url` may be where the buyer is sent after the approval page: a path of this site (one leading
 * "/", not "//" nor "/\", which browsers read as another host) or an absolute address on PUBLIC_URL's
 * origin. Anything else would make the simulator an open redirect.
 */
export function isProductUrl(url: string, publicUrl: string | undefined): boolean {
  // Control characters and spaces are refused outright: browsers drop some of them before parsing.
  if (!url || /[\s\\]/.test(url) || [...url].some((char) => char.charCodeAt(0) < 32 || char === '\x7f')) {
    return false;
  }
  if (url.startsWith('/')) {
    if (url.startsWith('//')) return false;
    const base = 'http://product.invalid';
    try {
      return new URL(url, base).origin === base;
    } catch {
      return false;
    }
  }
  if (!publicUrl) return false;
  try {
    const target = new URL(url);
    return (
      (target.protocol === 'https:' || target.protocol === 'http:') &&
      target.origin === new URL(publicUrl).origin
    );
  } catch {
    return false;
  }
}

/** The return or cancel address with the order's id added (`?paypal_order=` or `&paypal_order=`). */
export function withOrderId(url: string, orderId: string): string {
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}paypal_order=${encodeURIComponent(orderId)}${hash}`;
}
