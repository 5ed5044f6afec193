import type { SuccessAnswer } from '../../../domain/contract/endpoint';
import type { departureManifestEndpoint } from '../../../domain/operator-bookings/contract';
import { PARTICIPANT_TIERS } from '../../../domain/purchases/purchase-json';
import { tierWords } from '../../../domain/purchases/voucher-words';
import { useTranslation } from '../../i18n/translation-context';
import { TravellerContact } from './booking-list';
import { pickupMapUrl, pickupText } from '../../../domain/purchases/pickup-words';
import { PickupPlace } from '../pickup-place';

type Manifest = SuccessAnswer<typeof departureManifestEndpoint>['data'];
type ManifestBooking = Manifest['bookings'][number];

/**
 * A manifest's bookings and its pickups in a driver's order (docs/product.md § Bookings and manifests):
 * cards on a phone, a table from the tablet up and on paper.
 */
export function ManifestBookings({ manifest }: { manifest: Manifest }) {
  const { t, lang } = useTranslation();
  const people = (booking: ManifestBooking) =>
    PARTICIPANT_TIERS.filter((tier) => booking.participants[tier] > 0)
      .map((tier) => tierWords(lang, tier, booking.participants[tier]))
      .join(', ');
  const extras = (booking: ManifestBooking) =>
    booking.add_ons.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join(', ');
  const attendance = (booking: ManifestBooking) =>
    t(
      `operator.bookings.attendance.${booking.checked_in_at ? 'checkedIn' : booking.no_show_at ? 'noShow' : 'waiting'}`,
    );

  return (
    <>
      <section aria-labelledby="manifest-bookings" className="mt-6">
        <h2 id="manifest-bookings" className="text-h4 font-semibold">
          {t('operator.bookings.manifest.bookings')}
        </h2>
        {manifest.bookings.length === 0 ? (
          <p className="mt-2 text-muted">{t('operator.bookings.manifest.empty')}</p>
        ) : (
          <>
            <ul className="mt-3 grid gap-3 md:hidden print:hidden">
              {manifest.bookings.map((booking) => (
                <li
                  key={booking.id}
                  className="rounded-card border border-line p-4"
                  data-testid="manifest-card"
                >
                  <div className="flex items-start justify-between gap-2">
                    <TravellerContact traveller={booking.traveller} />
                    <span className="shrink-0 font-mono text-sm">{booking.code}</span>
                  </div>
                  <p className="mt-2">{people(booking)}</p>
                  {booking.add_ons.length > 0 ? (
                    <p className="text-sm">
                      {t('operator.bookings.list.addOns')}: {extras(booking)}
                    </p>
                  ) : null}
                  {booking.pickup ? (
                    <div className="text-sm">
                      {t('operator.bookings.list.pickup')}:{' '}
                      <PickupPlace lang={lang} pickup={booking.pickup} className="inline" />
                    </div>
                  ) : null}
                  <p className="mt-1 text-sm font-semibold">{attendance(booking)}</p>
                </li>
              ))}
            </ul>
            <table
              className="mt-3 hidden w-full text-left text-sm md:table print:table"
              data-testid="manifest-table"
            >
              <thead>
                <tr className="border-b border-line text-muted">
                  {(['traveller', 'code', 'participants', 'addOns', 'pickup', 'attendance'] as const).map(
                    (column) => (
                      <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                        {t(`operator.bookings.list.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {manifest.bookings.map((booking) => (
                  <tr key={booking.id} className="border-b border-line align-top">
                    <td className="max-w-64 py-2 pr-3">
                      <TravellerContact traveller={booking.traveller} />
                    </td>
                    <td className="py-2 pr-3 font-mono">{booking.code}</td>
                    <td className="py-2 pr-3">{people(booking)}</td>
                    <td className="py-2 pr-3">{extras(booking)}</td>
                    <td className="py-2 pr-3">
                      {booking.pickup ? (
                        <>
                          <PickupPlace lang={lang} pickup={booking.pickup} className="" />
                          {booking.pickup.notes ? (
                            <span className="block">{booking.pickup.notes}</span>
                          ) : null}
                        </>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">{attendance(booking)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </section>
      <section aria-labelledby="manifest-pickups" className="mt-6 break-inside-avoid">
        <h2 id="manifest-pickups" className="text-h4 font-semibold">
          {t('operator.bookings.manifest.pickups')}
        </h2>
        {manifest.pickups.length === 0 ? (
          <p className="mt-2 text-muted">{t('operator.bookings.manifest.noPickups')}</p>
        ) : (
          <ol className="mt-3 grid gap-2" data-testid="manifest-pickups">
            {manifest.pickups.map((stop, index) => (
              <li key={stop.code} className="rounded-card border border-line p-3">
                <p className="font-semibold">
                  {t('operator.bookings.manifest.stop', { number: index + 1 })}:{' '}
                  {pickupText(lang, { latitude: stop.lat, longitude: stop.lng, address: stop.address })}
                </p>
                <a
                  href={pickupMapUrl({ latitude: stop.lat, longitude: stop.lng })}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-semibold text-accent-strong underline print:hidden"
                >
                  {t('pickupPlace.openMap')}
                </a>
                <p className="text-sm">
                  {[
                    stop.traveller,
                    stop.code,
                    t('operator.bookings.manifest.participantsTotal', { count: stop.total_participants }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  {stop.notes ? ` — ${stop.notes}` : ''}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
