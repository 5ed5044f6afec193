/**
 * Wall-clock readings of an instant in a time zone through Intl (no time-zone library: the browser runs
 * this too). Formatters are cached per zone: building one costs far more than formatting with it, and the
 * availability calls run on every booking-card change.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  /** "2026-11-24" */
  date: string;
  /** "18:05" */
  time: string;
  /** 0-23 */
  hour: number;
}

/**
 * Recent readings by zone and minute: every booking call reads the clock of `now` (and of its cut-off)
 * in the experience's zone, and `formatToParts` is the costliest step of the call's own work. A reading
 * only depends on the zone and the minute (zones are offset by whole minutes), so nothing live is kept;
 * the map is emptied when it grows, so it stays small in the browser too.
 */
const readings = new Map<string, Readonly<WallClock>>();
const MAX_READINGS = 512;

/** The day and time an instant shows on a clock in the time zone. */
export function wallClockIn(timeZone: string, instant: Date): Readonly<WallClock> {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  const known = readings.get(key);
  if (known) return known;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = parts.hour === '24' ? '00' : parts.hour!;
  const reading = Object.freeze({
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${parts.minute}`,
    hour: Number.parseInt(hour, 10),
  });
  if (readings.size >= MAX_READINGS) readings.clear();
  readings.set(key, reading);
  return reading;
}

/** Whether the zone name is one Intl knows ("America/Guatemala"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes the zone's clock is ahead of UTC at an instant (Guatemala: -360). */
function offsetMinutes(timeZone: string, instant: number): number {
  const clock = wallClockIn(timeZone, new Date(instant));
  const asUtc = Date.parse(`${clock.date}T${clock.time}:00Z`);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a wall-clock time starts in a time zone: a departure's start, from which the cancellation
 * deadline is counted in exact hours (docs/product.md § Cancellation policies). The offset is read twice
 * so a daylight-saving change between the guess and the answer is followed; a time the clocks skip
 * resolves to the same distance after the jump.
 */
export function instantAt(timeZone: string, date: string, time: string): Date {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const first = offsetMinutes(timeZone, guess);
  let instant = guess - first * 60_000;
  const second = offsetMinutes(timeZone, instant);
  if (second !== first) instant = guess - second * 60_000;
  return new Date(instant);
}
