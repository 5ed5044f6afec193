import type { Departures } from '../../domain/booking/departures';
import { type Lang, intlLocale } from '../../common/i18n/languages';
import { useTranslation } from '../i18n/translation-context';

/**
 * The experience's next departures (docs/decisions/0084-gallery-and-availability.md): the first days with
 * places, as the booking calendar offers them, each a button that opens the card on that day; a word when
 * they are few in the next three months, and no pretence when there are none. Dates are formatted in UTC,
 * the day the loader chose, so the server and the browser print the same.
 */
export function NextDepartures({
  departures,
  lang,
  onChoose,
}: {
  departures: Pick<Departures, 'next' | 'few'>;
  lang: Lang;
  onChoose: (day: string) => void;
}) {
  const { t } = useTranslation();
  if (departures.next.length === 0) return <p className="mt-4 text-sm">{t('experience.noDepartures')}</p>;
  const format = new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (
    <div className="mt-4 border-t border-line pt-4 text-sm">
      <h3 id="next-departures" className="text-muted">
        {t('experience.nextDepartures')}
      </h3>
      <ul aria-labelledby="next-departures" className="mt-2 flex flex-wrap gap-2">
        {departures.next.map((day) => {
          const date = format.format(new Date(`${day}T00:00:00Z`));
          return (
            <li key={day}>
              <button
                type="button"
                data-departure={day}
                onClick={() => onChoose(day)}
                aria-label={t('experience.chooseDeparture', { date })}
                className="min-h-11 rounded-pill border border-line px-4 font-semibold hover:border-accent hover:bg-accent-soft"
              >
                {date}
              </button>
            </li>
          );
        })}
      </ul>
      {departures.few && <p className="mt-2 font-medium text-accent-strong">{t('experience.fewDates')}</p>}
    </div>
  );
}
