import { redirect } from 'react-router';
import { languageCookie } from '../i18n/language-cookie';
import { isLang } from '../i18n/languages';
import type { Route } from './+types/preferences';

/**
 * Only same-site paths: the form's redirect target must never send a visitor elsewhere. A `lang` in its
 * query is dropped: it outranks the cookie (language-cookie.ts), so keeping it would undo the choice just
 * made (`/about?lang=en` + Español stayed English).
 */
function safeRedirect(target: FormDataEntryValue | null): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  )
    return '/';
  const url = new URL(target, 'http://localhost');
  if (url.origin !== 'http://localhost') return '/';
  url.searchParams.delete('lang');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Stores the chosen language and goes back to the page, at its path in that language when the form names
 * one (`redirectTo-{lang}`: experience and listing slugs differ per language), else at `redirectTo`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  const headers = new Headers();
  if (isLang(lang)) headers.append('Set-Cookie', await languageCookie.serialize(lang));
  const target = (isLang(lang) ? form.get(`redirectTo-${lang}`) : null) ?? form.get('redirectTo');
  return redirect(safeRedirect(target), { headers });
}

export function loader() {
  return redirect('/');
}
