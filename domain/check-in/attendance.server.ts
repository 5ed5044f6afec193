/**
 * Check-in and no-show writes (docs/decisions/0072-check-in.md): each in one transaction that takes the
 * booking's row lock, so two devices scanning the same voucher at once leave one `checked_in_at` and the
 * second answers it with `already`. Each first write is audited in the same transaction.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { localizedValue } from '../catalog/localized-sql';
import { bookedAddOnName } from '../purchases/add-on-name.server';
import { isBooking } from '../purchases/booking-rows';
import { sameSecret } from '../purchases/purchase-voucher.server';
import type { ParticipantTier } from '../purchases/purchase-voucher';
import { type AttendanceBooking, checkInRefusal, noShowRefusal } from './attendance-rules';
import type { AttendanceBookingJson } from './contract';
import type { ScannedCode } from './scanned-code';

interface LockedRow {
  id: number;
  code: string;
  company_id: number;
  voucher_token: string | null;
  status: string;
  booking_date: string;
  booking_hour: string;
  time_zone: string;
  starts_at: Date | string;
  checked_in_at: Date | string | null;
  no_show_at: Date | string | null;
  traveller_name: string;
  experience_id: number;
  experience_name: string;
  total_participants: number;
  participants: { tier: ParticipantTier; quantity: number }[] | string | null;
  add_ons: { name: string; quantity: number }[] | string | null;
}

export interface Operator {
  accountId: number;
  companyId: number;
}

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', 'operator.checkIn.errors.notFound');

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A json column as the driver hands it: parsed by node-postgres, text on some paths. */
const listOf = <T>(value: T[] | string | null): T[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

/**
 * One booking (never a purchase that did not become one), its row locked until the transaction ends, with
 * what the operator sees of it at the meeting point in one query (a check-in's round trip is one read,
 * one write and its audit record): who, how many per tier, which add-ons, which departure.
 */
async function lockedBooking(tx: DbOrTx, where: SQL, lang: Lang): Promise<LockedRow | undefined> {
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`select p.id, p.code, p.company_id, p.voucher_token, p.status::text as status,
          p.booking_date::text as booking_date, to_char(p.booking_hour, 'HH24:MI') as booking_hour, p.time_zone,
          p.starts_at, p.checked_in_at, p.no_show_at, p.total_participants, p.experience_id,
          trim(u.first_name || ' ' || u.last_name) as traveller_name,
          ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
            as experience_name,
          (select json_agg(json_build_object('tier', pp.tier, 'quantity', pp.quantity) order by pp.tier, pp.id)
            from purchase_participants pp where pp.purchase_id = p.id and pp.quantity > 0) as participants,
          (select json_agg(json_build_object('name', ${bookedAddOnName(lang)}, 'quantity', pa.quantity) order by pa.id)
            from purchase_add_ons pa where pa.purchase_id = p.id) as add_ons
        from purchases p join users u on u.id = p.user_id
        where ${where} and ${isBooking('p')} for update of p`,
  );
  return row;
}

const rulesView = (row: LockedRow): AttendanceBooking => ({
  status: row.status,
  bookingDate: row.booking_date,
  timeZone: row.time_zone,
  startsAt: new Date(row.starts_at),
  checkedInAt: dateOf(row.checked_in_at),
  noShowAt: dateOf(row.no_show_at),
});

/** What the operator sees of a booking at the meeting point. */
const attendanceView = (row: LockedRow): AttendanceBookingJson => ({
  id: row.id,
  code: row.code,
  status: row.status,
  traveller_name: row.traveller_name,
  experience: { id: row.experience_id, name: row.experience_name },
  date: row.booking_date,
  hour: row.booking_hour,
  total_participants: row.total_participants,
  participants: listOf(row.participants),
  add_ons: listOf(row.add_ons),
});

export interface CheckInResult {
  booking: AttendanceBookingJson;
  checked_in_at: string;
  already: boolean;
}

