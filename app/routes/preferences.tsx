import { redirect } from 'react-router';
import { languageCookie } from '../i18n/language-cookie';
import { safeRedirectPath } from '../lib/safe-redirect';
import { isLang } from '../../common/i18n/languages';
import type { Route } from './+types/preferences';
import { readFormData } from '../lib/form-data.server';

/**
 * A `lang` in the target's query is dropped: it outranks the cookie (language-cookie.ts), so keeping it
 * would undo the choice just made (`/about?lang=en` + Español stayed English).
 */
const DROPPED_PARAMS = ['lang'];

/**
 * Stores the chosen language and goes back to the page, at its path in that language when the form names
 * one (`redirectTo-{lang}`: experience and listing slugs differ per language), else at `redirectTo`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  const lang = form.get('lang');
  const headers = new Headers();
  if (isLang(lang)) headers.append('Set-Cookie', await languageCookie.serialize(lang));
  const target = (isLang(lang) ? form.get(`redirectTo-${lang}`) : null) ?? form.get('redirectTo');
  // Only a path of this site: the form's target must never send a visitor elsewhere (safe-redirect.ts).
  return redirect(safeRedirectPath(target, { dropParams: DROPPED_PARAMS }), { headers });
}

export function loader() {
  return redirect('/');
}
