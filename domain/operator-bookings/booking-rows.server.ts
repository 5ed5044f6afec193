/**
 * The rows of an operator's bookings (docs/decisions/0067-bookings-and-manifests.md): one query shape for
 * the bookings list and the manifest, and their participants and add-ons read set-wise.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { bookedAddOnName } from '../purchases/add-on-name.server';
import type { ParticipantTier } from '../purchases/purchase-json';
import type { BookingRow } from './operator-booking-json';

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The booking's own columns, its traveller and pickup; participants and add-ons come from `withExtras`. */
export const bookingSelect = sql`select p.id, p.code, p.status, p.experience_id,
      p.booking_date::text as date, to_char(p.booking_hour, 'HH24:MI') as hour, p.time_zone,
      ${iso(sql`p.starts_at`)} as starts_at, p.total_participants, p.operator_payable_cents, p.total_cost_cents,
      ${iso(sql`p.checked_in_at`)} as checked_in_at, ${iso(sql`p.no_show_at`)} as no_show_at,
      u.first_name, u.last_name, u.phone, u.email::text as email,
      pk.latitude as pickup_latitude, pk.longitude as pickup_longitude, pk.address as pickup_address,
      pk.notes as pickup_notes
    from purchases p
    join users u on u.id = p.user_id
    left join purchase_pickups pk on pk.purchase_id = p.id`;

/** Ids as one array parameter: planned once, where a list of hundreds of parameters is slow to bind. */
const idArray = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/**
 * The participants and add-ons of the rows, in two set-wise queries whatever their number (a manifest
 * may hold hundreds: bench/operator-manifest.ts), and the experiences' names in `lang`.
 */
export async function withExtras(
  db: DbOrTx,
  rows: Omit<BookingRow, 'participants' | 'add_ons' | 'experience_name'>[],
  names: ReadonlyMap<number, string>,
  lang: Lang,
): Promise<BookingRow[]> {
  if (rows.length === 0) return [];
  const ids = idArray(rows.map((row) => row.id));
  const [participants, addOns] = await allQueries(
    db,
    () =>
      queryRows<{
        purchase_id: number;
        tier: ParticipantTier;
        quantity: number;
      }>(
        db,
        sql`select purchase_id, tier, quantity from purchase_participants where purchase_id = any(${ids}) order by id`,
      ),
    () =>
      queryRows<{ purchase_id: number; name: string; quantity: number }>(
        db,
        sql`select pa.purchase_id, ${bookedAddOnName(lang)} as name, pa.quantity from purchase_add_ons pa
        where pa.purchase_id = any(${ids}) order by pa.id`,
      ),
  );
  type Extras = {
    participants: NonNullable<BookingRow['participants']>;
    add_ons: NonNullable<BookingRow['add_ons']>;
  };
  const extras = new Map<number, Extras>(rows.map((row) => [row.id, { participants: [], add_ons: [] }]));
  for (const { purchase_id, ...item } of participants) extras.get(purchase_id)?.participants.push(item);
  for (const { purchase_id, ...item } of addOns) extras.get(purchase_id)?.add_ons.push(item);
  return rows.map((row) => ({
    ...row,
    experience_name: names.get(row.experience_id) ?? `#${row.experience_id}`,
    ...extras.get(row.id)!,
  }));
}
