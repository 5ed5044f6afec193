import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { countries } from '../../db/schema/geography';
import { changedFields, recordAudit } from '../audit/audit-log.server';
import { AppError, notFound } from '../errors';
import { type Sealer, SealedTextError } from '../security/sealed-text';
import { accountNumberLast4, type CompanySettingsInput, maskAccountNumber } from './company-input';

/** What a company's sealed account number is bound to: it opens on no other row. */
export const bankAccountContext = (companyId: number) => `companies.bank_account_number:${companyId}`;

/** The company as its owner edits it; the bank account number only masked (docs/product.md § Operators). */
export interface CompanySettings {
  id: number;
  name: string;
  legal_name: string | null;
  tax_id: string | null;
  contact_email: string;
  contact_phone: string;
  country: string;
  bank_name: string | null;
  bank_account_holder: string | null;
  bank_account_number_masked: string | null;
  logo_url: string | null;
}

async function lockedRow(tx: DbOrTx, companyId: number) {
  const [row] = await tx
    .select({ company: companies, country: countries.isoCode })
    .from(companies)
    .innerJoin(countries, eq(countries.id, companies.countryId))
    .where(eq(companies.id, companyId))
    .for('update', { of: companies });
  if (!row) throw notFound('COMPANY_NOT_FOUND', 'errors.companyNotFound');
  return row;
}

function settingsOf(row: Awaited<ReturnType<typeof lockedRow>>): CompanySettings {
  const c = row.company;
  return {
    id: c.id,
    name: c.companyName,
    legal_name: c.legalName,
    tax_id: c.taxId,
    // Until the owner says otherwise, travellers are given the address and phone the company applied with.
    contact_email: c.contactEmail ?? c.email,
    contact_phone: c.contactPhone ?? c.phone,
    country: row.country,
    bank_name: c.bankName,
    bank_account_holder: c.bankAccountHolder,
    bank_account_number_masked: maskAccountNumber(c.bankAccountLast4),
    logo_url: c.logoPath,
  };
}

export async function companySettings(db: Db, companyId: number): Promise<CompanySettings> {
  return db.transaction(async (tx) => settingsOf(await lockedRow(tx, companyId)));
}

/** What the audit log keeps of the settings: everything shown, the account number masked as shown. */
const audited = (settings: CompanySettings): Record<string, unknown> => ({ ...settings });

/** Whether a new account number differs from the stored one (one that no longer opens counts as changed). */
function accountNumberChanged(
  sealer: Sealer,
  company: Awaited<ReturnType<typeof lockedRow>>['company'],
  number: string,
): boolean {
  if (!company.bankAccountNumberSealed) return true;
  try {
    return sealer.open(company.bankAccountNumberSealed, bankAccountContext(company.id)) !== number;
  } catch (error) {
    if (error instanceof SealedTextError) return true;
    throw error;
  }
}

/**
 * Writes the owner's settings and their audit record in one transaction. The country must be one the
 * marketplace serves; bank fields not sent keep their stored values. The account number is stored sealed
 * (docs/decisions/0069-bank-details-encryption.md), with its last four characters for the masked answers.
 */
export async function updateCompanySettings(
  db: Db,
  sealer: Sealer,
  actor: { accountId: number; companyId: number },
  input: CompanySettingsInput,
  now: Date,
): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, actor.companyId);
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.isoCode, input.country));
    if (!country) {
      throw new AppError(
        400,
        'VALIDATION_ERROR',
        'operator.errors.verifyInformation',
        {},
        {
          issues: [{ field: 'country', message: 'operator.errors.countryInvalid' }],
        },
      );
    }
    await tx
      .update(companies)
      .set({
        companyName: input.name,
        legalName: input.legal_name,
        taxId: input.tax_id,
        contactEmail: input.contact_email,
        contactPhone: input.contact_phone,
        countryId: country.id,
        ...(input.bank_name !== undefined ? { bankName: input.bank_name } : {}),
        ...(input.bank_account_holder !== undefined ? { bankAccountHolder: input.bank_account_holder } : {}),
        ...(input.bank_account_number !== undefined
          ? {
              bankAccountNumberSealed: sealer.seal(
                input.bank_account_number,
                bankAccountContext(actor.companyId),
              ),
              bankAccountLast4: accountNumberLast4(input.bank_account_number),
              bankAccountNumberClear: null,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(companies.id, actor.companyId));
    const after = settingsOf(await lockedRow(tx, actor.companyId));
    // A new account number with the same last four digits still is a change worth recording.
    const accountChanged =
      input.bank_account_number !== undefined &&
      accountNumberChanged(sealer, before.company, input.bank_account_number);
    const diff = changedFields(audited(settingsOf(before)), {
      ...audited(after),
      ...(accountChanged ? { bank_account_number_changed: true } : {}),
    });
    if (diff) {
      await recordAudit(tx, {
        actorId: actor.accountId,
        actorKind: 'operator',
        companyId: actor.companyId,
        action: 'company.update',
        entity: 'company',
        entityId: actor.companyId,
        ...diff,
        at: now,
      });
    }
    return after;
  });
}

/** Points the company at a new logo and records it; returns the previous one's URL, for removal. */
export async function setCompanyLogo(
  db: Db,
  actor: { accountId: number; companyId: number },
  logoUrl: string,
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx, actor.companyId);
    await tx
      .update(companies)
      .set({ logoPath: logoUrl, updatedAt: now })
      .where(eq(companies.id, actor.companyId));
    await recordAudit(tx, {
      actorId: actor.accountId,
      actorKind: 'operator',
      companyId: actor.companyId,
      action: 'company.logo',
      entity: 'company',
      entityId: actor.companyId,
      before: { logo_url: before.company.logoPath },
      after: { logo_url: logoUrl },
      at: now,
    });
    return before.company.logoPath;
  });
}
