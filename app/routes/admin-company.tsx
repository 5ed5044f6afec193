import { data, Link } from 'react-router';
import { countryName } from '../../common/countries/iso-countries';
import { translate } from '../../common/i18n/translate';
import { companyDetail } from '../../domain/admins/admin-companies.server';
import { idSchema } from '../../domain/id-schema';
import { AdminGate } from '../components/admin/admin-gate';
import { CompanyActions } from '../components/admin/company-actions';
import { FactList } from '../components/admin/fact-list';
import { TitledSection } from '../components/admin/titled-section';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminMoment } from '../lib/admin-dates';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-company';

const K = 'admin.companies';

/**
 * /admin/companies/{id} (docs/product.md § Travellers and operators): a company's profile, its users and
 * roles, its experiences by status, its commission and the history of commission and status changes;
 * the commission changed and the company suspended or reinstated, each with a reason. Behind AdminGate.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, `${K}.detailTitle`);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, company: null };
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  const company = await companyDetail(db, id.data).catch(() => null);
  if (!company) throw data(null, { status: 404 });
  return {
    title,
    visit,
    company: {
      ...company,
      country_name: countryName(company.country_iso, lang),
      history: company.history.map((entry) => ({ ...entry, day: adminMoment(entry.at, lang) })),
    },
  };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

/** A history line's change in words: the commission from and to, or the experiences moved. */
function change(entry: {
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}): { key: string; params: Record<string, number> } {
  if (entry.action === 'company.commission') {
    const from = Number(entry.before?.commission_bps ?? 0) / 100;
    const to = Number(entry.after?.commission_bps ?? 0) / 100;
    return { key: `${K}.history.commission`, params: { from, to } };
  }
  const moved = Array.isArray(entry.after?.experience_ids) ? entry.after.experience_ids.length : 0;
  return {
    key: `${K}.history.${entry.action === 'company.suspend' ? 'suspend' : 'reinstate'}`,
    params: { count: moved },
  };
}

export default function AdminCompany({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, company } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      {company && (
        <div className="space-y-8">
          <div>
            <Link to="/admin/companies" className="inline-flex min-h-11 items-center underline">
              {t(`${K}.back`)}
            </Link>
            <h1 className="text-h2 font-bold break-words">{company.name}</h1>
            <p
              className={`mt-2 inline-flex rounded-pill px-3 py-1 font-semibold ${company.status === 'suspended' ? 'bg-danger-soft' : 'bg-success-soft'}`}
            >
              {t(`${K}.status.${company.status}`)}
            </p>
            <FactList
              rows={[
                [`${K}.email`, company.email],
                [`${K}.country`, company.country_name],
                [`${K}.legalName`, company.legal_name],
                [`${K}.taxId`, company.tax_id],
                [
                  `${K}.contact`,
                  [company.contact_email, company.contact_phone].filter(Boolean).join(' · ') || null,
                ],
                [`${K}.commission`, `${company.commission_bps / 100} %`],
              ]}
            />
          </div>
          <TitledSection id="company-actions-title" title={t(`${K}.actionsTitle`)}>
            <div className="mt-3">
              <CompanyActions company={company} />
            </div>
          </TitledSection>
          <TitledSection id="members-title" title={t(`${K}.membersTitle`)}>
            <ul className="mt-3 divide-y divide-line rounded-card border border-line">
              {company.members.map((member) => (
                <li key={member.user_id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/travellers/${member.user_id}`}
                      className="font-semibold text-accent-strong underline"
                    >
                      {`${member.first_name} ${member.last_name}`}
                    </Link>
                    <p className="break-all text-sm text-muted">{member.email}</p>
                  </div>
                  <p className="text-sm font-semibold">{t(`${K}.roles.${member.role}`)}</p>
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection
            id="experiences-title"
            title={t(`${K}.experiencesTitle`, { count: company.experiences })}
          >
            <ul className="mt-3 flex flex-wrap gap-2">
              {Object.entries(company.experiences_by_status).map(([status, count]) => (
                <li key={status} className="rounded-pill border border-line px-3 py-1 text-sm">
                  {`${t(`operatorExperiences.status.${status}`)}: ${count}`}
                </li>
              ))}
            </ul>
          </TitledSection>
          <TitledSection id="company-history-title" title={t(`${K}.historyTitle`)}>
            {company.history.length > 0 ? (
              <ul
                className="mt-3 divide-y divide-line rounded-card border border-line"
                data-testid="company-history"
              >
                {company.history.map((entry, index) => {
                  const said = change(entry);
                  return (
                    <li key={index} className="px-4 py-3">
                      <p className="font-semibold">{t(said.key, said.params)}</p>
                      {entry.reason && <p className="break-words text-sm">{entry.reason}</p>}
                      <p className="text-sm text-muted">{entry.day}</p>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="mt-3 text-muted">{t(`${K}.noHistory`)}</p>
            )}
          </TitledSection>
        </div>
      )}
    </AdminGate>
  );
}
