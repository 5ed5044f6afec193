import { useState } from 'react';
import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { Icon } from '../components/icon';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { useApi } from '../lib/api-client';
import { withOpenGraph } from '../lib/seo';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import { useApiAction } from '../lib/use-api-action';
import type { Route } from './+types/verify-email';
import { sessionEndpoint, verifyEmailEndpoint } from '../../domain/accounts/auth-contract';

/**
 * /verify-email/{token} (docs/decisions/0043): the welcome e-mail's link. Opening the page spends nothing
 * (mail scanners open links too); the button verifies the address, and the sign-up credit arrives. Asking
 * who visits keeps the page out of every cache (docs/decisions/0034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  await sessionUser(context, request);
  return { title: translate(lang, 'emailVerification.verifyTitle') };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function VerifyEmail({ loaderData, params }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const { user, setUser } = useSession();
  const { busy, run } = useApiAction();
  const [creditUsd, setCreditUsd] = useState<number | null>(null);
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-h2 font-bold">
        <Icon name="mail" className="size-8 shrink-0 text-accent" />
        {creditUsd === null ? loaderData.title : t('emailVerification.verified')}
      </h1>
      {creditUsd === null ? (
        <>
          <p className="mt-3 text-muted">{t('emailVerification.verifyIntro')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              void run(async () => {
                const answer = await api(verifyEmailEndpoint, {
                  body: { token: params.token },
                });
                // The header's balance follows when this browser is signed in to the account.
                if (user) {
                  const session = await api(sessionEndpoint);
                  if (session.user) setUser(session.user);
                }
                setCreditUsd(answer.credit);
              });
            }}
            className="mt-6 min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:opacity-50 sm:w-fit"
          >
            {busy ? t('auth.working') : t('emailVerification.confirm')}
          </button>
        </>
      ) : (
        <div role="status" className="mt-4 space-y-6">
          {creditUsd > 0 && (
            <p className="text-lg" data-testid="verified-credit">
              {t('emailVerification.creditGranted', { amount: formatUsd(usdToCents(creditUsd), lang) })}
            </p>
          )}
          <Link
            to={user && creditUsd > 0 ? '/profile/credit-giftcard/balance' : '/'}
            className="inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {user && creditUsd > 0 ? t('emailVerification.toBalance') : t('emailVerification.toHome')}
          </Link>
        </div>
      )}
    </div>
  );
}
