import { redirect } from 'react-router';
import { languageCookie } from '../i18n/language-cookie';
import { isLang } from '../i18n/languages';
import type { Route } from './+types/preferences';

/** Only same-site paths: the form's redirect target must never send a visitor elsewhere. */
function safeRedirect(target: FormDataEntryValue | null): string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get('lang');
  const headers = new Headers();
  if (isLang(lang)) headers.append('Set-Cookie', await languageCookie.serialize(lang));
  return redirect(safeRedirect(form.get('redirectTo')), { headers });
}

export function loader() {
  return redirect('/');
}
