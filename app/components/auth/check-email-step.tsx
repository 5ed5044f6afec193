import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { emailSchema } from '../../../domain/accounts/email';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { firstIssue } from '../../lib/form-errors';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';
import { ApiForm } from '../api-form';
import { checkEmailEndpoint } from '../../../domain/accounts/auth-contract';

const schema = emailSchema();

/**
 * Step 1 (docs/product.md § Sign-in dialog, § E-mail, names and passwords): the e-mail, lowercased; Continue
 * stays disabled until it is a valid address.
 */
export function CheckEmailStep({
  initial,
  onChecked,
}: {
  initial: string;
  onChecked: (email: string, exists: boolean) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [value, setValue] = useState(initial);
  const { busy, run } = useApiAction();
  const issue = firstIssue(schema, value);
  return (
    <ApiForm
      blocked={Boolean(issue)}
      onSubmit={() => {
        const email = schema.parse(value);
        void run(
          async () => {
            await api(checkEmailEndpoint, { params: { email } });
            onChecked(email, true);
          },
          // docs/product.md § Errors: a failed check means a new visitor, except when the visitor is asked to
          // slow down.
          (error) => {
            if (error.status === 429) return false;
            onChecked(email, false);
            return true;
          },
        );
      }}
    >
      <p className="text-muted">{t('auth.checkEmailIntro')}</p>
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the visitor just opened (WAI-ARIA dialog pattern)
        autoFocus
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={issue && t(issue)}
      />
      <SubmitButton disabled={Boolean(issue)} busy={busy}>
        {t('auth.continue')}
      </SubmitButton>
    </ApiForm>
  );
}
