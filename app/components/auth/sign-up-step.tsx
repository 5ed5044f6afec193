import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { signUpSchema } from '../../../domain/accounts/auth-input';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { BROWSER_KEYS } from '../../lib/browser-storage';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useToast } from '../toasts';
import { fullPhone } from './dial-codes';
import { FormField } from './form-field';
import { PhoneField } from './phone-field';
import { SubmitButton } from './submit-button';
import { ApiForm } from '../api-form';
import { signUpEndpoint } from '../../../domain/accounts/auth-contract';

const { first_name, last_name, phone, password } = signUpSchema.shape;

function storedReferent(): string | undefined {
  try {
    return localStorage.getItem(BROWSER_KEYS.referent) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign up (docs/product.md § Sign-in dialog, § E-mail, names and passwords): names, phone with its country,
 * password and the terms, for the checked e-mail (read-only). Register stays disabled until the fields are
 * valid; unticked terms get the error toast.
 */
export function SignUpStep({
  email,
  onDone,
  onLinkSent,
}: {
  email: string;
  onDone: (signupCreditCents: number) => void;
  /** The address was held only by an unverified guest account: a link finishes the sign-up (decision 0043). */
  onLinkSent: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { signedIn } = useSession();
  const [form, setForm] = useState({ first: '', last: '', country: 'PA', local: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const { busy, run } = useApiAction();
  const number = fullPhone(form.country, form.local);
  const issues = {
    first_name: firstIssue(first_name, form.first),
    last_name: firstIssue(last_name, form.last),
    phone: firstIssue(phone, number),
    password: firstIssue(password, form.password),
  };
  const invalid = Object.values(issues).some(Boolean);
  const message = (field: keyof typeof issues) => serverIssues[field] ?? (issues[field] && t(issues[field]));
  const change = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setServerIssues({});
  };
  return (
    <ApiForm
      blocked={invalid}
      onSubmit={() => {
        if (!terms) {
          toast({ kind: 'error', message: t('signUpForm.errors.acceptTerms') });
          return;
        }
        void run(
          async () => {
            const answer = await api(signUpEndpoint, {
              body: {
                first_name: form.first,
                last_name: form.last,
                email,
                phone: number,
                password: form.password,
                country: form.country,
                accept_terms: true,
                referent_code: storedReferent(),
              },
            });
            if ('finish_link_sent' in answer) {
              onLinkSent();
              return;
            }
            // No toast: the dialog's own next step is the welcome, and a toast would sit on top of it.
            signedIn(answer.user, null);
            onDone(answer.signup_credit_cents);
          },
          // The toast says what went wrong; each field the server refused says it under itself too.
          (error) => {
            setServerIssues(Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message])));
            return false;
          },
        );
      }}
    >
      <FormField label={t('auth.email')} type="email" value={email} readOnly autoComplete="username" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('auth.firstName')}
          autoComplete="given-name"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the visitor just opened (WAI-ARIA dialog pattern)
          autoFocus
          value={form.first}
          onChange={(event) => change({ first: event.target.value })}
          error={message('first_name')}
          forceError={Boolean(serverIssues.first_name)}
        />
        <FormField
          label={t('auth.lastName')}
          autoComplete="family-name"
          value={form.last}
          onChange={(event) => change({ last: event.target.value })}
          error={message('last_name')}
          forceError={Boolean(serverIssues.last_name)}
        />
      </div>
      <PhoneField
        country={form.country}
        local={form.local}
        onChange={(country, local) => change({ country, local })}
        error={message('phone')}
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => change({ password: event.target.value })}
        error={message('password')}
        forceError={Boolean(serverIssues.password)}
        hint={t('auth.passwordHint')}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <span>
          {t('auth.acceptTermsPrefix')}{' '}
          <Link
            to="/terms-and-conditions"
            target="_blank"
            className="font-semibold text-accent-strong underline"
          >
            {t('footer.terms')}
          </Link>{' '}
          {t('auth.and')}{' '}
          <Link to="/privacy-policies" target="_blank" className="font-semibold text-accent-strong underline">
            {t('footer.privacy')}
          </Link>
        </span>
      </label>
      <SubmitButton disabled={invalid} busy={busy}>
        {t('auth.signUp')}
      </SubmitButton>
    </ApiForm>
  );
}
