import { Link } from 'react-router';
import type { z } from 'zod';
import type { bookingSearchItem } from '../../../domain/admin-bookings/contract';
import { longDate } from '../../../domain/booking/date-words';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';

export type FoundBooking = z.infer<typeof bookingSearchItem>;

const K = 'admin.bookings.results';

function useWords() {
  const { t, lang } = useTranslation();
  return {
    t,
    day: (booking: FoundBooking) => `${longDate(booking.booking_date, lang)} · ${booking.booking_hour}`,
    money: (usd: number) => formatUsd(usdToCents(usd), lang),
    status: (booking: FoundBooking) => t(`admin.bookings.status.${booking.status}`),
  };
}

function CodeLink({ booking }: { booking: FoundBooking }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/admin/bookings/${booking.id}`}
      className="whitespace-nowrap font-mono font-semibold text-accent-strong underline"
      aria-label={t(`${K}.open`, { code: booking.code })}
    >
      {booking.code}
    </Link>
  );
}

/** One booking as a card: the phone's list. */
function BookingCard({ booking }: { booking: FoundBooking }) {
  const { t, day, money, status } = useWords();
  return (
    <li className="rounded-card border border-line p-4" data-testid="admin-booking-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CodeLink booking={booking} />
        <span className="rounded-pill bg-surface-warm px-3 py-1 text-sm font-semibold text-accent-strong">
          {status(booking)}
        </span>
      </div>
      <p className="mt-2 font-semibold break-words">{booking.experience_name}</p>
      <p className="text-sm text-muted break-words">{booking.company_name}</p>
      <p className="mt-2 text-sm">{day(booking)}</p>
      <p className="mt-1 text-sm break-all">{booking.traveller_email}</p>
      <p className="mt-2 text-sm">
        {t(`${K}.total`)}: <span className="font-semibold">{money(booking.total)}</span>
        {booking.refunded > 0 ? ` · ${t(`${K}.refunded`)}: ${money(booking.refunded)}` : null}
      </p>
    </li>
  );
}

/**
 * The bookings an admin's search found (docs/product.md § Support for bookings): a table on a
 * wide screen, cards on a phone; each code opens the booking's story.
 */
export function BookingResults({ bookings }: { bookings: FoundBooking[] }) {
  const { t, day, money, status } = useWords();
  return (
    <>
      <ul className="grid gap-3 lg:hidden">
        {bookings.map((booking) => (
          <BookingCard key={booking.id} booking={booking} />
        ))}
      </ul>
      <table className="hidden w-full text-left text-sm lg:table" data-testid="admin-bookings-table">
        <thead className="border-b border-line text-muted">
          <tr>
            {(['code', 'traveller', 'experience', 'when', 'status', 'total', 'refunded'] as const).map(
              (column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {t(`${K}.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id} className="border-b border-line align-top">
              <td className="px-2 py-3">
                <CodeLink booking={booking} />
              </td>
              <td className="px-2 py-3 break-all">
                <span className="block font-semibold break-words">{booking.traveller_name}</span>
                {booking.traveller_email}
              </td>
              <td className="px-2 py-3">
                <span className="block font-semibold">{booking.experience_name}</span>
                <span className="text-muted">{booking.company_name}</span>
              </td>
              <td className="px-2 py-3">{day(booking)}</td>
              <td className="px-2 py-3">{status(booking)}</td>
              <td className="tabular px-2 py-3">{money(booking.total)}</td>
              <td className="tabular px-2 py-3">{money(booking.refunded)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
