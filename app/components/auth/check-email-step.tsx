import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '../../../domain/accounts/email';
import { ApiError, useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useToast } from '../toasts';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

const schema = emailSchema();

/** Step 1 (spec §4/§5): the e-mail, lowercased; Continue stays disabled until it is a valid address. */
export function CheckEmailStep({
  initial,
  onChecked,
}: {
  initial: string;
  onChecked: (email: string, exists: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  const issue = firstIssue(schema, value);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (issue) return;
        const email = schema.parse(value);
        setBusy(true);
        try {
          await api(`check-email/${encodeURIComponent(email)}`);
          onChecked(email, true);
        } catch (error) {
          // Spec §8: a failed check means a new visitor, except when the visitor is asked to slow down.
          if (error instanceof ApiError && error.status === 429)
            toast({ kind: 'error', message: error.message });
          else onChecked(email, false);
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-muted">{t('auth.checkEmailIntro')}</p>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={issue && t(issue)}
      />
      <SubmitButton disabled={Boolean(issue)} busy={busy}>
        {t('auth.continue')}
      </SubmitButton>
    </form>
  );
}
