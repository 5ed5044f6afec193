import { useState } from 'react';
import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { newPasswordSchema } from '../../domain/accounts/password-rules';
import type { UserJson } from '../../domain/accounts/user-json';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { ApiForm } from '../components/api-form';
import { FormField } from '../components/auth/form-field';
import { SubmitButton } from '../components/auth/submit-button';
import { Icon } from '../components/icon';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { useApi } from '../lib/api-client';
import { withOpenGraph } from '../lib/seo';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import { useApiAction } from '../lib/use-api-action';
import type { Route } from './+types/finish-sign-up';
import { finishSignUpEndpoint } from '../../domain/accounts/auth-contract';

const passwordRule = newPasswordSchema('signUpForm.errors.passwordFormat');

/**
 * /finish-sign-up/{token} (docs/decisions/0043): the link a sign-up sent to an address held only by an
 * unverified guest account. Whoever reads the mailbox chooses the password here and is signed in; the
 * account, its bookings and the sign-up credit are theirs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  await sessionUser(context, request);
  return { title: translate(lang, 'emailVerification.finishTitle') };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function FinishSignUp({ loaderData, params }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const { signedIn } = useSession();
  const { busy, run } = useApiAction();
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<UserJson | null>(null);
  const issue = passwordRule.safeParse(password).error?.issues[0]?.message;
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-h2 font-bold">
        <Icon name="mail" className="size-8 shrink-0 text-accent" />
        {done ? t('emailVerification.verified') : loaderData.title}
      </h1>
      {done ? (
        <div role="status" className="mt-4 space-y-6">
          {done.balance > 0 && (
            <p className="text-lg" data-testid="verified-credit">
              {t('emailVerification.creditGranted', { amount: formatUsd(usdToCents(done.balance), lang) })}
            </p>
          )}
          <Link
            to="/agenda"
            className="inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('emailVerification.toHome')}
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <p className="mb-4 text-muted">{t('emailVerification.finishIntro')}</p>
          <ApiForm
            blocked={Boolean(issue)}
            onSubmit={() => {
              void run(async () => {
                const answer = await api(finishSignUpEndpoint, {
                  body: { token: params.token, password },
                });
                signedIn(answer.user, t('signUpForm.signUpSuccess'));
                setDone(answer.user);
              });
            }}
          >
            <FormField
              label={t('auth.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={issue && t(issue)}
              hint={t('auth.passwordHint')}
            />
            <SubmitButton busy={busy} disabled={Boolean(issue)}>
              {t('emailVerification.finish')}
            </SubmitButton>
          </ApiForm>
        </div>
      )}
    </div>
  );
}
