import { type Departures, twelveHour, WEEKDAYS } from '../../domain/booking/departures';
import { useTranslation } from '../i18n/translation-context';
import { type Lang, intlLocale } from '../../common/i18n/languages';

/** A Sunday: weekday names come from Intl, counted from it. */
const SUNDAY = Date.UTC(2023, 0, 1);

/**
 * The booking card's facts: days and departure hours (12-hour clock, docs/product.md § Constants), when
 * anything can be booked at all (the next departures, next-departures.tsx, say when).
 */
export function DepartureFacts({ departures, lang }: { departures: Departures; lang: Lang }) {
  const { t } = useTranslation();
  const locale = intlLocale(lang);
  if (!departures.firstDate) return null;
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const everyDay = departures.weekdays.length === WEEKDAYS.length;
  const days = everyDay
    ? t('experience.everyDay')
    : departures.weekdays
        .map((day) => dayName.format(SUNDAY + WEEKDAYS.indexOf(day) * 86_400_000))
        .join(', ');
  return (
    <dl className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
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
