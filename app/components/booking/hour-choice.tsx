import { twelveHour } from '../../../domain/booking/departures';
import { useTranslation } from '../../i18n/translation-context';
import type { Hour } from './booking-queries';

/**
 * The chosen day's departures as a radio group (arrow keys move between them), each with its live places
 * ("2 left"). A full departure, or one with fewer places than the experience's minimum group, stays
 * listed, unavailable, so the traveller sees why.
 */
export function HourChoice({
  hours,
  selected,
  minPersons,
  onSelect,
}: {
  hours: readonly Hour[];
  minPersons: number;
  selected: string | null;
  onSelect: (hour: string) => void;
}) {
  const { t } = useTranslation();
  if (hours.length === 0) return <p className="text-sm text-muted">{t('booking.card.noHours')}</p>;
  return (
    <div className="grid grid-cols-2 gap-2">
      {hours.map((item) => {
        const places = item.available_places;
        const full = places <= 0 || places < minPersons;
        return (
          <label
            key={item.hour}
            className={`flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-card border px-2 py-1.5 text-center has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent ${
              selected === item.hour
                ? 'border-accent bg-accent-soft text-accent-strong'
                : full
                  ? 'cursor-default border-line bg-surface-warm text-muted'
                  : 'border-line hover:border-accent'
            }`}
          >
            <input
              type="radio"
              name="booking-hour"
              value={item.hour}
              checked={selected === item.hour}
              disabled={full}
              onChange={() => onSelect(item.hour)}
              className="sr-only"
            />
            <span className="tabular text-sm font-semibold">{twelveHour(item.hour)}</span>
            <span className="text-xs">
              {places <= 0
                ? t('booking.card.full')
                : places < minPersons
                  ? t('booking.card.belowMinimum', { count: places, min: minPersons })
                  : t('booking.card.placesLeft', { count: places })}
            </span>
          </label>
        );
      })}
    </div>
  );
}
