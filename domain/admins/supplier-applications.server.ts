import { asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { supplierApplications } from '../../db/schema/accounts';

/** The queue of supplier applications (docs/product.md § Applications and review). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value);

export async function countApplications(db: DbOrTx, status: ApplicationStatus): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supplierApplications)
    .where(eq(supplierApplications.status, status));
  return row?.n ?? 0;
}

/** The list at most one page holds; an older pending application waits at the end of it. */
const LIST_LIMIT = 200;

/**
 * The applications in one status, as the admin API answers them: pending ones oldest first (the order
 * they are reviewed in), reviewed ones newest first.
 */
export async function listApplications(db: DbOrTx, status: ApplicationStatus) {
  const a = supplierApplications;
  const rows = await db
    .select({
      id: a.id,
      status: a.status,
      email: a.email,
      companyName: a.companyName,
      contactFirstName: a.contactFirstName,
      contactLastName: a.contactLastName,
      phone: a.phone,
      countryIso: a.countryIso,
      taxId: a.taxId,
      website: a.website,
      message: a.message,
      language: a.language,
      rejectionReason: a.rejectionReason,
      companyId: a.companyId,
      createdAt: a.createdAt,
      reviewedAt: a.reviewedAt,
    })
    .from(a)
    .where(eq(a.status, status))
    .orderBy(status === 'pending' ? asc(a.createdAt) : desc(a.reviewedAt), asc(a.id))
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

export type ApplicationJson = Awaited<ReturnType<typeof listApplications>>[number];
