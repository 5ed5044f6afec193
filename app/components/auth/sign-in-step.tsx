import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserJson } from '../../../domain/accounts/user-json';
import { signInPasswordSchema } from '../../../domain/accounts/password-rules';
import { ApiError, useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useToast } from '../toasts';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/** Sign in (spec §4/§5): the checked e-mail and a password; a temporary password leads to choosing a new one. */
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
  const [busy, setBusy] = useState(false);
  const issue = firstIssue(signInPasswordSchema, password);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (issue) return;
        setBusy(true);
        setFailure(undefined);
        try {
          const { user } = await api<{ user: UserJson }>('sign-in', { body: { email, password } });
          signedIn(user, t('signInForm.signInSuccess'));
          onDone();
          if (user.must_change_password) {
            toast({ kind: 'warning', message: t('auth.chooseNewPassword') });
            void navigate('/profile/password');
          }
        } catch (error) {
          const message = error instanceof ApiError ? error.message : t('errors.internal');
          if (error instanceof ApiError && error.status === 401) setFailure(message);
          else toast({ kind: 'error', message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <FormField label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
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
      <SubmitButton disabled={Boolean(issue)} busy={busy}>
        {t('auth.signIn')}
      </SubmitButton>
    </form>
  );
}
