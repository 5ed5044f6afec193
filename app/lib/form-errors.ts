import { config, type z } from 'zod';

// On its first parse zod probes whether `new Function` may run, to compile fast parsers. The page's CSP
// forbids it: the probe fails quietly but the browser reports a violation. The forms' few checks do not
// need compiled parsers; the server, without that CSP, keeps them.
if (!import.meta.env.SSR) config({ jitless: true });

/**
 * The catalogue key of a value's first problem under a domain schema, or undefined when it is valid. The
 * forms run the very schemas the API runs, so the browser and the server never disagree on a rule.
 */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
