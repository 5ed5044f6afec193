import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useApi } from '../../lib/api-client';
import { useToast } from '../toasts';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

/**
 * Recover the password (spec §7 recovery-password): a temporary password is e-mailed. The answer is the
 * same whether or not the address has an account, so the message never says which.
 */
export function RecoverStep({ email, onSent }: { email: string; onSent: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await api(`recovery-password/${encodeURIComponent(email)}`);
          toast({ kind: 'success', message: t('accounts.recoverySent') });
          onSent();
        } catch (error) {
          toast({ kind: 'error', message: error instanceof ApiError ? error.message : t('errors.internal') });
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="text-muted">{t('auth.recoverIntro')}</p>
      <FormField label={t('auth.email')} type="email" value={email} readOnly />
      <SubmitButton busy={busy}>{t('auth.sendTemporaryPassword')}</SubmitButton>
    </form>
  );
}
