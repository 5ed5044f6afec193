import { ApiError } from './api-client';

/** Tries after the first one, for a failure worth trying again. */
const RETRIES = 2;

/**
 * Whether a failed call is worth asking again by itself: no network (status 0) or the server failing
 * (5xx). A 4xx is the server's answer about this request (a refusal, a sign-in, too many tries): asking
 * again would get the same one, so it is shown at once. Nor is a server shedding load asked again within
 * its Retry-After (decision 0048): the traveller's own retry button does that (docs/decisions/0050-server-state).
 * The same rule for TanStack Query's calls (query-client.ts) and the shell's own (use-answer.ts).
 * `failureCount`: the failures before this one.
 */
export function retriesFailure(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRIES) return false;
  if (!(error instanceof ApiError) || error.code === 'SERVICE_OVERLOADED') return false;
  return error.status === 0 || error.status >= 500;
}

/** Half a second, then one: a blip of the network is over, and an error is not held back for long. */
export const retryDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 2_000);
