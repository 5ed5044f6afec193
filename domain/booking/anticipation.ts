/**
 * docs/product.md § Booking: the first bookable day is today + anticipationDay, where anticipationDay is 0
 * when the anticipation time plus the current hour stays under 24, otherwise at least 1 (anticipation hours
 * divided by 24, rounded down). The hour is read in the experience's own time zone.
 */
export function anticipationDay(anticipationHours: number, currentHour: number): number {
  if (anticipationHours + currentHour < 24) return 0;
  return Math.max(1, Math.floor(anticipationHours / 24));
}

/** "08:00:00" or "8:00" → "08:00". */
export function formatHour(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}
