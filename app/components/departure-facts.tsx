import { type Departures, twelveHour, WEEKDAYS } from '../../domain/booking/departures';
import { useTranslation } from '../i18n/translation-context';
import { type Lang, intlLocale } from '../../common/i18n/languages';

/** A Sunday: weekday names come from Intl, counted from it. */
const SUNDAY = Date.UTC(2023, 0, 1);

/**
 * The booking card's facts: first available date, days and departure hours (12-hour clock, docs/product.md §
 * Constants). Dates are formatted in UTC, the day the loader chose, so the server and the browser print the
 * same.
 */
export function DepartureFacts({ departures, lang }: { departures: Departures; lang: Lang }) {
  const { t } = useTranslation();
  const locale = intlLocale(lang);
  if (!departures.firstDate) return <p className="mt-4 text-sm">{t('experience.noDepartures')}</p>;
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const everyDay = departures.weekdays.length === WEEKDAYS.length;
  const days = everyDay
    ? t('experience.everyDay')
    : departures.weekdays
        .map((day) => dayName.format(SUNDAY + WEEKDAYS.indexOf(day) * 86_400_000))
        .join(', ');
  return (
    <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-muted">{t('experience.firstDate')}</dt>
        <dd className="text-right font-semibold">
          {date.format(new Date(`${departures.firstDate}T00:00:00Z`))}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-muted">{t('experience.departureDays')}</dt>
        <dd className="text-right font-semibold">{days}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('experience.departureHours')}</dt>
        <dd className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {departures.hours.map((hour) => (
              <li key={hour} className="tabular rounded-pill bg-surface-sunk px-3 py-1 font-semibold">
                {twelveHour(hour)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
