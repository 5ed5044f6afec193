import { useTranslation } from '../i18n/translation-context';
import { Link } from 'react-router';
import { formatUsd, toCents } from '../../domain/pricing/money';
import type { Lang } from '../../common/i18n/languages';
import { chatLink } from '../lib/support-contact';
import type { Departures } from '../../domain/booking/departures';
import { DepartureFacts } from './departure-facts';
import { Icon } from './icon';

interface AsideExperience {
  name: string;
  display_price: number;
  is_package: boolean;
  companies: { company_name: string }[];
}

/**
 * The experience page's side column: the booking card (price, departures, Book), operator, insurance,
 * reasons to book and contact. Sticky on desktop; on phones it follows the page's text and the booking
 * bar (`BookingBar`) leads to it.
 */
export function ExperienceAside({
  experience,
  departures,
  lang,
}: {
  experience: AsideExperience;
  departures: Departures;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const priceCents = toCents(experience.display_price);
  const company = experience.companies[0];
  return (
    <aside className="mt-10 lg:mt-0">
      <div className="space-y-4 lg:sticky lg:top-24">
        <div id="booking" className="scroll-mt-24 rounded-card border border-line p-5 shadow-soft">
          <p className="text-sm">{t('experience.priceFrom')}</p>
          <p className="tabular text-h2 font-bold">{formatUsd(priceCents, lang as Lang)}</p>
          <p className="text-sm text-muted">
            {experience.is_package ? t('experience.perGroup') : t('experience.perPerson')}
          </p>
          <DepartureFacts departures={departures} lang={lang} />
          <a
            href={chatLink(t('experience.bookMessage', { name: experience.name }))}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 flex min-h-12 w-full items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('experience.book')}
          </a>
          <p className="mt-2 text-xs text-muted">{t('experience.bookHint')}</p>
          {company && (
            <p className="mt-3 text-sm text-muted">
              {t('experience.operatedBy', { company: company.company_name })}
            </p>
          )}
        </div>
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
