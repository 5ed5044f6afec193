import type { z } from 'zod';

/**
 * The catalogue key of a value's first problem under a domain schema, or undefined when it is valid. The
 * forms run the very schemas the API runs, so the browser and the server never disagree on a rule.
 */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
