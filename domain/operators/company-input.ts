import { z } from 'zod';
import { emailSchema } from '../accounts/email';
import { phoneSchema } from '../accounts/phone';
import { countryCodeSchema } from '../accounts/countries';

/**
 * The company settings an owner sends (docs/product.md § Operators). Messages are catalogue keys, shown per
 * field. Bank details are written only when sent: the account number is never answered in full, so a form
 * that leaves it empty keeps the stored one.
 */
const text = (max: number, key: string) => z.string({ error: key }).trim().min(2, key).max(max, key);
const optionalText = (max: number, key: string) =>
  z
    .string({ error: key })
    .trim()
    .max(max, key)
    .transform((value) => (value === '' ? null : value));

/** Letters, digits, spaces and dashes: IBANs, local account numbers, CLABE-like codes. */
const ACCOUNT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 -]{3,38}[A-Za-z0-9]$/;

export const companySettingsSchema = z.object({
  name: text(120, 'operator.errors.nameInvalid'),
  legal_name: optionalText(160, 'operator.errors.legalNameInvalid'),
  tax_id: optionalText(40, 'operator.errors.taxIdInvalid'),
  contact_email: emailSchema('operator.errors.contactEmailInvalid', 'operator.errors.contactEmailInvalid'),
  contact_phone: phoneSchema('operator.errors.contactPhoneInvalid'),
  country: countryCodeSchema('operator.errors.countryInvalid'),
  bank_name: optionalText(120, 'operator.errors.bankNameInvalid').optional(),
  bank_account_holder: optionalText(120, 'operator.errors.bankHolderInvalid').optional(),
  bank_account_number: z
    .string({ error: 'operator.errors.bankAccountInvalid' })
    .trim()
    .regex(ACCOUNT_NUMBER, 'operator.errors.bankAccountInvalid')
    .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
    .optional(),
});

export type CompanySettingsInput = z.infer<typeof companySettingsSchema>;

/** What is kept in clear of an account number (docs/decisions/0069-bank-details-encryption.md). */
export function accountNumberLast4(number: string): string {
  return number.slice(-4);
}

/** An account number as it is shown, from its last four characters: the rest hidden. */
export function maskAccountNumber(last4: string | null): string | null {
  if (!last4) return null;
  return `•••• ${last4}`;
}
