import { useState } from 'react';
import { inviteEndpoint } from '../../../domain/operators/team-contract';
import { inviteSchema } from '../../../domain/operators/team-input';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useApiAction } from '../../lib/use-api-action';
import { ApiForm } from '../api-form';
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
        <div>
          <label htmlFor="invite-language" className="block text-sm font-semibold">
            {t('operator.team.inviteLanguage')}
          </label>
          <select
            id="invite-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value === 'en' ? 'en' : 'es')}
            className="mt-1 block h-12 w-full rounded-card border border-line bg-surface px-3"
          >
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </div>
      </div>
      <div className="sm:w-64">
        <SubmitButton disabled={Boolean(issue) || email.trim() === ''} busy={busy}>
          {t('operator.team.invite')}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
