import { formatUsd, toCents } from '../../domain/pricing/money';
import { useTranslation } from '../i18n/translation-context';
import type { Lang } from '../../common/i18n/languages';

/**
 * Phones and tablets: a bar fixed to the bottom of the experience page with the price and a button that
 * opens the booking card's drawer (docs/design.md § Components, docs/decisions/0035). It is an anchor to
 * the card, so before the page has hydrated it still leads there. app.css makes room for it at the end
 * of the page (`data-booking-bar`).
 */
export function BookingBar({
  experience,
  lang,
  onOpen,
  onIntent,
}: {
  experience: { display_price: number; is_package: boolean };
  lang: Lang;
  onOpen: () => void;
  /** A pointer or focus on the button: time to fetch the card's code. */
  onIntent: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-booking-bar
      className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface px-4 py-3 shadow-soft lg:hidden"
    >
      <div className="mx-auto flex max-w-content items-center justify-between gap-4">
        <p className="leading-tight">
          <span className="block text-xs text-muted">{t('experience.priceFrom')}</span>
          <span className="tabular text-h4 font-bold">
            {formatUsd(toCents(experience.display_price), lang)}
          </span>{' '}
          <span className="text-xs text-muted">
            {experience.is_package ? t('experience.perGroup') : t('experience.perPerson')}
          </span>
        </p>
        <a
          href="#booking"
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onFocus={onIntent}
          onClick={(event) => {
            event.preventDefault();
            onOpen();
          }}
          className="flex min-h-12 shrink-0 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          {t('booking.card.open')}
        </a>
      </div>
    </div>
  );
}
