/**
 * The back office's reads of accounts (docs/decisions/0073-admin-travellers-and-companies): found by part of
 * their e-mail or name, and one account's profile, latest bookings, wallet balance and what the back office
 * did to it. Admin only: the route checks the session.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { type PageRequest, pageOffset, paginationMeta } from '../catalog/pagination';
import { AppError } from '../errors';
import { centsToUsd } from '../pricing/money';
import { isBooking } from '../purchases/booking-rows';
import { walletBalanceCents } from '../wallet/ledger.server';
import { type AccountKind, accountOfKind } from './account-kinds';
import { likePattern } from './like-pattern';
import type { PlacedDays } from './placed-days';
import { placedBetween } from './placed-days-sql';

export const travellerNotFound = () =>
  new AppError(404, 'USER_NOT_FOUND', 'admin.travellers.errors.notFound');

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const summaryColumns = sql`u.id, u.email, u.first_name, u.last_name, u.is_blocked, u.is_admin,
  (select m.company_id from company_members m where m.user_id = u.id) as company_id,
  u.email_verified_at is not null as email_verified, u.deleted_at is not null as deleted, u.created_at`;

interface SummaryRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_blocked: boolean;
  is_admin: boolean;
  company_id: number | null;
  email_verified: boolean;
  deleted: boolean;
  created_at: Date | string;
}

const summary = (row: SummaryRow) => ({ ...row, created_at: iso(row.created_at)! });

export interface TravellerFilter extends PlacedDays {
  q?: string | undefined;
  kind?: AccountKind | undefined;
}

/**
 * Accounts whose e-mail or full name contains `q` (any case), of a kind, opened on the days `from`–`to`
 * (on users_created_idx), newest first; all of them without a filter.
 */
export async function listTravellers(db: DbOrTx, filter: TravellerFilter, page: PageRequest) {
  const parts: SQL[] = [];
  const pattern = filter.q ? likePattern(filter.q) : null;
  if (pattern) {
    parts.push(sql`(u.email ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern})`);
  }
  if (filter.kind) parts.push(accountOfKind(filter.kind));
  parts.push(...placedBetween(sql`u.created_at`, filter));
  const where = parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from users u ${where}`,
  );
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from users u ${where}
        order by u.created_at desc, u.id desc limit ${page.limit} offset ${pageOffset(page)}`,
  );
  return { data: rows.map(summary), pagination: paginationMeta(count?.total ?? 0, page.page, page.limit) };
}

/** One account for the back office, or 404 USER_NOT_FOUND. */
export async function travellerDetail(db: DbOrTx, id: number, lang: Lang) {
  const [row] = await queryRows<
    SummaryRow & { phone: string | null; country: string | null; language: string }
  >(db, sql`select ${summaryColumns}, u.phone, u.country, u.language from users u where u.id = ${id}`);
  if (!row) throw travellerNotFound();
  const bookings = await queryRows<{
    id: number;
    code: string;
    status: string;
    experience_name: string | null;
    starts_at: Date | string;
    total_cost_cents: number;
    created_at: Date | string;
  }>(
    db,
    sql`select p.id, p.code, p.status,
          ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
            as experience_name,
          p.starts_at, p.total_cost_cents, p.created_at
        from purchases p where p.user_id = ${id} and ${isBooking('p')}
        order by p.created_at desc, p.id desc limit 50`,
  );
  const history = await queryRows<{
    occurred_at: Date | string;
    action: string;
    actor_id: number | null;
    after: { reason?: string; amount?: number } | null;
  }>(
    db,
    sql`select occurred_at, action, actor_id, after from audit_log
        where entity = 'user' and entity_id = ${String(id)} order by occurred_at desc, id desc limit 100`,
  );
  return {
    ...summary(row),
    phone: row.phone,
    country: row.country,
    language: row.language,
    wallet_balance: centsToUsd(await walletBalanceCents(db, id)),
    bookings: bookings.map((booking) => ({
      id: booking.id,
      code: booking.code,
      status: booking.status as never,
      experience_name: booking.experience_name,
      starts_at: iso(booking.starts_at)!,
      total_cost: centsToUsd(booking.total_cost_cents),
      created_at: iso(booking.created_at)!,
    })),
    history: history.map((entry) => ({
      at: iso(entry.occurred_at)!,
      action: entry.action,
      admin_id: entry.actor_id,
      reason: entry.after?.reason ?? null,
      amount: typeof entry.after?.amount === 'number' ? entry.after.amount : null,
    })),
  };
}
