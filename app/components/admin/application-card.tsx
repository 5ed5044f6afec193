import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { intlLocale } from '../../../common/i18n/languages';
import type { z } from 'zod';
import {
  type applicationJson,
  approveApplicationEndpoint,
  rejectApplicationEndpoint,
} from '../../../domain/admins/applications-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-muted';
type ApplicationJson = z.infer<typeof applicationJson>;

const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

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
    ['admin.applications.country', application.country_iso],
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
      <dl className="mt-3 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="text-sm font-semibold text-muted">{t(key)}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      {application.rejection_reason && (
        <p className="mt-3">
          {t('admin.applications.rejectionReason', { reason: application.rejection_reason })}
        </p>
      )}
      {application.status === 'pending' && <ReviewActions application={application} />}
    </li>
  );
}

function ReviewActions({ application }: { application: ApplicationJson }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const params = { id: application.id };
  const done = async (message: string) => {
    toast({ kind: 'success', message });
    await revalidator.revalidate();
  };
  if (rejecting) {
    const reasonId = `reason-${application.id}`;
    return (
      <form
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await api(rejectApplicationEndpoint, { params, body: { reason } });
            await done(t('admin.applications.rejected'));
          });
        }}
      >
        <label htmlFor={reasonId} className="block text-sm font-semibold">
          {t('admin.applications.reasonLabel')}
        </label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          maxLength={1000}
          aria-describedby={`${reasonId}-hint`}
          onChange={(event) => setReason(event.target.value)}
          className="block w-full rounded-card border border-line bg-surface p-3"
        />
        <p id={`${reasonId}-hint`} className="text-sm text-muted">
          {t('admin.applications.reasonHint')}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primary} disabled={busy || reason.trim().length < 3}>
            {t('admin.applications.confirmReject')}
          </button>
          <button type="button" className={secondary} onClick={() => setRejecting(false)}>
            {t('admin.applications.cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button
        type="button"
        className={primary}
        disabled={busy}
        onClick={() =>
          void run(async () => {
            await api(approveApplicationEndpoint, { params });
            await done(t('admin.applications.approved', { company: application.company_name }));
          })
        }
      >
        {t('admin.applications.approve')}
      </button>
      <button type="button" className={secondary} disabled={busy} onClick={() => setRejecting(true)}>
        {t('admin.applications.reject')}
      </button>
    </div>
  );
}
