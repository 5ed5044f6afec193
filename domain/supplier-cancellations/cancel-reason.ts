/**
 * The reason an operator gives for a cancellation (docs/decisions/0068-supplier-cancellations.md): plain text
 * told to every traveller in their e-mail and agenda, checked alike by the API and the workspace's dialog.
 */
import { z } from 'zod';

/** The longest reason an operator writes (it goes into every traveller's e-mail). */
export const MAX_REASON_LENGTH = 500;
export const MIN_REASON_LENGTH = 3;

/** A reason of 3–500 characters without `<` `>`, refused with the catalogue message `key`. */
export const reasonText = (key: string, description: string) =>
  z
    .string({ error: key })
    .trim()
    .min(MIN_REASON_LENGTH, key)
    .max(MAX_REASON_LENGTH, key)
    .regex(/^[^<>]*$/, key)
    .describe(description);

export const reasonSchema = reasonText(
  'operator.cancellations.errors.reason',
  'Why, in the operator’s words: told to each traveller',
);
