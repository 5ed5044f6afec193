import { useState } from 'react';
import { marketplaceCountries } from '../../../domain/operators/company.server';
import { companySettings } from '../../../domain/operators/company-settings.server';
import { CompanyForm, type CompanySettings } from '../../components/operator/company-form';
import { LogoUpload } from '../../components/operator/logo-upload';
import { OwnerOnly } from '../../components/operator/owner-only';
import { servicesContext } from '../../context.server';
import { requestLanguage } from '../../i18n/language-cookie';
import { useTranslation } from '../../i18n/translation-context';
import { ownerVisitor } from '../../lib/operator-access.server';
import type { Route } from './+types/company';

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await ownerVisitor(context, request);
  if (!owner) return { settings: null, countries: [] };
  const { db } = context.get(servicesContext);
  return {
    settings: await companySettings(db, owner.companyId),
    countries: await marketplaceCountries(db, await requestLanguage(request)),
  };
}

/** The company's settings and logo (docs/product.md § Operators), its owner's only. */
export default function OperatorCompany({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<CompanySettings | null>(loaderData.settings);
  if (!settings) return <OwnerOnly />;
  return (
    <section aria-labelledby="operator-company" className="max-w-3xl">
      <h1 id="operator-company" className="text-h2 font-bold">
        {t('operator.nav.company')}
      </h1>
      <p className="mt-2 text-muted">{t('operator.company.intro')}</p>
      <div className="mt-6 flex flex-col gap-8">
        <LogoUpload logoUrl={settings.logo_url} onSaved={setSettings} />
        <CompanyForm settings={settings} countries={loaderData.countries} onSaved={setSettings} />
      </div>
    </section>
  );
}
