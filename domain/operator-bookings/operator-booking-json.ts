/**
 * An operator's booking as the bookings list and the manifest answer it (docs/product.md § Bookings and
 * manifests): made from its row (booking-rows.server.ts), the traveller's contact only within its window
 * (contact-window.ts), never card data nor wallet. Pure.
 */
import { PARTICIPANT_TIERS, type ParticipantTier } from '../purchases/purchase-json';
import { supplierMayCancel } from '../purchases/cancel-rules';
import type { PurchaseStatus } from '../purchases/purchase-lifecycle';
import { centsToUsd } from '../pricing/money';
import { travellerContactVisible } from './contact-window';
import type { ManifestBooking } from './manifest';

export interface OperatorBooking extends ManifestBooking {
  id: number;
  status: PurchaseStatus;
  experience: { id: number; name: string };
  date: string;
  hour: string;
  time_zone: string;
}

/** A booking's row: its columns, traveller, pickup, and (withExtras) tiers, add-ons and experience name. */
export interface BookingRow {
  id: number;
  code: string;
  status: PurchaseStatus;
  experience_id: number;
  experience_name: string;
  date: string;
  hour: string;
  time_zone: string;
  starts_at: string;
  total_participants: number;
  operator_payable_cents: number;
  total_cost_cents: number;
  checked_in_at: string | null;
  no_show_at: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
  participants: { tier: ParticipantTier; quantity: number }[] | null;
  add_ons: { name: string; quantity: number }[] | null;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  pickup_address: string | null;
  pickup_notes: string | null;
}

export function toBooking(row: BookingRow, now: Date): OperatorBooking {
  const participants = Object.fromEntries(PARTICIPANT_TIERS.map((tier) => [tier, 0])) as Record<
    ParticipantTier,
    number
  >;
  for (const { tier, quantity } of row.participants ?? []) participants[tier] += quantity;
  const visible = travellerContactVisible(new Date(row.starts_at), now);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    experience: { id: row.experience_id, name: row.experience_name },
    date: row.date,
    hour: row.hour,
    time_zone: row.time_zone,
    participants,
    total_participants: Number(row.total_participants),
    add_ons: row.add_ons ?? [],
    pickup:
      row.pickup_latitude === null || row.pickup_longitude === null
        ? null
        : {
            lat: row.pickup_latitude,
            lng: row.pickup_longitude,
            address: row.pickup_address ?? '',
            notes: row.pickup_notes,
          },
    traveller: visible
      ? {
          name: `${row.first_name} ${row.last_name}`.trim(),
          phone: row.phone?.trim() ? row.phone : null,
          email: row.email,
        }
      : null,
    operator_earning: centsToUsd(row.operator_payable_cents),
    traveller_paid: centsToUsd(row.total_cost_cents),
    can_cancel: supplierMayCancel(
      {
        status: row.status,
        startsAt: new Date(row.starts_at),
        checkedIn: row.checked_in_at !== null,
        noShow: row.no_show_at !== null,
      },
      now,
    ),
    checked_in_at: row.checked_in_at,
    no_show_at: row.no_show_at,
  };
}
