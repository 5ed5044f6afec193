import { z } from 'zod';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 60;

/**
 * docs/product.md § E-mail, names and passwords: letters, digits, accented letters, space and apostrophe.
 * "Accented letters" is read as the Latin ranges (Latin-1 and Latin Extended-A: á, ñ, ü, ç, ł, ő…), the
 * alphabets of the product's markets and of most of its visitors; other scripts and symbols (<, @, emoji…)
 * are refused.
 */
const NAME_PATTERN = /^[A-Za-z0-9À-ÖØ-öø-ÿĀ-ſ' ]+$/;

/**
 * A person's first or last name: NFC-normalised (a combining accent typed on a Mac becomes one letter),
 * trimmed, inner runs of spaces collapsed, then at least 3 allowed characters.
 */
export function personNameSchema(messageKey: string) {
  return z
    .string({ error: messageKey })
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        // One message per field: a short name stops here rather than also failing the pattern.
        .min(NAME_MIN_LENGTH, { error: messageKey, abort: true })
        .max(NAME_MAX_LENGTH, { error: messageKey, abort: true })
        .regex(NAME_PATTERN, messageKey),
    );
}

export function isValidPersonName(value: string): boolean {
  return personNameSchema('invalid').safeParse(value).success;
}
