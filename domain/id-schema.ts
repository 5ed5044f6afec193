import { z } from 'zod';
import { MAX_DB_ID, parseDbId } from './ids';

/**
 * The zod type of an id, wherever ids are parsed (path, query string, JSON body, filters): parseDbId's
 * rule, with a catalogue key as its message. Documented in OpenAPI as the integer range it accepts.
 */
function dbIdSchema(min: number) {
  const message = 'errors.invalidId';
  return z
    .preprocess(
      (value) => parseDbId(value, min) ?? value,
      z.int({ error: message }).min(min, message).max(MAX_DB_ID, message),
    )
    .meta({ type: 'integer', minimum: min, maximum: MAX_DB_ID });
}

/** A database id: 1 to 2147483647. */
export const idSchema = dbIdSchema(1);

/** An id where 0 stands for "none" (the home carousels have no owner). */
export const idOrZeroSchema = dbIdSchema(0);
