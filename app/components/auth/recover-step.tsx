import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { ApiForm } from '../api-form';
import { recoveryPasswordEndpoint } from '../../../domain/accounts/auth-contract';

/**
 * Recover the password (docs/product.md § Account calls, recovery-password): a temporary password is
 * e-mailed. The answer is the same whether or not the address has an account, so the message never says
 * which.
 */
export function RecoverStep({ email, onSent }: { email: string; onSent: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  return (
    <ApiForm
      onSubmit={() => {
        void run(async () => {
          await api(recoveryPasswordEndpoint, { params: { email } });
          toast({ kind: 'success', message: t('accounts.recoverySent') });
          onSent();
        });
      }}
    >
      <p className="text-muted">{t('auth.recoverIntro')}</p>
      <FormField label={t('auth.email')} type="email" value={email} readOnly />
      <SubmitButton busy={busy}>{t('auth.sendTemporaryPassword')}</SubmitButton>
    </ApiForm>
  );
}
