import { useState } from 'react';
import { inviteEndpoint } from '../../../domain/operators/team-contract';
import { inviteSchema } from '../../../domain/operators/team-input';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useApiAction } from '../../lib/use-api-action';
import { ApiForm } from '../api-form';
import { LANGUAGE_OPTIONS, SelectField } from '../select-field';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';
import { useToast } from '../toasts';

/** The owner invites a person as staff: an e-mail with a link, in the language chosen here. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<'es' | 'en'>(lang === 'en' ? 'en' : 'es');
  const issue = email.trim() === '' ? undefined : firstIssue(inviteSchema.shape.email, email);
  return (
    <ApiForm
      blocked={Boolean(issue) || email.trim() === ''}
      onSubmit={() => {
        void run(async () => {
          await api(inviteEndpoint, { body: { email, language } });
          toast({ kind: 'success', message: t('operator.team.invited', { email: email.trim() }) });
          setEmail('');
          onInvited();
        });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label={t('operator.team.inviteEmail')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={issue && t(issue)}
        />
        <SelectField
          label={t('operator.team.inviteLanguage')}
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={(value) => setLanguage(value === 'en' ? 'en' : 'es')}
        />
      </div>
      <div className="sm:w-64">
        <SubmitButton disabled={Boolean(issue) || email.trim() === ''} busy={busy}>
          {t('operator.team.invite')}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
