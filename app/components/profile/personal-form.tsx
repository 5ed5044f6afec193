import { useState } from 'react';
import { isLang } from '../../../common/i18n/languages';
import { useTranslation } from '../../i18n/translation-context';
import { birthDateIssue } from '../../../domain/accounts/birth-date';
import { profileUpdateSchema } from '../../../domain/accounts/profile-input';
import type { UserJson } from '../../../domain/accounts/user-json';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';
import { useToast } from '../toasts';
import { AvatarUpload } from './avatar-upload';
import { ApiForm } from '../api-form';
import { LANGUAGE_OPTIONS, SelectField } from '../select-field';
import { updateProfileEndpoint } from '../../../domain/accounts/profile-contract';

const FIELDS = ['first_name', 'last_name', 'phone', 'birth_date', 'address', 'dni', 'postal_code'] as const;
type Field = (typeof FIELDS)[number];

const AUTOCOMPLETE: Record<Field, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  birth_date: 'bday',
  address: 'address-line1',
  dni: 'off',
  postal_code: 'postal-code',
};

/**
 * Personal details (docs/product.md § Phone and birth date): only filled fields are sent, the phone without
 * spaces, the birth date as yyyy-MM-dd for ages 18 to 89. The same schema as the API checks each field before
 * sending.
 */
export function PersonalForm({ user }: { user: UserJson }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { setUser } = useSession();
  const [values, setValues] = useState<Record<Field, string>>(
    () => Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ''])) as Record<Field, string>,
  );
  const [language, setLanguage] = useState(user.language);
  const { busy, run } = useApiAction();
  const filled = Object.fromEntries(
    FIELDS.filter((field) => values[field].trim() !== '').map((field) => [
      field,
      field === 'phone' ? values[field].replace(/\s+/g, '') : values[field].trim(),
    ]),
  );
  const issueOf = (field: Field): string | undefined => {
    if (filled[field] === undefined) return undefined;
    if (field === 'birth_date') {
      const problem = birthDateIssue(filled[field], new Date());
      return problem === 'age' ? 'profile.errors.birthDateAge' : problem && 'profile.errors.birthDateFormat';
    }
    return firstIssue(profileUpdateSchema.shape[field], filled[field]);
  };
  const invalid = FIELDS.some((field) => issueOf(field));
  return (
    <div className="flex flex-col gap-8">
      <AvatarUpload user={user} />
      <ApiForm
        blocked={invalid}
        onSubmit={() => {
          void run(async () => {
            const { user: updated } = await api(updateProfileEndpoint, {
              // The select offers only the supported languages; the user's own is one of them.
              body: { ...filled, language: isLang(language) ? language : undefined },
            });
            setUser(updated);
            toast({ kind: 'success', message: t('profile.userUpdated') });
          });
        }}
      >
        <FormField label={t('auth.email')} type="email" value={user.email} readOnly />
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => {
            const issue = issueOf(field);
            return (
              <FormField
                key={field}
                label={t(`profile.fields.${field}`)}
                type={field === 'birth_date' ? 'date' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={issue && t(issue)}
              />
            );
          })}
        </div>
        <SelectField
          label={t('profile.fields.language')}
          value={language}
          options={LANGUAGE_OPTIONS}
          onChange={setLanguage}
        />
        <div className="sm:w-64">
          <SubmitButton disabled={invalid} busy={busy}>
            {t('profile.save')}
          </SubmitButton>
        </div>
      </ApiForm>
    </div>
  );
}
