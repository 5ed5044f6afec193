import { useState } from 'react';
import { acceptInvitationEndpoint } from '../../../domain/operators/team-contract';
import { acceptInvitationSchema } from '../../../domain/operators/team-input';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useApiAction } from '../../lib/use-api-action';
import { ApiForm } from '../api-form';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';

const FIELDS = [
  ['first_name', 'given-name', 'text', 'profile.fields.first_name'],
  ['last_name', 'family-name', 'text', 'profile.fields.last_name'],
  ['password', 'new-password', 'password', 'auth.password'],
] as const;
type Field = (typeof FIELDS)[number][0];

/**
 * Accepting for an address without an account: the new account's names and password; the answer opens
 * its session, and `onAccepted` takes the person on to the workspace.
 */
export function NewAccountAccept({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signedIn } = useSession();
  const { busy, run } = useApiAction();
  const [values, setValues] = useState<Record<Field, string>>({
    first_name: '',
    last_name: '',
    password: '',
  });
  const issueOf = (field: Field) => firstIssue(acceptInvitationSchema.shape[field], values[field]);
  const invalid = FIELDS.some(([field]) => issueOf(field));
  return (
    <ApiForm
      blocked={invalid}
      onSubmit={() => {
        void run(async () => {
          const answer = await api(acceptInvitationEndpoint, { body: { token, ...values } });
          signedIn(answer.user, t('operator.invitation.joined'));
          onAccepted();
        });
      }}
    >
      {FIELDS.map(([field, autoComplete, type, label]) => {
        const issue = issueOf(field);
        return (
          <FormField
            key={field}
            label={t(label)}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            error={issue && t(issue)}
            hint={field === 'password' ? t('auth.passwordHint') : undefined}
          />
        );
      })}
      <SubmitButton busy={busy} disabled={invalid}>
        {t('operator.invitation.createAndJoin')}
      </SubmitButton>
    </ApiForm>
  );
}
