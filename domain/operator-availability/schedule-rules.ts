/**
 * The availability an operator writes for one experience (docs/product.md § Schedule): the weekly hours
 * and their places, the anticipation, locked dates and unique dates (seasons are unique-date ranges), as
 * the operator's API carries them, and the rules a schedule must keep before anything is stored
 * (docs/decisions/0060-operator-availability.md). Pure: the server and the editor share it.
 */
import { addDays, isIsoDate } from '../booking/calendar-days';
import { WEEKDAYS, type Weekday } from '../booking/departures';
import { weeklyScheduleFromRows } from '../booking/schedule-rows';

export const MAX_CAPACITY = 999;
export const MAX_ANTICIPATION_HOURS = 720;
export const MAX_HOURS_PER_DAY = 48;
export const MAX_LOCKS = 100;
export const MAX_UNIQUE_DATES = 50;
/** A range or a list spans at most a year (and a leap day). */
export const MAX_SPAN_DAYS = 366;

export interface ScheduleHourInput {
  /** "HH:mm" */
  hour: string;
  capacity: number;
}

export interface LockInput {
  /** 0 one date, 1 a range, 2 a list. */
  type_date: 0 | 1 | 2;
  lock_full_day: boolean;
  dates: string[];
  start_date: string | null;
  end_date: string | null;
  /** "HH:mm" hours closed when the whole day is not. */
  time_slots: string[];
}

export interface UniqueDatesInput {
  type: 'list' | 'range';
  dates: string[];
  start_date: string | null;
  end_date: string | null;
}

/** The whole availability of an experience, as PUT and GET carry it. */
export interface ScheduleInput {
  /** true: `hours` run every day; false: `days` name each weekday's hours. */
  all_days: boolean;
  hours: ScheduleHourInput[];
  days: Record<Weekday, ScheduleHourInput[]>;
  anticipation_time: number;
  locked_dates: LockInput[];
  unique_dates: UniqueDatesInput[];
}

/** A refused field: its path in the body ("days.monday.1.hour") and a catalogue key. */
export interface ScheduleIssue {
  path: (string | number)[];
  message: string;
}

const HOUR = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isScheduleHour = (text: string) => HOUR.test(text);

const key = (name: string) => `operatorAvailability.errors.${name}`;

function hourIssues(hours: readonly ScheduleHourInput[], path: (string | number)[]): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  const seen = new Set<string>();
  if (hours.length > MAX_HOURS_PER_DAY) issues.push({ path, message: key('tooManyHours') });
  hours.forEach((slot, index) => {
    if (seen.has(slot.hour))
      issues.push({
        path: [...path, index, 'hour'],
        message: key('duplicateHour'),
      });
    seen.add(slot.hour);
  });
  return issues;
}

/** start..end as a span of at most MAX_SPAN_DAYS days, start first; both already real days. */
function spanIssue(start: string, end: string, path: (string | number)[]): ScheduleIssue[] {
  if (end < start) return [{ path: [...path, 'end_date'], message: key('rangeOrder') }];
  if (end > addDays(start, MAX_SPAN_DAYS - 1))
    return [{ path: [...path, 'end_date'], message: key('rangeTooLong') }];
  return [];
}

/**
 * The dates of a list, or the two ends of a range, present and within the limits. Each date's form is
 * the body schema's to check: a malformed one is reported there, once.
 */
function datesIssues(
  entry: { dates: string[]; start_date: string | null; end_date: string | null },
  kind: 'single' | 'range' | 'list',
  path: (string | number)[],
): ScheduleIssue[] {
  if (kind === 'range') {
    const { start_date: start, end_date: end } = entry;
    const missing = (['start_date', 'end_date'] as const).filter((name) => entry[name] === null);
    if (missing.length > 0) return missing.map((name) => ({ path: [...path, name], message: key('date') }));
    return isIsoDate(start!) && isIsoDate(end!) ? spanIssue(start!, end!, path) : [];
  }
  const most = kind === 'single' ? 1 : MAX_SPAN_DAYS;
  if (entry.dates.length === 0 || entry.dates.length > most) {
    return [{ path: [...path, 'dates'], message: key(kind === 'single' ? 'singleDate' : 'dateList') }];
  }
  return [];
}

function lockIssues(lock: LockInput, path: (string | number)[]): ScheduleIssue[] {
  const kind = lock.type_date === 0 ? 'single' : lock.type_date === 1 ? 'range' : 'list';
  const issues = datesIssues(lock, kind, path);
  if (!lock.lock_full_day && lock.time_slots.length === 0) {
    issues.push({ path: [...path, 'time_slots'], message: key('lockHours') });
  }
  return issues;
}

/** Every rule the schema's types cannot say; none: the schedule can be stored as it is. */
export function scheduleIssues(input: ScheduleInput): ScheduleIssue[] {
  const issues: ScheduleIssue[] = [];
  if (input.all_days) {
    issues.push(...hourIssues(input.hours, ['hours']));
    if (input.hours.length === 0) issues.push({ path: ['hours'], message: key('noHours') });
  } else {
    for (const day of WEEKDAYS) issues.push(...hourIssues(input.days[day], ['days', day]));
    if (WEEKDAYS.every((day) => input.days[day].length === 0)) {
      issues.push({ path: ['days'], message: key('noHours') });
    }
  }
  input.locked_dates.forEach((lock, index) => issues.push(...lockIssues(lock, ['locked_dates', index])));
  input.unique_dates.forEach((unique, index) =>
    issues.push(...datesIssues(unique, unique.type, ['unique_dates', index])),
  );
  return issues;
}

/** A schedule hour row as stored: weekday null runs every day. */
export interface StoredHour {
  weekday: number | null;
  hour: string;
  capacity: number;
}

/** The rows of the weekly schedule a valid input stores. */
export function storedHours(input: ScheduleInput): StoredHour[] {
  if (input.all_days) return input.hours.map((slot) => ({ weekday: null, ...slot }));
  return WEEKDAYS.flatMap((day, weekday) => input.days[day].map((slot) => ({ weekday, ...slot })));
}

/**
 * The stored rows back into the input's shape (the editor's starting point), read as the booking engine
 * reads them: a row without a weekday runs every day, and "all days" runs every hour of the schedule at
 * its largest capacity.
 */
export function scheduleFromRows(
  rows: readonly StoredHour[],
  allDays: boolean,
): Pick<ScheduleInput, 'all_days' | 'hours' | 'days'> {
  const weekly = weeklyScheduleFromRows(rows, allDays, 0);
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => [day, weekly.days[day].map((slot) => ({ ...slot }))]),
  );
  const union = new Map<string, number>();
  for (const day of WEEKDAYS) {
    for (const slot of weekly.days[day])
      union.set(slot.hour, Math.max(slot.capacity, union.get(slot.hour) ?? 0));
  }
  const hours = [...union]
    .map(([hour, capacity]) => ({ hour, capacity }))
    .sort((a, b) => (a.hour < b.hour ? -1 : 1));
  return allDays
    ? {
        all_days: true,
        hours,
        days: Object.fromEntries(
          WEEKDAYS.map((day) => [day, [] as ScheduleHourInput[]]),
        ) as ScheduleInput['days'],
      }
    : { all_days: false, hours: [], days: days as ScheduleInput['days'] };
}
