import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Tries after the first one, for a failure worth trying again. */
const RETRIES = 2;

/**
 * Whether a failed call is worth asking again by itself: no network (status 0) or the server failing
 * (5xx). A 4xx is the server's answer about this request (a refusal, a sign-in, too many tries): asking
 * again would get the same one, so it is shown at once. Nor is a server shedding load asked again within
 * its Retry-After (decision 0048): the traveller's own retry button does that (docs/decisions/0050-server-state).
 */
export function retriesFailure(failureCount: number, error: unknown): boolean {
  if (failureCount >= RETRIES) return false;
  if (!(error instanceof ApiError) || error.code === 'SERVICE_OVERLOADED') return false;
  return error.status === 0 || error.status >= 500;
}

/** Half a second, then one: a blip of the network is over, and an error is not held back for long. */
export const retryDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 2_000);

/**
 * The server state of one page in the browser, or of one request on the server (docs/decisions/0050-server-state).
 * Nothing is fetched while the server renders: every query here reads what only the browser has (its
 * storage, its session cookie's answer, a selection), so the server's HTML is the loading frame as before.
 */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retriesFailure,
        retryDelay: retryDelayMs,
        // Prices and places are asked when the traveller changes something, never because a tab came back.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
