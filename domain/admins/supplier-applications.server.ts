import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supplierApplications } from '../../db/schema/accounts';
import type { ApplicationStatus } from './application-status';

/** The queue of supplier applications as the admins read it (docs/product.md § Applications and review). */

export async function countApplications(db: DbOrTx, status: ApplicationStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierApplications)
    .where(eq(supplierApplications.status, status));
  return row?.n ?? 0;
}

/** The list at most one page holds; an older pending application waits at the end of it. */
const LIST_LIMIT = 200;

async function applicationRows(db: DbOrTx, where: SQL, order: SQL[]) {
  const a = supplierApplications;
  const rows = await db
    .select()
    .from(a)
    .where(where)
    .orderBy(...order)
    .limit(LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    email: row.email,
    company_name: row.companyName,
    contact_first_name: row.contactFirstName,
    contact_last_name: row.contactLastName,
    phone: row.phone,
    country_iso: row.countryIso,
    tax_id: row.taxId,
    website: row.website,
    message: row.message,
    language: row.language === 'en' ? ('en' as const) : ('es' as const),
    rejection_reason: row.rejectionReason,
    company_id: row.companyId,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
  }));
}

export type ApplicationJson = Awaited<ReturnType<typeof applicationRows>>[number];

/** The applications in one status: pending ones oldest first (the order of review), reviewed newest first. */
export function listApplications(db: DbOrTx, status: ApplicationStatus): Promise<ApplicationJson[]> {
  const a = supplierApplications;
  const order = status === 'pending' ? [asc(a.createdAt), asc(a.id)] : [desc(a.reviewedAt), desc(a.id)];
  return applicationRows(db, eq(a.status, status), order);
}

export async function applicationById(db: DbOrTx, id: number): Promise<ApplicationJson | undefined> {
  const [row] = await applicationRows(db, eq(supplierApplications.id, id), []);
  return row;
}
