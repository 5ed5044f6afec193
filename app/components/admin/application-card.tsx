import { intlLocale } from '../../../common/i18n/languages';
import type { z } from 'zod';
import {
  type applicationJson,
  approveApplicationEndpoint,
  rejectApplicationEndpoint,
} from '../../../domain/admins/applications-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { FactList } from './fact-list';
import { ReviewActions } from './review-actions';

/** An application as the queue shows it: its country named in the page's language by the loader. */
type ApplicationJson = z.infer<typeof applicationJson> & { country_name: string };

/**
 * One supplier application in the admins' queue (docs/product.md § Applications and review): what the
 * applicant sent, and for a pending one, approve, or reject with a reason for the applicant.
 */
export function ApplicationCard({ application }: { application: ApplicationJson }) {
  const { t, lang } = useTranslation();
  const sent = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(application.created_at),
  );
  const rows: [string, string | null][] = [
    ['admin.applications.contact', `${application.contact_first_name} ${application.contact_last_name}`],
    ['admin.applications.country', application.country_name],
    ['admin.applications.taxId', application.tax_id],
    ['admin.applications.website', application.website],
    ['admin.applications.language', t(`admin.applications.languages.${application.language}`)],
    ['admin.applications.message', application.message],
  ];
  const titleId = `application-${application.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-card border border-line p-5 shadow-soft">
      <h2 id={titleId} className="text-h3 font-bold">
        {application.company_name}
      </h2>
      <p className="text-sm text-muted">{t('admin.applications.submittedAt', { date: sent })}</p>
      <p className="mt-1 break-all">
        {application.email} · {application.phone}
      </p>
      <FactList rows={rows} />
      {application.rejection_reason && (
        <p className="mt-3">
          {t('admin.applications.rejectionReason', { reason: application.rejection_reason })}
        </p>
      )}
      {application.status === 'pending' && <ApplicationActions application={application} />}
    </li>
  );
}

function ApplicationActions({ application }: { application: ApplicationJson }) {
  const { t } = useTranslation();
  const api = useApi();
  const params = { id: application.id };
  return (
    <ReviewActions
      id={`application-${application.id}`}
      prefix="admin.applications"
      approve={async () => {
        await api(approveApplicationEndpoint, { params });
        return t('admin.applications.approved', { company: application.company_name });
      }}
      reject={async (reason) => {
        await api(rejectApplicationEndpoint, { params, body: { reason } });
        return t('admin.applications.rejected');
      }}
    />
  );
}
