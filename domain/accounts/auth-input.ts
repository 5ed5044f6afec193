import { z } from 'zod';
import { countryCodeSchema } from './countries';
import { emailSchema } from './email';
import { personNameSchema } from './names';
import { newPasswordSchema, signInPasswordSchema } from './password-rules';
import { phoneSchema } from './phone';

/**
 * Request bodies of the sign-in and sign-up calls. Messages are catalogue keys: the API translates them
 * per field into `issues`, and the web forms can run the same schemas before sending.
 */
export const signInSchema = z.object({
  email: emailSchema(),
  password: signInPasswordSchema,
  /**
   * The solved proof-of-work challenge (base64 JSON, ALTCHA's payload) when the last answer was 428
   * CHALLENGE_REQUIRED (docs/decisions/0026).
   */
  altcha: z.string().max(2000).optional(),
});

/** A referral code as people type or paste it; unknown codes are ignored, never an error. */
const referentCodeSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[A-Za-z0-9_-]*$/)
  .optional()
  .catch(undefined);

export const signUpSchema = z.object({
  first_name: personNameSchema('signUpForm.errors.firstNameInvalid'),
  last_name: personNameSchema('signUpForm.errors.lastNameInvalid'),
  email: emailSchema('signUpForm.errors.emailRequired', 'signUpForm.errors.invalidEmail'),
  phone: phoneSchema('signUpForm.errors.phoneInvalid'),
  password: newPasswordSchema('signUpForm.errors.passwordFormat'),
  country: countryCodeSchema('signUpForm.errors.countryInvalid'),
  // Checked by the handler after the fields, so a valid form without the box ticked (false or absent)
  // gets its own code and message (docs/product.md § Errors).
  accept_terms: z.boolean({ error: 'signUpForm.errors.acceptTerms' }).optional(),
  referent_code: referentCodeSchema,
});

export type SignUpInput = z.infer<typeof signUpSchema>;

/** PayPal guest checkout: the buyer's name and e-mail only (docs/product.md § Roles). */
export const signUpAutoSchema = z.object({
  first_name: personNameSchema('signUpForm.errors.firstNameInvalid'),
  last_name: personNameSchema('signUpForm.errors.lastNameInvalid'),
  email: emailSchema('signUpForm.errors.emailRequired', 'signUpForm.errors.invalidEmail'),
});

export type SignUpAutoInput = z.infer<typeof signUpAutoSchema>;

export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: 'profile.errors.currentPasswordRequired' })
    .min(1, 'profile.errors.currentPasswordRequired')
    .max(128, 'profile.errors.currentPasswordRequired'),
  new_password: newPasswordSchema('signUpForm.errors.passwordFormat'),
  confirm_password: z.string({ error: 'profile.errors.passwordsDoNotMatch' }),
});

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
