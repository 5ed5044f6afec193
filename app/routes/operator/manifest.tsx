import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { longDate } from '../../../domain/booking/date-words';
import { twelveHour } from '../../../domain/booking/departures';
import { departureManifestEndpoint } from '../../../domain/operator-bookings/contract';
import { PARTICIPANT_TIERS } from '../../../domain/purchases/purchase-json';
import { tierWords } from '../../../domain/purchases/voucher-words';
import { ManifestBookings } from '../../components/operator-bookings/manifest-bookings';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi, useApiFile } from '../../lib/api-client';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/manifest';

/**
 * /operator/departures/:experienceId/:date/:hour (docs/product.md § Bookings and manifests): one departure's
 * manifest, printable (the print styles hide the workspace around it), with its CSV. A section of the
 * operators' workspace (its layout admits operators only); the data comes from the operator API in the
 * browser, for the session's company only.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return {
    ...(await stepTitle(request, 'operator.bookings.manifest.title')),
    experienceId: params.experienceId,
    date: params.date,
    hour: params.hour,
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

const button =
  'inline-flex min-h-12 items-center justify-center rounded-pill border border-line px-5 font-semibold hover:border-accent hover:text-accent-strong';

export default function OperatorManifest({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const apiFile = useApiFile();
  const { experienceId, date, hour } = loaderData;
  const params = { experienceId: Number(experienceId), date, hour };
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['operator-manifest', experienceId, date, hour],
    queryFn: ({ signal }) => api(departureManifestEndpoint, { params, signal }),
  });

  const download = async () => {
    setDownloadError(null);
    try {
      const file = await apiFile(departureManifestEndpoint, { params, query: { format: 'csv' } });
      const url = URL.createObjectURL(file.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setDownloadError((error as ApiError).message);
    }
  };

  const manifest = query.data?.data;
  return (
    <section aria-labelledby="operator-manifest" data-print-alone>
      <Link
        to="/operator/departures"
        className="text-sm font-semibold text-accent-strong underline print:hidden"
      >
        {t('operator.bookings.manifest.back')}
      </Link>
      <h1 id="operator-manifest" className="mt-3 text-h2 font-bold">
        {loaderData.title}
        {manifest ? <span className="block text-h4 font-semibold">{manifest.experience.name}</span> : null}
      </h1>
      {manifest ? (
        <p className="mt-2 first-letter:uppercase">
          {longDate(manifest.date, lang)} · {twelveHour(manifest.hour)}{' '}
          <span className="text-muted">
            {t('operator.bookings.manifest.timeZone', { zone: manifest.time_zone })}
          </span>
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <button type="button" onClick={() => window.print()} className={button}>
          {t('operator.bookings.manifest.print')}
        </button>
        <button type="button" onClick={() => void download()} className={button} data-testid="manifest-csv">
          {t('operator.bookings.manifest.csv')}
        </button>
      </div>
      {downloadError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {downloadError}
        </p>
      ) : null}
      {query.isPending ? (
        <p className="mt-6 text-muted" role="status">
          {t('operator.bookings.manifest.loading')}
        </p>
      ) : query.isError ? (
        <p className="mt-6" role="alert">
          {query.error.message || t('operator.bookings.manifest.loadError')}
        </p>
      ) : manifest ? (
        <>
          {manifest.meeting_point ? (
            <p className="mt-4">
              <span className="font-semibold">{t('operator.bookings.manifest.meetingPoint')}: </span>
              {[manifest.meeting_point.reference, manifest.meeting_point.address].filter(Boolean).join(' — ')}
            </p>
          ) : null}
          <section aria-labelledby="manifest-totals" className="mt-4 rounded-card border border-line p-4">
            <h2 id="manifest-totals" className="font-semibold">
              {t('operator.bookings.manifest.totals')}
            </h2>
            <p className="mt-1" data-testid="manifest-totals">
              {[
                t('operator.bookings.manifest.bookingsCount', { count: manifest.totals.bookings }),
                t('operator.bookings.manifest.participantsTotal', { count: manifest.totals.total }),
                ...PARTICIPANT_TIERS.filter((tier) => manifest.totals[tier] > 0).map((tier) =>
                  tierWords(lang, tier, manifest.totals[tier]),
                ),
                t('operator.bookings.manifest.checkedIn', { count: manifest.totals.checked_in }),
                t('operator.bookings.manifest.noShow', { count: manifest.totals.no_show }),
              ].join(' · ')}
            </p>
          </section>
          <ManifestBookings manifest={manifest} />
        </>
      ) : null}
    </section>
  );
}
