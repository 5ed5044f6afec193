/**
 * The one way to read a clock in a time zone (docs/decisions/0053-time): an instant's wall clock there, the
 * instant a wall-clock time starts, and the zone's UTC offsets, through @date-fns/tz (`tzOffset`,
 * `tzScan`), which reads the runtime's own IANA data, so any zone works, daylight saving included. The
 * browser runs this too: it is already in the bundle through the booking calendar's day picker.
 *
 * Readings are the instant shifted by the zone's offset and read at UTC, not `TZDate` objects: `TZDate`
 * extends `Date`, and a replaced `Date` (a test's fixed browser clock) hands back plain dates whose
 * getters read the machine's own zone.
 */
import { tzOffset, tzScan } from '@date-fns/tz';

const DAY_MS = 86_400_000;

export interface WallClock {
  /** "2026-11-24" */
  date: string;
  /** "18:05" */
  time: string;
  /** 0-23 */
  hour: number;
}

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

/** Whether the zone name is one the runtime knows ("America/Guatemala"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Recent readings by zone and minute: every booking call reads the clock of `now` (and of its cut-off)
 * in the experience's zone, and asking Intl for the offset is the costliest step of the call's own work.
 * A reading only depends on the zone and the minute (zones are offset by whole minutes), so nothing live
 * is kept; the map is emptied when it grows, so it stays small in the browser too.
 */
const readings = new Map<string, Readonly<WallClock>>();
const MAX_READINGS = 512;

/** The day and time an instant shows on a clock in the time zone; a RangeError for an unknown zone. */
export function wallClockIn(timeZone: string, instant: Date): Readonly<WallClock> {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  const known = readings.get(key);
  if (known) return known;
  const offset = tzOffset(timeZone, instant);
  if (Number.isNaN(offset)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const there = new Date(instant.getTime() + offset * 60_000);
  const hour = there.getUTCHours();
  const reading = Object.freeze({
    date: `${there.getUTCFullYear()}-${pad(there.getUTCMonth() + 1)}-${pad(there.getUTCDate())}`,
    time: `${pad(hour)}:${pad(there.getUTCMinutes())}`,
    hour,
  });
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, reading);
  return reading;
}

/**
 * The instant a wall-clock time starts in a time zone: a departure's start, from which the cancellation
 * deadline is counted in exact hours (docs/product.md § Cancellation policies). A time the clocks skip
 * (02:30 on a spring-forward night) resolves to the same distance after the jump (03:30); a time the
 * clocks show twice (01:30 on a fall-back night) is the first of the two.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offsets a day either side: equal on all but the days the clocks change.
  const before = tzOffset(timeZone, new Date(asUtc - DAY_MS));
  const after = tzOffset(timeZone, new Date(asUtc + DAY_MS));
  const wanted = `${date}|${pad(hour)}:${pad(minute)}`;
  const shows = (instant: number) => {
    const clock = wallClockIn(timeZone, new Date(instant));
    return `${clock.date}|${clock.time}` === wanted;
  };
  const candidates = [asUtc - before * 60_000, asUtc - after * 60_000].filter(shows);
  return new Date(candidates.length > 0 ? Math.min(...candidates) : asUtc - before * 60_000);
}

/** Minutes the zone's clock is ahead of UTC at an instant (Guatemala: -360, Madrid in July: 120). */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  return tzOffset(timeZone, instant);
}

export interface ZoneChange {
  /** The first instant on the new offset. */
  at: Date;
  /** The offsets before and after, in minutes ahead of UTC. */
  from: number;
  to: number;
}

/**
 * The offset changes (daylight saving, or a country moving its clocks) between two instants. `tzScan`
 * steps by the hour from `start`, so each change is narrowed to its exact minute.
 */
export function zoneChanges(timeZone: string, start: Date, end: Date): ZoneChange[] {
  return tzScan(timeZone, { start, end }).map((change) => {
    let before = change.date.getTime() - 3_600_000;
    let after = change.date.getTime();
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (tzOffset(timeZone, new Date(middle)) === change.offset) after = middle;
      else before = middle;
    }
    return { at: new Date(after), from: change.offset - change.change, to: change.offset };
  });
}
