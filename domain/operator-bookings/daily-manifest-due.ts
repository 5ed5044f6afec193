/**
 * When tomorrow's manifests are e-mailed (docs/decisions/0067-bookings-and-manifests.md): at 18:00 on the
 * experience's clock the day before the departures, until that day ends; a job that was down the whole
 * evening sends nothing late (the departures are then today's, on the workspace). Pure.
 */
import { wallClockIn } from '../../common/time/zoned-time';
import { addDays } from '../booking/calendar-days';

export const DAILY_MANIFEST_TIME = '18:00';

/** Whether the e-mail of `departureDate`'s departures in `timeZone` is due at `now`. */
export function dailyManifestDue(timeZone: string, departureDate: string, now: Date): boolean {
  const local = wallClockIn(timeZone, now);
  return addDays(local.date, 1) === departureDate && local.time >= DAILY_MANIFEST_TIME;
}
