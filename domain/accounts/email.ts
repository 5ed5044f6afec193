import { z } from 'zod';

/** RFC 5321 caps a forward path at 254 characters; longer input is not an address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail as the product stores and compares it: trimmed and lowercased first (docs/product.md § E-mail,
 * names and passwords), then checked. `requiredKey`/`formatKey` are catalogue keys so each form shows its own
 * wording.
 */
export function emailSchema(
  requiredKey = 'signInForm.errors.emailRequired',
  formatKey = 'signInForm.errors.invalidEmail',
) {
  return z
    .string({ error: requiredKey })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .string()
        .min(1, { error: requiredKey, abort: true })
        .max(EMAIL_MAX_LENGTH, formatKey)
        .pipe(z.email(formatKey)),
    );
}

/** The same rule outside a schema: the normalised address, or undefined when it is not one. */
export function normalizeEmail(value: string): string | undefined {
  const parsed = emailSchema().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
