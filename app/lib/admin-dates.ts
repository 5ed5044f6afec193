import { intlLocale, type Lang } from '../../common/i18n/languages';

/**
 * A moment as the back office shows it, written by the loader so the server and the browser show the
 * same words: date and time in UTC, in the page's language.
 */
export function adminMoment(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
