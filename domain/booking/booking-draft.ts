/**
 * The booking draft kept in the browser (`localBookingData`, docs/product.md § Booking): restored while
 * fresh, discarded after 60 minutes.
 */
export const DRAFT_TTL_MINUTES = 60;

/** A draft without a readable createdAt, or one from the future (a changed clock), is not trusted. */
export function isDraftFresh(createdAt: string | number | null | undefined, now: Date): boolean {
  if (createdAt === null || createdAt === undefined) return false;
  const created = typeof createdAt === 'number' ? createdAt : Date.parse(createdAt);
  if (!Number.isFinite(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age <= DRAFT_TTL_MINUTES * 60_000;
}
