import { DayPicker, type Modifiers } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
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

/**
 * The booking calendar: react-day-picker's accessible grid (arrow keys, Home/End, Page Up/Down, labelled
 * days and navigation) in the page's language, weeks from Monday in Spanish. Only the days the
 * availability call offers can be chosen. Six weeks are always drawn so the card never changes height
 * between months.
 */
export function BookingCalendar({
  lang,
  dates,
  today,
  selected,
  onSelect,
}: {
  lang: Lang;
  dates: readonly string[];
  today: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}) {
  const { t } = useTranslation();
  const offered = new Set(dates);
  const first = dates[0] ?? today;
  const last = dates.at(-1) ?? today;
  const selectedDate = selected ? dayToDate(selected) : undefined;
  const label = new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  return (
    <DayPicker
      mode="single"
      locale={lang === 'en' ? enUS : es}
      weekStartsOn={lang === 'en' ? 0 : 1}
      labels={lang === 'en' ? { labelDayButton: englishDayLabel } : undefined}
      today={dayToDate(today)}
      defaultMonth={selectedDate ?? dayToDate(first)}
      startMonth={dayToDate(first)}
      endMonth={dayToDate(last)}
      fixedWeeks
      showOutsideDays={false}
      selected={selectedDate}
      onSelect={(date) => onSelect(date ? dateToDay(date) : null)}
      disabled={(date) => !offered.has(dateToDay(date))}
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
  );
}
