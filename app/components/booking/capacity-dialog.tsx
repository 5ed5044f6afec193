import { useEffect, useId, useRef } from 'react';
import { twelveHour } from '../../../domain/booking/departures';
import { type Lang, intlLocale } from '../../../common/i18n/languages';
import { useTranslation } from '../../i18n/translation-context';
import { dayToDate } from '../../lib/calendar-dates';

/**
 * The capacity notice of docs/product.md § Booking: the new hour has no room for the participants, who
 * went back to one adult. A native modal dialog (focus moves in, Escape closes, focus returns).
 */
export function CapacityDialog({
  notice,
  lang,
  onClose,
}: {
  notice: { date: string; hour: string } | null;
  lang: Lang;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (notice && dialog && !dialog.open) dialog.showModal();
    if (!notice && dialog?.open) dialog.close();
  }, [notice]);
  const date = notice
    ? new Intl.DateTimeFormat(intlLocale(lang), {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
      }).format(dayToDate(notice.date))
    : '';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="w-[min(24rem,92vw)] rounded-card bg-surface p-6 text-ink shadow-soft backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-h4 font-bold">
        {t('booking.card.capacityTitle')}
      </h2>
      <p className="mt-2 text-sm">
        {notice && t('booking.card.capacityText', { date, hour: twelveHour(notice.hour) })}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-5 min-h-11 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        {t('booking.card.understood')}
      </button>
    </dialog>
  );
}
