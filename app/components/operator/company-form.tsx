import { useState } from 'react';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import { updateCompanySettingsEndpoint } from '../../../domain/operators/company-contract';
import { companySettingsSchema } from '../../../domain/operators/company-input';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useApiAction } from '../../lib/use-api-action';
import { ApiForm } from '../api-form';
import { SelectField } from '../select-field';
import { FormField } from '../auth/form-field';
import { SubmitButton } from '../auth/submit-button';
import { useToast } from '../toasts';

export type CompanySettings = SuccessAnswer<typeof updateCompanySettingsEndpoint>['data'];

const TEXT_FIELDS = [
  ['name', 'organization', 'text'],
  ['legal_name', 'off', 'text'],
  ['tax_id', 'off', 'text'],
  ['contact_email', 'email', 'email'],
  ['contact_phone', 'tel', 'tel'],
] as const;
const BANK_FIELDS = [
  ['bank_name', 'off'],
  ['bank_account_holder', 'off'],
  ['bank_account_number', 'off'],
] as const;
type Field = (typeof TEXT_FIELDS)[number][0] | (typeof BANK_FIELDS)[number][0];

function initialValues(settings: CompanySettings): Record<Field, string> {
  return {
    name: settings.name,
    legal_name: settings.legal_name ?? '',
    tax_id: settings.tax_id ?? '',
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    bank_name: settings.bank_name ?? '',
    bank_account_holder: settings.bank_account_holder ?? '',
    // Never answered in full: left empty, the stored number stays.
    bank_account_number: '',
  };
}

/**
 * The company's settings (docs/product.md § Operators): what travellers see after booking and the payout
 * account, shown masked; its number is sent only when typed anew. The API's schema checks every field
 * here first, and the server's refusals mark their fields.
 */
export function CompanyForm({
  settings,
  countries,
  onSaved,
}: {
  settings: CompanySettings;
  countries: { iso: string; name: string }[];
  onSaved: (settings: CompanySettings) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const [values, setValues] = useState(() => initialValues(settings));
  const [country, setCountry] = useState(settings.country);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const body = {
    ...values,
    country,
    bank_account_number: values.bank_account_number.trim() === '' ? undefined : values.bank_account_number,
  };
  const issueOf = (field: Field): string | undefined => {
    if (serverIssues[field]) return serverIssues[field];
    const value = body[field];
    if (value === undefined) return undefined;
    const key = firstIssue(companySettingsSchema.shape[field], value);
    return key && t(key);
  };
  const invalid = [...TEXT_FIELDS, ...BANK_FIELDS].some(([field]) =>
    firstIssue(companySettingsSchema.shape[field], body[field]),
  );
  const field = (name: Field, autoComplete: string, type = 'text', hint?: string) => (
    <FormField
      key={name}
      label={t(`operator.company.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      hint={hint}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setServerIssues(({ [name]: _gone, ...rest }) => rest);
      }}
      error={issueOf(name)}
      forceError={Boolean(serverIssues[name])}
    />
  );
  return (
    <ApiForm
      blocked={invalid}
      onSubmit={() => {
        void run(
          async () => {
            const { data } = await api(updateCompanySettingsEndpoint, { body });
            setValues(initialValues(data));
            onSaved(data);
            toast({ kind: 'success', message: t('operator.company.saved') });
          },
          (error) => {
            if (error.issues.length === 0) return false;
            setServerIssues(Object.fromEntries(error.issues.map((issue) => [issue.field, issue.message])));
            return true;
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(([name, autoComplete, type]) => field(name, autoComplete, type))}
        <SelectField
          label={t('operator.company.fields.country')}
          value={country}
          options={countries.map((option) => ({ value: option.iso, label: option.name }))}
          onChange={setCountry}
        />
      </div>
      <fieldset className="mt-4 grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('operator.company.bank')}</legend>
        {field('bank_name', 'off')}
        {field('bank_account_holder', 'off')}
        {field(
          'bank_account_number',
          'off',
          'text',
          settings.bank_account_number_masked
            ? t('operator.company.accountStored', { masked: settings.bank_account_number_masked })
            : t('operator.company.accountNone'),
        )}
      </fieldset>
      <div className="sm:w-64">
        <SubmitButton disabled={invalid} busy={busy}>
          {t('operator.company.save')}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
