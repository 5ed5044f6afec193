import { useState } from 'react';
import { DayPicker, labelDayButton, type Modifiers } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import { CLOSED_REASONS, type ClosedReason } from '../../../domain/booking/availability';
import { type Lang, intlLocale } from '../../../common/i18n/languages';
import { useTranslation } from '../../i18n/translation-context';
import { dateToDay, dayToDate } from '../../lib/calendar-dates';

const englishDay = new Intl.DateTimeFormat(intlLocale('en'), {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/**
 * English day names as "Sunday, November 1, 2026": the locale's own "November 1st" does not contain the
 * button's visible "1" as a word, which screen-reader users who speak the label (and axe) rely on.
 */
function englishDayLabel(date: Date, modifiers: Modifiers): string {
  let label = englishDay.format(date);
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

/** How each reason a greyed day looks, on the calendar's day cells... */
const REASON_CLASSES: Record<ClosedReason, string> = {
  sold_out: '[&>button]:line-through',
  closed: '[&>button]:bg-surface-sunk',
  too_soon: '[&>button]:italic',
  no_departure: '',
};
/** ...and on the legend's sample day. */
const SAMPLE_CLASSES: Record<ClosedReason, string> = {
  sold_out: 'line-through',
  closed: 'bg-surface-sunk',
  too_soon: 'italic',
  no_departure: '',
};

const localeDayLabel = es.labels?.labelDayButton;
/** Spanish day names as the locale writes them ("Hoy, martes, 24 de noviembre de 2026, seleccionado"). */
const spanishDayLabel = typeof localeDayLabel === 'function' ? localeDayLabel : labelDayButton;

/** The greyed days' reasons, as react-day-picker modifiers: days by reason, and the reason of each day. */
function reasonModifiers(unavailable: readonly { date: string; reason: ClosedReason }[]) {
  const byReason = Object.fromEntries(CLOSED_REASONS.map((reason) => [reason, [] as Date[]])) as Record<
    ClosedReason,
    Date[]
  >;
  for (const { date, reason } of unavailable) byReason[reason].push(dayToDate(date));
  return byReason;
}

/**
 * The booking calendar: react-day-picker's accessible grid (arrow keys, Home/End, Page Up/Down, labelled
 * days and navigation) in the page's language, weeks from Monday in Spanish. Only the days the
 * availability call offers can be chosen; the others say why not, in their name and by a legend (the
 * server's reasons, docs/decisions/0084-gallery-and-availability.md). Six weeks are always drawn so the
 * card never changes height between months. The month follows a day chosen from outside (the page's next
 * departures).
 */
export function BookingCalendar({
  lang,
  dates,
  unavailable,
  today,
  selected,
  onSelect,
}: {
  lang: Lang;
  dates: readonly string[];
  unavailable: readonly { date: string; reason: ClosedReason }[];
  today: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}) {
  const { t } = useTranslation();
  const offered = new Set(dates);
  const first = dates[0] ?? today;
  const last = dates.at(-1) ?? today;
  const selectedDate = selected ? dayToDate(selected) : undefined;
  const [month, setMonth] = useState(() => selectedDate ?? dayToDate(first));
  const [shownSelection, setShownSelection] = useState(selected);
  if (selected !== shownSelection) {
    setShownSelection(selected);
    if (selectedDate) setMonth(selectedDate);
  }
  const modifiers = reasonModifiers(unavailable);
  const reasonOf = (date: Date) =>
    CLOSED_REASONS.find((reason) => modifiers[reason].some((day) => +day === +date));
  // The calendar passes its date library (the page's locale) along: the Spanish label formats with it.
  const dayLabel: typeof labelDayButton = (date, dayModifiers, ...lib) => {
    const base =
      lang === 'en' ? englishDayLabel(date, dayModifiers) : spanishDayLabel(date, dayModifiers, ...lib);
    const reason = dayModifiers.disabled ? reasonOf(date) : undefined;
    return reason ? `${base}: ${t(`booking.card.reasons.${reason}`)}` : base;
  };
  const shownReasons = CLOSED_REASONS.filter((reason) => modifiers[reason].length > 0);
  const label = new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <>
      <DayPicker
        mode="single"
        locale={lang === 'en' ? enUS : es}
        weekStartsOn={lang === 'en' ? 0 : 1}
        labels={{ labelDayButton: dayLabel }}
        today={dayToDate(today)}
        month={month}
        onMonthChange={setMonth}
        startMonth={dayToDate(first)}
        endMonth={dayToDate(last)}
        fixedWeeks
        showOutsideDays={false}
        selected={selectedDate}
        onSelect={(date) => onSelect(date ? dateToDay(date) : null)}
        disabled={(date) => !offered.has(dateToDay(date))}
        modifiers={modifiers}
        modifiersClassNames={REASON_CLASSES}
        footer={
          <p className="sr-only">
            {selectedDate ? t('booking.card.chosenDate', { date: label.format(selectedDate) }) : ''}
          </p>
        }
        classNames={{
          root: 'relative',
          months: 'relative',
          month: 'space-y-2',
          month_caption: 'flex h-10 items-center justify-center',
          caption_label: 'text-base font-semibold capitalize',
          nav: 'absolute inset-x-0 top-0 flex h-10 items-center justify-between',
          button_previous:
            'z-10 grid size-10 place-items-center rounded-pill hover:bg-surface-sunk disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent',
          button_next:
            'z-10 grid size-10 place-items-center rounded-pill hover:bg-surface-sunk disabled:cursor-default disabled:opacity-30 disabled:hover:bg-transparent',
          chevron: 'size-4 fill-current',
          month_grid: 'w-full border-collapse',
          weekdays: '',
          weekday: 'pb-1 text-center text-xs font-medium uppercase text-muted',
          week: '',
          day: 'p-0.5 text-center',
          day_button:
            'tabular mx-auto grid size-10 place-items-center rounded-pill text-sm font-semibold hover:bg-accent-soft focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent',
          selected: '[&>button]:bg-accent [&>button]:text-white [&>button]:hover:bg-accent-hover',
          today: '[&>button]:underline [&>button]:underline-offset-4',
          disabled:
            '[&>button]:cursor-default [&>button]:font-normal [&>button]:text-muted [&>button]:opacity-60 [&>button]:hover:bg-transparent',
          outside: 'invisible',
          hidden: 'invisible',
          footer: '',
        }}
      />
      {shownReasons.length > 0 && (
        <ul
          aria-label={t('booking.card.legend')}
          className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted"
        >
          {shownReasons.map((reason) => (
            <li key={reason} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className={`tabular grid size-6 place-items-center rounded-pill opacity-60 ${SAMPLE_CLASSES[reason]}`}
              >
                5
              </span>
              {t(`booking.card.reasons.${reason}`)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
