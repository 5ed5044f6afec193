/**
 * Birth date rules (docs/product.md § Phone and birth date): yyyy-MM-dd, a real calendar day, age 18 to 89
 * (the insurance range). Age is counted on the UTC calendar day of the injected clock; an error of a few
 * hours at the birthday is irrelevant to an 18..89 range.
 */
export const MIN_AGE = 18;
export const MAX_AGE = 89;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type BirthDateIssue = 'format' | 'age';

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The date's parts when it is a real day in yyyy-MM-dd form ("2001-02-29" is not). */
export function parseIsoDate(value: string): CalendarDay | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** Whole years from `birth` to `today`: the birthday itself counts as the new age. */
export function ageOn(birth: CalendarDay, today: Date): number {
  const year = today.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() + 1 < birth.month ||
    (today.getUTCMonth() + 1 === birth.month && today.getUTCDate() < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
}

/** Why a birth date is refused, or undefined when it is acceptable. */
export function birthDateIssue(value: string, today: Date): BirthDateIssue | undefined {
  const birth = parseIsoDate(value);
  if (!birth) return 'format';
  const age = ageOn(birth, today);
  return age < MIN_AGE || age > MAX_AGE ? 'age' : undefined;
}
