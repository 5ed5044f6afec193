import { QueryClient } from '@tanstack/react-query';
import { retriesFailure, retryDelayMs } from './retry-policy';

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
