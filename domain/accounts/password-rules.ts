import { z } from 'zod';

export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** Far above any typed password; keeps hashing input bounded (argon2 reads all of it). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Characters the sign-up rule refuses (docs/product.md § E-mail, names and passwords): they break naive HTML
 * and SQL handling elsewhere.
 */
const FORBIDDEN = /[<>"'&;]/;
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;

/**
 * Sign-in rule (docs/product.md § E-mail, names and passwords): at least 6 characters with an uppercase and a
 * lowercase letter.
 */
export function isSignInPasswordShape(password: string): boolean {
  return (
    password.length >= SIGN_IN_PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    UPPER.test(password) &&
    LOWER.test(password)
  );
}

/**
 * Sign-up rule (docs/product.md § E-mail, names and passwords): at least 8 with an uppercase, a lowercase and
 * a digit, none of < > " ' & ;
 */
export function isNewPasswordValid(password: string): boolean {
  return (
    password.length >= NEW_PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    UPPER.test(password) &&
    LOWER.test(password) &&
    DIGIT.test(password) &&
    !FORBIDDEN.test(password)
  );
}

/** Passwords are never trimmed: a space is a character the person chose. */
export const signInPasswordSchema = z
  .string({ error: 'signInForm.errors.passwordRequired' })
  .min(1, { error: 'signInForm.errors.passwordRequired', abort: true })
  .refine(isSignInPasswordShape, 'signInForm.errors.passwordFormat');

export function newPasswordSchema(messageKey = 'signUpForm.errors.passwordFormat') {
  return z.string({ error: messageKey }).refine(isNewPasswordValid, messageKey);
}