/**
 * Checks in the booking a scan names. 404 for an unknown code, a link whose token is not the booking's,
 * or a typed code of another company (a code alone proves nothing: it must not say that the booking
 * exists); 409 CHECK_IN_OTHER_COMPANY, with only the booking's code, for another company's voucher; 409
 * with the rule's code otherwise (attendance-rules.ts).
 */
export async function checkIn(
  db: Db,
  operator: Operator,
  scanned: ScannedCode,
  options: { now: Date; lang: Lang },
): Promise<CheckInResult> {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(tx, sql`p.code = ${scanned.code}`, options.lang);
    if (!row) throw notFound();
    if (
      scanned.kind === 'voucher' &&
      (row.voucher_token === null || !sameSecret(scanned.token, row.voucher_token))
    ) {
      throw notFound();
    }
    if (row.company_id !== operator.companyId) {
      if (scanned.kind === 'typed') throw notFound();
      throw new AppError(
        409,
        'CHECK_IN_OTHER_COMPANY',
        'operator.checkIn.errors.otherCompany',
        {},
        {
          booking_code: row.code,
        },
      );
    }
    const refusal = checkInRefusal(rulesView(row), options.now);
    if (refusal) {
      throw new AppError(
        409,
        refusal,
        `operator.checkIn.errors.${refusal}`,
        {},
        {
          booking_code: row.code,
          booking_date: row.booking_date,
        },
      );
    }
    const booking = attendanceView(row);
    if (row.checked_in_at !== null) {
      return { booking, checked_in_at: new Date(row.checked_in_at).toISOString(), already: true };
    }
    await tx.execute(
      sql`update purchases set checked_in_at = ${options.now}, checked_in_by = ${operator.accountId},
            no_show_at = null, updated_at = ${options.now}
          where id = ${row.id} and checked_in_at is null`,
    );
    await recordAudit(tx, {
      actorId: operator.accountId,
      actorKind: 'operator',
      companyId: operator.companyId,
      action: 'booking.check_in',
      entity: 'purchase',
      entityId: row.id,
      before: {
        checked_in_at: null,
        no_show_at: row.no_show_at === null ? null : new Date(row.no_show_at).toISOString(),
      },
      after: { checked_in_at: options.now.toISOString(), no_show_at: null },
      at: options.now,
    });
    return { booking, checked_in_at: options.now.toISOString(), already: false };
  });
}

export interface NoShowResult {
  booking: AttendanceBookingJson;
  no_show_at: string;
  already: boolean;
}

/** Marks one of the company's bookings as a no-show (404 for another company's); nothing is refunded. */
export async function markNoShow(
  db: Db,
  operator: Operator,
  purchaseId: number,
  options: { now: Date; lang: Lang },
): Promise<NoShowResult> {
  return db.transaction(async (tx) => {
    const row = await lockedBooking(
      tx,
      sql`p.id = ${purchaseId} and p.company_id = ${operator.companyId}`,
      options.lang,
    );
    if (!row) throw notFound();
    const refusal = noShowRefusal(rulesView(row), options.now);
    if (refusal) throw new AppError(409, refusal, `operator.checkIn.errors.${refusal}`);
    const booking = attendanceView(row);
    if (row.no_show_at !== null) {
      return { booking, no_show_at: new Date(row.no_show_at).toISOString(), already: true };
    }
    await tx.execute(
      sql`update purchases set no_show_at = ${options.now}, updated_at = ${options.now}
          where id = ${row.id} and no_show_at is null and checked_in_at is null`,
    );
    await recordAudit(tx, {
      actorId: operator.accountId,
      actorKind: 'operator',
      companyId: operator.companyId,
      action: 'booking.no_show',
      entity: 'purchase',
      entityId: row.id,
      before: { no_show_at: null },
      after: { no_show_at: options.now.toISOString() },
      at: options.now,
    });
    return { booking, no_show_at: options.now.toISOString(), already: false };
  });
}
