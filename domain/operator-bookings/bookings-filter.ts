/**
 * The bookings list's rules (docs/decisions/0067-bookings-and-manifests.md): page sizes, the search text's
 * limits and its LIKE pattern, and which bookings a departure's manifest lists. Pure.
 */
import { type PurchaseStatus, SEAT_HOLDING_STATUSES } from '../purchases/purchase-lifecycle';

export const BOOKINGS_PAGE_SIZE = 20;
export const BOOKINGS_MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * A manifest lists the bookings that travel: confirmed, in progress and completed (the seat-holding
 * statuses but a checkout still waiting for its payment).
 */
export const MANIFEST_STATUSES: readonly PurchaseStatus[] = SEAT_HOLDING_STATUSES.filter(
  (status) => status !== 'created',
);

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface BookingFilters {
  from: string | null;
  to: string | null;
  experienceId: number | null;
  status: PurchaseStatus | null;
  /** Trimmed; null when blank. */
  q: string | null;
}
