/**
 * A back-office list page reads its address's query with the list endpoint's own zod contract (so the page
 * and the API accept and refuse the same), empty fields left out; what is refused comes back translated for
 * the page to show, with the days' range checked as the API checks it (domain/admins/placed-days.ts).
 */
import type { z } from 'zod';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { DAY_RANGE_KEY, isDayRange, type PlacedDays } from '../../domain/admins/placed-days';

export function readListQuery<S extends z.ZodType<PlacedDays>>(
  schema: S,
  url: URL,
  lang: Lang,
): { query: z.infer<S> | null; issues: string[] } {
  const params = [...url.searchParams].filter(([, value]) => value.trim() !== '');
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => translate(lang, issue.message));
    return { query: null, issues: [...new Set(issues)] };
  }
  if (!isDayRange(parsed.data)) return { query: null, issues: [translate(lang, DAY_RANGE_KEY)] };
  return { query: parsed.data, issues: [] };
}
