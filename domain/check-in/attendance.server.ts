/**
 * Check-in and no-show writes (docs/decisions/h5-check-in.md): each in one transaction that takes the
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
}

export interface Operator {
  accountId: number;
  companyId: number;
}

const notFound = () => new AppError(404, 'BOOKING_NOT_FOUND', 'operator.checkIn.errors.notFound');

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** One booking (never a purchase that did not become one), locked until the transaction ends. */
async function lockedBooking(tx: DbOrTx, where: SQL): Promise<LockedRow | undefined> {
  const [row] = await queryRows<LockedRow>(
    tx,
    sql`select p.id, p.code, p.company_id, p.voucher_token, p.status::text as status,
          p.booking_date::text as booking_date, to_char(p.booking_hour, 'HH24:MI') as booking_hour, p.time_zone,
          p.starts_at, p.checked_in_at, p.no_show_at
        from purchases p where ${where} and ${isBooking('p')} for update`,
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

/** What the operator sees of a booking at the meeting point: who, how many per tier, which add-ons. */
async function attendanceView(db: DbOrTx, row: LockedRow, lang: Lang): Promise<AttendanceBookingJson> {
  const [[details], participants, addOns] = await Promise.all([
    queryRows<{ traveller_name: string; experience_id: number; experience_name: string; total: number }>(
      db,
      sql`select trim(u.first_name || ' ' || u.last_name) as traveller_name, p.experience_id,
            ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
              as experience_name, p.total_participants as total
          from purchases p join users u on u.id = p.user_id where p.id = ${row.id}`,
    ),
    queryRows<{ tier: ParticipantTier; quantity: number }>(
      db,
      sql`select tier::text as tier, quantity from purchase_participants
          where purchase_id = ${row.id} and quantity > 0 order by tier, id`,
    ),
    queryRows<{ name: string; quantity: number }>(
      db,
      sql`select ${bookedAddOnName(lang)} as name, pa.quantity from purchase_add_ons pa
          where pa.purchase_id = ${row.id} order by pa.id`,
    ),
  ]);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    traveller_name: details?.traveller_name ?? '',
    experience: { id: details?.experience_id ?? 0, name: details?.experience_name ?? '' },
    date: row.booking_date,
    hour: row.booking_hour,
    total_participants: details?.total ?? 0,
    participants,
    add_ons: addOns,
  };
}

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
    const row = await lockedBooking(tx, sql`p.code = ${scanned.code}`);
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
    const booking = await attendanceView(tx, row, options.lang);
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
    const row = await lockedBooking(tx, sql`p.id = ${purchaseId} and p.company_id = ${operator.companyId}`);
    if (!row) throw notFound();
    const refusal = noShowRefusal(rulesView(row), options.now);
    if (refusal) throw new AppError(409, refusal, `operator.checkIn.errors.${refusal}`);
    const booking = await attendanceView(tx, row, options.lang);
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
