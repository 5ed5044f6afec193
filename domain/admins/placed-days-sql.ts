/**
 * The SQL conditions of a list filtered by days (domain/admins/placed-days.ts): a column between the first
 * day's midnight and the midnight after the last, on the marketplace's clock, so it runs on the column's index.
 */
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { DAY_RANGE_KEY, isDayRange, type PlacedDays, placedInstants } from './placed-days';

/** Conditions on `column` for the days; 400 VALIDATION_ERROR when `to` is before `from`. */
export function placedBetween(column: SQL, days: PlacedDays): SQL[] {
  if (!isDayRange(days)) throw new AppError(400, 'VALIDATION_ERROR', DAY_RANGE_KEY);
  const { start, end } = placedInstants(days);
  const parts: SQL[] = [];
  if (start) parts.push(sql`${column} >= ${start}`);
  if (end) parts.push(sql`${column} < ${end}`);
  return parts;
}
