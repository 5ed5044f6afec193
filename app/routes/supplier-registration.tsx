import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { supplierRegistrationSchema } from '../../domain/accounts/supplier-input';
import { FormField } from '../components/auth/form-field';
import { fullPhone } from '../components/auth/dial-codes';
import { PhoneField } from '../components/auth/phone-field';
import { SubmitButton } from '../components/auth/submit-button';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import { useApi } from '../lib/api-client';
import { useApiAction } from '../lib/use-api-action';
import { firstIssue } from '../lib/form-errors';
import type { Route } from './+types/supplier-registration';
import { ApiForm } from '../components/api-form';
import { withOpenGraph } from '../lib/seo';
import { supplierRegistrationEndpoint } from '../../domain/accounts/auth-contract';

export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  return { title: translate(lang, 'supplier.title'), intro: translate(lang, 'supplier.intro') };
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  return withOpenGraph(args, [
    { title: `${data?.title ?? ''} | Rumbo` },
    { name: 'description', content: data?.intro ?? '' },
  ]);
}

const TEXT_FIELDS = [
  ['company_name', 'organization', 'text'],
  ['contact_first_name', 'given-name', 'text'],
  ['contact_last_name', 'family-name', 'text'],
  ['email', 'email', 'email'],
  ['password', 'new-password', 'password'],
  ['tax_id', 'off', 'text'],
  ['website', 'url', 'url'],
] as const;
type TextField = (typeof TEXT_FIELDS)[number][0];

/**
 * Operators apply here (docs/product.md § Audience, § Roles): the account is stored for review; a known e-mail is told to contact
 * support.
 */
export default function SupplierRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [values, setValues] = useState<Record<TextField | 'message', string>>({
    company_name: '',
    contact_first_name: '',
    contact_last_name: '',
    email: '',
    password: '',
    tax_id: '',
    website: '',
    message: '',
  });
  const [phone, setPhone] = useState({ country: 'PA', local: '' });
  const [sent, setSent] = useState(false);
  const { busy, run } = useApiAction();
  const body = { ...values, phone: fullPhone(phone.country, phone.local), country_iso: phone.country };
  const issueOf = (field: keyof typeof supplierRegistrationSchema.shape) =>
    firstIssue(supplierRegistrationSchema.shape[field], body[field as keyof typeof body]);
  const invalid = !supplierRegistrationSchema.safeParse(body).success;

  if (sent)
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-h2 font-bold">{loaderData.title}</h1>
        <p role="status" className="mt-4 rounded-card bg-success-soft p-4">
          {t('supplier.registered')}
        </p>
      </div>
    );
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-h2 font-bold">{loaderData.title}</h1>
      <p className="mt-3 text-muted">{loaderData.intro}</p>
      <ApiForm
        blocked={invalid}
        className="mt-8"
        onSubmit={() => {
          void run(async () => {
            await api(supplierRegistrationEndpoint, { body });
            setSent(true);
          });
        }}
      >
        {TEXT_FIELDS.map(([field, autoComplete, type]) => {
          const issue = issueOf(field);
          return (
            <FormField
              key={field}
              label={t(`supplier.fields.${field}`)}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              error={issue && t(issue)}
              hint={field === 'password' ? t('auth.passwordHint') : undefined}
            />
          );
        })}
        <PhoneField
          country={phone.country}
          local={phone.local}
          onChange={(country, local) => setPhone({ country, local })}
          error={(() => {
            const issue = issueOf('phone');
            return issue && t(issue);
          })()}
        />
        <div>
          <label htmlFor="supplier-message" className="block text-sm font-semibold">
            {t('supplier.fields.message')}
          </label>
          <textarea
            id="supplier-message"
            rows={4}
            value={values.message}
            onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
            className="mt-1 block w-full rounded-card border border-line bg-surface p-3"
          />
        </div>
        <div className="sm:w-72">
          <SubmitButton disabled={invalid} busy={busy}>
            {t('supplier.submit')}
          </SubmitButton>
        </div>
      </ApiForm>
    </div>
  );
}
