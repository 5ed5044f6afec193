import { useTranslation } from '../i18n/translation-context';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { chatLink } from '../lib/support-contact';
import { Icon } from './icon';

interface AsideExperience {
  name: string;
  companies: { company_name: string }[];
}

/**
 * The experience page's side column: the booking card, operator, insurance, reasons to book and contact.
 * Sticky on desktop; on phones it follows the page's text and the booking bar (`BookingBar`) opens the
 * card's drawer.
 */
export function ExperienceAside({
  experience,
  bookingCard,
}: {
  experience: AsideExperience;
  /** The booking card (app/components/booking/booking-card.tsx). */
  bookingCard: ReactNode;
}) {
  const { t } = useTranslation();
  const company = experience.companies[0];
  return (
    <aside className="mt-10 lg:mt-0">
      {/* Taller than the window once a day is chosen: the column scrolls inside itself while it sticks. */}
      <div className="space-y-4 lg:sticky lg:top-24 lg:-m-2 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:overscroll-contain lg:p-2">
        {bookingCard}
        {company && (
          <p className="px-1 text-sm text-muted">
            {t('experience.operatedBy', { company: company.company_name })}
          </p>
        )}
        <div className="rounded-card bg-surface-warm p-5 text-sm">
          <h2 className="flex items-center gap-2 font-semibold">
            <Icon name="shield-check" className="size-5 text-accent" />
            {t('experience.insuranceTitle')}
          </h2>
          <p className="mt-2">{t('experience.insuranceText')}</p>
          <Link
            to="/insurance-clients-coverage"
            className="mt-2 inline-block font-semibold text-accent hover:underline"
          >
            {t('experience.insuranceLink')}
          </Link>
        </div>
        <div className="rounded-card bg-surface-warm p-5 text-sm">
          <h2 className="font-semibold">{t('experience.reasonsTitle')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>{t('experience.reasons.localOperators')}</li>
            <li>{t('experience.reasons.securePayment')}</li>
            <li>{t('experience.reasons.support')}</li>
          </ul>
          <h2 className="mt-4 font-semibold">{t('experience.contactTitle')}</h2>
          <p className="mt-1 flex flex-wrap gap-x-4">
            <a
              href={chatLink(experience.name)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-accent hover:underline"
            >
              {t('experience.contactChat')}
            </a>
            <a
              href={`mailto:soporte@rumbo.example?subject=${encodeURIComponent(experience.name)}`}
              className="font-semibold text-accent hover:underline"
            >
              {t('experience.contactMail')}
            </a>
          </p>
        </div>
      </div>
    </aside>
  );
}
