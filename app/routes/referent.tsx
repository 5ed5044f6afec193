import { redirect } from 'react-router';
import type { Route } from './+types/referent';

/** docs/product.md § Constants: the referent cookie lasts 30 days. */
const REFERENT_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The referral landing /referent/{code}: remembers who invited the visitor in a plain cookie that the
 * sign-up call reads, then opens sign-up on home (`?showSignUp=true`). A malformed code is not kept: a
 * shared link never errors.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const code = params.referent ?? '';
  const headers = new Headers();
  if (/^[A-Za-z0-9_-]{1,40}$/.test(code)) {
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      `referent=${code}; Max-Age=${REFERENT_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return redirect('/?showSignUp=true', { headers });
}
