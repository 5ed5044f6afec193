/**
 * The back office's reads of operator companies (docs/decisions/0073-admin-travellers-and-companies): the
 * list by name with status and experience counts, and one company with its users, its experiences by
 * status and the history of its commission and status (from the audit log). Admin only: the route checks
 * the session.
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { type PageRequest, pageOffset, paginationMeta } from '../catalog/pagination';
import type { CompanyStatus } from '../operators/company-lifecycle';
import { companyNotFound } from '../operators/company-status.server';
import { likePattern } from './like-pattern';
import type { PlacedDays } from './placed-days';
import { placedBetween } from './placed-days-sql';

const iso = (value: Date | string) => new Date(value).toISOString();

const summaryColumns = sql`c.id, c.company_name as name, c.email, co.iso_code as country_iso, c.status,
  c.commission_bps, c.created_at,
  (select count(*)::int from experiences e where e.company_id = c.id) as experiences,
  (select count(*)::int from experiences e where e.company_id = c.id and e.status = 'published') as published`;

interface SummaryRow {
  id: number;
  name: string;
  email: string;
  country_iso: string;
  status: CompanyStatus;
  commission_bps: number;
  created_at: Date | string;
  experiences: number;
  published: number;
}

const summary = (row: SummaryRow) => ({ ...row, created_at: iso(row.created_at) });

/**
 * Companies by name, in one status or all, whose name or e-mail contains `q`, created on the days
 * `from`–`to` (on companies_created_idx).
 */
export async function listCompanies(
  db: DbOrTx,
  filter: { status?: CompanyStatus | undefined; q?: string | undefined } & PlacedDays,
  page: PageRequest,
) {
  const conditions = [sql`true`];
  if (filter.status) conditions.push(sql`c.status = ${filter.status}`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(sql`(c.company_name ilike ${pattern} or c.email ilike ${pattern})`);
  }
  conditions.push(...placedBetween(sql`c.created_at`, filter));
  const where = sql.join(conditions, sql` and `);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from companies c where ${where}`,
  );
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select ${summaryColumns} from companies c join countries co on co.id = c.country_id where ${where}
        order by lower(c.company_name), c.id limit ${page.limit} offset ${pageOffset(page)}`,
  );
  return { data: rows.map(summary), pagination: paginationMeta(count?.total ?? 0, page.page, page.limit) };
}

/** One company for the back office, or 404 COMPANY_NOT_FOUND. */
export async function companyDetail(db: DbOrTx, id: number) {
  const [row] = await queryRows<
    SummaryRow & {
      legal_name: string | null;
      tax_id: string | null;
      contact_email: string | null;
      contact_phone: string | null;
    }
  >(
    db,
    sql`select ${summaryColumns}, c.legal_name, c.tax_id, c.contact_email, c.contact_phone
        from companies c join countries co on co.id = c.country_id where c.id = ${id}`,
  );
  if (!row) throw companyNotFound();
  const members = await queryRows<{
    user_id: number;
    email: string;
    first_name: string;
    last_name: string;
    role: 'owner' | 'staff';
    is_blocked: boolean;
  }>(
    db,
    sql`select u.id as user_id, u.email, u.first_name, u.last_name, m.role, u.is_blocked
        from company_members m join users u on u.id = m.user_id
        where m.company_id = ${id} order by m.role, lower(u.first_name), u.id`,
  );
  const statuses = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from experiences where company_id = ${id} group by status`,
  );
  const history = await queryRows<{
    occurred_at: Date | string;
    action: string;
    actor_id: number | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }>(
    db,
    sql`select occurred_at, action, actor_id, before, after from audit_log
        where entity = 'company' and entity_id = ${String(id)}
          and action in ('company.commission', 'company.suspend', 'company.reinstate')
        order by occurred_at desc, id desc limit 100`,
  );
  return {
    ...summary(row),
    legal_name: row.legal_name,
    tax_id: row.tax_id,
    contact_email: row.contact_email,
    contact_phone: row.contact_phone,
    members,
    experiences_by_status: Object.fromEntries(statuses.map((item) => [item.status, item.count])),
    history: history.map((entry) => ({
      at: iso(entry.occurred_at),
      action: entry.action,
      admin_id: entry.actor_id,
      reason: typeof entry.after?.reason === 'string' ? entry.after.reason : null,
      before: entry.before,
      after: entry.after,
    })),
  };
}
