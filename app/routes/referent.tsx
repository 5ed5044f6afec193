import { redirect } from 'react-router';
import {
  isTrackingCode,
  REFERENT_COOKIE,
  REFERENT_COOKIE_MAX_AGE_S,
} from '../../domain/referrals/landing-cookies';
import type { Route } from './+types/referent';

/**
 * The referral landing /referent/{code}: remembers who invited the visitor in a cookie that the sign-up
 * call reads (30 days, docs/product.md § Constants), then opens sign-up on home (`?showSignUp=true`). A
 * malformed code is not kept: a shared link never errors.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const code = params.referent ?? '';
  const headers = new Headers();
  if (isTrackingCode(code)) {
    const secure = url.protocol === 'https:' ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      `${REFERENT_COOKIE}=${code}; Max-Age=${REFERENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; HttpOnly${secure}`,
    );
  }
  return redirect('/?showSignUp=true', { headers });
}
