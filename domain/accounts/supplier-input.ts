import { z } from 'zod';
import { countryCodeSchema } from './countries';
import { emailSchema } from './email';
import { personNameSchema } from './names';
import { newPasswordSchema } from './password-rules';
import { phoneSchema } from './phone';

const optionalText = (max: number, pattern: RegExp, messageKey: string) =>
  z
    .string({ error: messageKey })
    .trim()
    .max(max, messageKey)
    .regex(pattern, messageKey)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The supplier registration form (docs/product.md § Roles): an operator's account request, reviewed by the
 * team.
 */
export const supplierRegistrationSchema = z.object({
  email: emailSchema('supplier.errors.invalidEmail', 'supplier.errors.invalidEmail'),
  password: newPasswordSchema('signUpForm.errors.passwordFormat'),
  company_name: z
    .string({ error: 'supplier.errors.companyNameInvalid' })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(z.string().regex(/^[^<>\p{Cc}]{2,120}$/u, 'supplier.errors.companyNameInvalid')),
  contact_first_name: personNameSchema('signUpForm.errors.firstNameInvalid'),
  contact_last_name: personNameSchema('signUpForm.errors.lastNameInvalid'),
  phone: phoneSchema('signUpForm.errors.phoneInvalid'),
  country_iso: countryCodeSchema('signUpForm.errors.countryInvalid'),
  tax_id: optionalText(40, /^[A-Za-z0-9.\- ]*$/, 'supplier.errors.taxIdInvalid'),
  website: optionalText(200, /^(https?:\/\/[^\s<>"]+)?$/i, 'supplier.errors.websiteInvalid'),
  message: optionalText(2000, /^[^<>]*$/, 'supplier.errors.messageInvalid'),
});

export type SupplierRegistrationInput = z.infer<typeof supplierRegistrationSchema>;
