import { Link } from 'react-router';
import { longDate } from '../../../domain/booking/date-words';
import { twelveHour } from '../../../domain/booking/departures';
import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import type { operatorBookingsEndpoint } from '../../../domain/operator-bookings/contract';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { PARTICIPANT_TIERS } from '../../../domain/purchases/purchase-json';
import { tierWords } from '../../../domain/purchases/voucher-words';
import { useTranslation } from '../../i18n/translation-context';

export type OperatorBooking = SuccessAnswer<typeof operatorBookingsEndpoint>['data'][number];

/** The workspace's manifest page of a booking's departure. */
export const manifestPath = (booking: Pick<OperatorBooking, 'date' | 'hour'>, experienceId: number) =>
  `/operator/departures/${experienceId}/${booking.date}/${booking.hour.replace(':', '')}`;

function useWords() {
  const { t, lang } = useTranslation();
  return {
    t,
    lang,
    people: (booking: Pick<OperatorBooking, 'participants'>) =>
      PARTICIPANT_TIERS.filter((tier) => booking.participants[tier] > 0)
        .map((tier) => tierWords(lang, tier, booking.participants[tier]))
        .join(', '),
    attendance: (booking: Pick<OperatorBooking, 'checked_in_at' | 'no_show_at'>) =>
      t(
        `operator.bookings.attendance.${booking.checked_in_at ? 'checkedIn' : booking.no_show_at ? 'noShow' : 'waiting'}`,
      ),
    money: (usd: number) => formatUsd(usdToCents(usd), lang),
  };
}

/** Name, phone and e-mail while they are shown (docs/product.md § Bookings and manifests). */
export function TravellerContact({ traveller }: { traveller: OperatorBooking['traveller'] }) {
  const { t } = useTranslation();
  if (!traveller) return <span className="text-muted">{t('operator.bookings.list.contactHidden')}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold break-words">{traveller.name}</span>
      {traveller.phone ? (
        <a href={`tel:${traveller.phone.replace(/[^+\d]/g, '')}`} className="text-accent-strong underline">
          {traveller.phone}
        </a>
      ) : null}
      <a href={`mailto:${traveller.email}`} className="break-all text-accent-strong underline">
        {traveller.email}
      </a>
    </span>
  );
}

/** One booking as a card: the phone's list. */
function BookingCard({ booking }: { booking: OperatorBooking }) {
  const { t, lang, people, attendance, money } = useWords();
  return (
    <li className="rounded-card border border-line p-4" data-testid="booking-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="tabular font-mono font-semibold">{booking.code}</p>
        <span className="rounded-pill bg-surface-warm px-3 py-1 text-sm font-semibold text-accent-strong">
          {t(`operator.bookings.status.${booking.status}`)}
        </span>
      </div>
      <p className="mt-2 font-semibold">{booking.experience.name}</p>
      <p className="text-sm first-letter:uppercase">
        {longDate(booking.date, lang)} · {twelveHour(booking.hour)}
      </p>
      <p className="mt-2 text-sm">{people(booking)}</p>
      <div className="mt-2 text-sm">
        <TravellerContact traveller={booking.traveller} />
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm">
        <dt className="text-muted">{t('operator.bookings.list.earning')}</dt>
        <dd className="tabular text-right font-semibold">{money(booking.operator_earning)}</dd>
        <dt className="text-muted">{t('operator.bookings.list.attendance')}</dt>
        <dd className="text-right">{attendance(booking)}</dd>
      </dl>
      <Link
        to={manifestPath(booking, booking.experience.id)}
        className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-pill border border-line px-4 font-semibold hover:border-accent hover:text-accent-strong"
      >
        {t('operator.bookings.list.manifest')}
      </Link>
    </li>
  );
}

/**
 * The bookings of a page (docs/product.md § Bookings and manifests): cards on a phone, a table from the
 * tablet up; each links to its departure's manifest.
 */
export function BookingList({ bookings }: { bookings: readonly OperatorBooking[] }) {
  const { t, lang, people, attendance, money } = useWords();
  return (
    <>
      <ul className="grid gap-3 md:hidden">
        {bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} />
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm md:table" data-testid="bookings-table">
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('operator.bookings.list.code')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('operator.bookings.list.departure')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('operator.bookings.list.traveller')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('operator.bookings.list.participants')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              {t('operator.bookings.list.earning')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('operator.bookings.list.status')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-line align-top" data-testid="booking-row">
              <td className="py-3 pr-3 font-mono font-semibold">{booking.code}</td>
              <td className="py-3 pr-3">
                <Link
                  to={manifestPath(booking, booking.experience.id)}
                  className="font-semibold text-accent-strong underline"
                >
                  {booking.experience.name}
                </Link>
                <span className="block first-letter:uppercase">
                  {longDate(booking.date, lang)} · {twelveHour(booking.hour)}
                </span>
              </td>
              <td className="max-w-64 py-3 pr-3">
                <TravellerContact traveller={booking.traveller} />
              </td>
              <td className="py-3 pr-3">{people(booking)}</td>
              <td className="tabular py-3 pr-3 text-right font-semibold">
                {money(booking.operator_earning)}
              </td>
              <td className="py-3 pr-3">
                {t(`operator.bookings.status.${booking.status}`)}
                <span className="block text-muted">{attendance(booking)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
