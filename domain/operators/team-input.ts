import { z } from 'zod';
import { emailSchema } from '../accounts/email';
import { personNameSchema } from '../accounts/names';
import { newPasswordSchema } from '../accounts/password-rules';

/** An owner's invitation (docs/product.md § Operators): the address, and the e-mail's language. */
export const inviteSchema = z.object({
  email: emailSchema('operator.errors.inviteEmailInvalid', 'operator.errors.inviteEmailInvalid'),
  language: z.enum(['es', 'en'], { error: 'operator.errors.languageInvalid' }).optional(),
});

export type InviteInput = z.infer<typeof inviteSchema>;

/** The e-mailed token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Accepting an invitation: the token, and, when the address has no account yet, the new account's names
 * and password (an existing account accepts signed in, with nothing else).
 */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: 'operator.errors.invitationInvalid' })
    .max(100, 'operator.errors.invitationInvalid'),
  first_name: personNameSchema('signUpForm.errors.firstNameInvalid').optional(),
  last_name: personNameSchema('signUpForm.errors.lastNameInvalid').optional(),
  password: newPasswordSchema('signUpForm.errors.passwordFormat').optional(),
});

export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
