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

/** The day and time an instant shows on a clock in the time zone. */
export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const hour = parts.hour === '24' ? '00' : parts.hour!;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${hour}:${parts.minute}`,
    hour: Number.parseInt(hour, 10),
  };
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
