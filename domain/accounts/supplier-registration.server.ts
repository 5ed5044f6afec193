import type { Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { supplierApplications } from '../../db/schema/accounts';
import { AppError } from '../errors';
import { hashPassword } from './password-hash.server';
import type { SupplierRegistrationInput } from './supplier-input';
import { isUniqueViolation } from './users.server';

const supplierEmailTaken = () => new AppError(409, 'SUPPLIER_EMAIL_TAKEN', 'supplier.errors.emailTaken');

/**
 * Records an operator's registration for review (docs/product.md § Roles, § Errors). The password is hashed
 * like a customer's; the applicant's language is kept for the
 * review's e-mails; an address that already applied answers 409 (docs/product.md § Errors: "already
 * registered, contact support").
 */
export async function registerSupplier(db: Db, input: SupplierRegistrationInput, lang: Lang, now: Date) {
  const passwordHash = await hashPassword(input.password);
  try {
    await db.insert(supplierApplications).values({
      email: input.email,
      passwordHash,
      companyName: input.company_name,
      contactFirstName: input.contact_first_name,
      contactLastName: input.contact_last_name,
      phone: input.phone,
      countryIso: input.country_iso,
      taxId: input.tax_id ?? null,
      website: input.website ?? null,
      message: input.message ?? null,
      language: lang,
      createdAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'supplier_applications_email_unique')) throw supplierEmailTaken();
    throw error;
  }
  return { status: 'pending' as const };
}
