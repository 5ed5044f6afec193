/**
 * The days a back-office list is filtered by (`from`, `to`, yyyy-MM-dd, both included), on the marketplace's
 * clock as the dashboard counts them (docs/decisions/0078-admin-dashboard): the lists its figures link to
 * (bookings placed, accounts opened, companies created) must count what the figure counted. Pure.
 */
import { z } from 'zod';
import { instantAt } from '../../common/time/zoned-time';
import { addDays, isIsoDate } from '../booking/calendar-days';
import { MARKETPLACE_TIME_ZONE } from './metrics-rules';

const DAY_KEY = 'admin.errors.dayInvalid';
export const DAY_RANGE_KEY = 'admin.errors.dayRangeInvalid';

const day = (what: string) =>
  z
    .string({ error: DAY_KEY })
    .refine(isIsoDate, DAY_KEY)
    .optional()
    .describe(`${what} (yyyy-MM-dd, included), on the marketplace’s clock (America/Panama)`);

/** The query fields of a list filtered by days; a range that ends before it starts is a 400. */
export const placedDaysQuery = {
  from: day('The first day'),
  to: day('The last day'),
};

export interface PlacedDays {
  from?: string | undefined;
  to?: string | undefined;
}

/** Whether the range can be read: `to` not before `from`. */
export const isDayRange = ({ from, to }: PlacedDays) => !from || !to || from <= to;

/** The instants [start, end) of the days, each bound only when given. */
export function placedInstants({ from, to }: PlacedDays, timeZone = MARKETPLACE_TIME_ZONE) {
  return {
    start: from ? instantAt(timeZone, from, '00:00') : undefined,
    end: to ? instantAt(timeZone, addDays(to, 1), '00:00') : undefined,
  };
}
