import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import type { UserJson } from '../../../domain/accounts/user-json';
import { signInPasswordSchema } from '../../../domain/accounts/password-rules';
import { useApi } from '../../lib/api-client';
import { isChallengeRequired, solveSignInChallenge } from '../../lib/sign-in-challenge';
import { useApiAction } from '../../lib/use-api-action';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useToast } from '../toasts';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { ApiForm } from '../api-form';
import { signInEndpoint } from '../../../domain/accounts/auth-contract';

/**
 * Sign in (docs/product.md § Sign-in dialog, § E-mail, names and passwords): the checked e-mail and a
 * password; a temporary password leads to choosing a new one.
 */
export function SignInStep({
  email,
  onForgot,
  onDone,
}: {
  email: string;
  onForgot: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  // True while the browser solves the proof of work an account under attack asks for (decision 0026).
  const [checking, setChecking] = useState(false);
  const { busy, run } = useApiAction();
  const issue = firstIssue(signInPasswordSchema, password);
  return (
    <ApiForm
      blocked={Boolean(issue)}
      onSubmit={() => {
        setFailure(undefined);
        void run(
          async () => {
            const signIn = (altcha?: string) => api(signInEndpoint, { body: { email, password, altcha } });
            let user: UserJson;
            try {
              ({ user } = await signIn());
            } catch (error) {
              if (!isChallengeRequired(error)) throw error;
              setChecking(true);
              try {
                ({ user } = await signIn(await solveSignInChallenge(error, t('errors.internal'))));
              } finally {
                setChecking(false);
              }
            }
            signedIn(user, t('signInForm.signInSuccess'));
            onDone();
            if (user.must_change_password) {
              toast({ kind: 'warning', message: t('auth.chooseNewPassword') });
              void navigate('/profile/password');
            }
          },
          // A wrong password is said under the field, where the person is looking.
          (error) => {
            if (error.status !== 401) return false;
            setFailure(error.message);
            return true;
          },
        );
      }}
    >
      <FormField label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the visitor just opened (WAI-ARIA dialog pattern)
        autoFocus
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setFailure(undefined);
        }}
        error={failure ?? (issue && t(issue))}
        forceError={Boolean(failure)}
      />
      <button
        type="button"
        onClick={onForgot}
        className="w-fit font-semibold text-accent-strong underline underline-offset-4"
      >
        {t('auth.forgotPassword')}
      </button>
      <SubmitButton
        disabled={Boolean(issue)}
        busy={busy}
        busyLabel={checking ? t('signInForm.checking') : undefined}
      >
        {t('auth.signIn')}
      </SubmitButton>
    </ApiForm>
  );
}
