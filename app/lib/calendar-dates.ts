/**
 * The booking calendar works in calendar days ("2026-12-14", the experience's own dates from the
 * availability calls), while react-day-picker works in Date objects. A day is handed over as local
 * midnight of that day and read back with local getters, so the browser's own time zone never moves a
 * day: the experience's time zone already decided which days are bookable.
 */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

export function dateToDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
