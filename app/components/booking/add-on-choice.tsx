import type { Lang } from '../../../common/i18n/languages';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import type { BookingExperience } from './booking-experience';

/** The optional add-ons as checkboxes, with their price once or per participant (apply_to 2). */
export function AddOnChoice({
  addOns,
  chosen,
  lang,
  onToggle,
}: {
  addOns: BookingExperience['additional_products'];
  chosen: readonly number[];
  lang: Lang;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2">
      {addOns.map((addOn) => (
        <li key={addOn.id}>
          <label className="flex cursor-pointer items-center gap-3 rounded-card border border-line px-3 py-2 hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft">
            <input
              type="checkbox"
              checked={chosen.includes(addOn.id)}
              onChange={() => onToggle(addOn.id)}
              className="size-5 shrink-0 accent-accent"
            />
            {addOn.additional_item.icon_url && (
              <img src={addOn.additional_item.icon_url} alt="" width={24} height={24} className="size-6" />
            )}
            <span className="min-w-0 flex-1 text-sm font-medium">{addOn.additional_item.name}</span>
            <span className="tabular shrink-0 text-right text-sm">
              <span className="font-semibold">+{formatUsd(usdToCents(addOn.price), lang)}</span>
              <span className="block text-xs text-muted">
                {addOn.apply_to === 2 ? t('booking.card.perParticipant') : t('booking.card.once')}
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}
