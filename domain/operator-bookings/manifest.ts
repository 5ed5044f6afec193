/**
 * A departure's manifest from its bookings (docs/decisions/0067-bookings-and-manifests.md): totals per
 * tier and attendance, the pickups in a driver's order, and its rows as a CSV file. Pure.
 */
import { translate } from '../../common/i18n/translate';
import type { Lang } from '../../common/i18n/languages';
import { PARTICIPANT_TIERS, type ParticipantTier } from '../purchases/purchase-json';
import { csvText } from './manifest-csv';
import { pickupOrder } from './pickup-route';
import { pickupMapUrl, pickupText } from '../purchases/pickup-words';

export interface ManifestBooking {
  code: string;
  status: string;
  participants: Record<ParticipantTier, number>;
  total_participants: number;
  add_ons: { name: string; quantity: number }[];
  pickup: { lat: number; lng: number; address: string; notes: string | null } | null;
  traveller: { name: string; phone: string | null; email: string } | null;
  operator_earning: number;
  traveller_paid: number;
  can_cancel: boolean;
  checked_in_at: string | null;
  no_show_at: string | null;
}

export type ManifestTotals = Record<ParticipantTier, number> & {
  total: number;
  bookings: number;
  checked_in: number;
  no_show: number;
};

export function manifestTotals(bookings: readonly ManifestBooking[]): ManifestTotals {
  const totals: ManifestTotals = {
    adults: 0,
    children: 0,
    babies: 0,
    seniors: 0,
    total: 0,
    bookings: bookings.length,
    checked_in: 0,
    no_show: 0,
  };
  for (const booking of bookings) {
    for (const tier of PARTICIPANT_TIERS) totals[tier] += booking.participants[tier];
    totals.total += booking.total_participants;
    if (booking.checked_in_at) totals.checked_in += 1;
    if (booking.no_show_at) totals.no_show += 1;
  }
  return totals;
}

/** The bookings with a pickup, as a driver collects them from the meeting point. */
export function manifestPickups(
  meeting: { lat: number; lng: number } | null,
  bookings: readonly ManifestBooking[],
) {
  const stops = bookings.flatMap((booking) =>
    booking.pickup
      ? [
          {
            latitude: booking.pickup.lat,
            longitude: booking.pickup.lng,
            stop: {
              code: booking.code,
              traveller: booking.traveller?.name ?? null,
              address: booking.pickup.address,
              notes: booking.pickup.notes,
              lat: booking.pickup.lat,
              lng: booking.pickup.lng,
              total_participants: booking.total_participants,
            },
          },
        ]
      : [],
  );
  const start = meeting ? { latitude: meeting.lat, longitude: meeting.lng } : null;
  return pickupOrder(start, stops).map(({ stop }) => stop);
}

const COLUMNS = [
  'code',
  'traveller',
  'phone',
  'email',
  ...PARTICIPANT_TIERS,
  'total',
  'addOns',
  'pickup',
  'pickupMap',
  'attendance',
] as const;

/** A pickup's words (docs/decisions/0081-pickup-area.md): the address, else "Punto en el mapa". */
function pickupOf(lang: Lang, pickup: NonNullable<ManifestBooking['pickup']>): string {
  return pickupText(lang, { latitude: pickup.lat, longitude: pickup.lng, address: pickup.address });
}

/** A booking's attendance as one word of `lang`. */
export function attendanceWord(lang: Lang, booking: Pick<ManifestBooking, 'checked_in_at' | 'no_show_at'>) {
  const state = booking.checked_in_at ? 'checkedIn' : booking.no_show_at ? 'noShow' : 'waiting';
  return translate(lang, `operator.bookings.attendance.${state}`);
}

/** The manifest's CSV in `lang`: the header row translated, one row per booking, then the totals. */
export function manifestCsv(lang: Lang, bookings: readonly ManifestBooking[]): string {
  const header = COLUMNS.map((column) => translate(lang, `operator.bookings.csv.${column}`));
  const rows = bookings.map((booking) => [
    booking.code,
    booking.traveller?.name ?? '',
    booking.traveller?.phone ?? '',
    booking.traveller?.email ?? '',
    ...PARTICIPANT_TIERS.map((tier) => booking.participants[tier]),
    booking.total_participants,
    booking.add_ons.map((addOn) => `${addOn.quantity} × ${addOn.name}`).join('; '),
    booking.pickup ? [pickupOf(lang, booking.pickup), booking.pickup.notes].filter(Boolean).join(' — ') : '',
    booking.pickup ? pickupMapUrl({ latitude: booking.pickup.lat, longitude: booking.pickup.lng }) : '',
    attendanceWord(lang, booking),
  ]);
  const totals = manifestTotals(bookings);
  const totalRow = [
    translate(lang, 'operator.bookings.csv.totals'),
    '',
    '',
    '',
    ...PARTICIPANT_TIERS.map((tier) => totals[tier]),
    totals.total,
    '',
    '',
    '',
    '',
  ];
  return csvText(header, [...rows, totalRow]);
}
