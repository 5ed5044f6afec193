import { createCookie } from 'react-router';
import { isLang, type Lang, resolveLanguage } from '../../common/i18n/languages';

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
  return languageOf({
    search: new URL(request.url).search,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The same choice from the raw parts of a request (the server's page cache asks before any rendering). */
export async function languageOf(parts: {
  search: string;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Promise<Lang> {
  const explicit = parts.search ? new URLSearchParams(parts.search).get('lang') : null;
  if (isLang(explicit)) return explicit;
  const stored: unknown = parts.cookie ? await languageCookie.parse(parts.cookie) : null;
  if (isLang(stored)) return stored;
  return resolveLanguage(undefined, parts.acceptLanguage ?? undefined);
}
