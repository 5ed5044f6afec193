import { createCookie } from 'react-router';
import { isLang, type Lang, resolveLanguage } from './languages';

/** The visitor's language choice, so the server renders it on the next request (a year, not secret). */
export const languageCookie = createCookie('lang', {
  path: '/',
  sameSite: 'lax',
  maxAge: 60 * 60 * 24 * 365,
});

/**
 * A `?lang=` in the address first (shareable, crawlable links to one language: the sitemap's hreflang
 * pairs), then the stored choice, then the browser's languages, then Spanish.
 */
export async function requestLanguage(request: Request): Promise<Lang> {
  const explicit = new URL(request.url).searchParams.get('lang');
  if (isLang(explicit)) return explicit;
  const stored: unknown = await languageCookie.parse(request.headers.get('cookie'));
  if (isLang(stored)) return stored;
  return resolveLanguage(undefined, request.headers.get('accept-language') ?? undefined);
}
