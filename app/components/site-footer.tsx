import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { SUPPLIER_REGISTRATION_PATH } from '../content/blocks';
import { EXTERNAL_LINKS } from '../content/external-links';
import { MastercardLogo, PaypalLogo, VisaLogo } from './payment-logos';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from './social-icons';
import { Icon } from './icon';

/** A page of this site (`to`) or one of the company's other addresses (`href`). */
type FooterLink = { label: string } & ({ to: string } | { href: string });

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'footer.explore',
    links: [
      { to: '/destinations', label: 'nav.destinations' },
      { to: '/highlights', label: 'nav.highlights' },
      { to: '/giftcards', label: 'nav.giftCards' },
      { href: EXTERNAL_LINKS.blog, label: 'chrome.blog' },
      { href: EXTERNAL_LINKS.airportTransfers, label: 'chrome.airportTransfers' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: SUPPLIER_REGISTRATION_PATH, label: 'chrome.supplierRegistration' },
      { to: '/terms-and-conditions-operator', label: 'footer.termsOperator' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { to: '/faqs', label: 'footer.faqs' },
      { to: '/insurance-clients-coverage', label: 'footer.insuranceClients' },
      { to: '/insurance-suppliers-coverage', label: 'footer.insuranceSuppliers' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/terms-and-conditions', label: 'footer.terms' },
      { to: '/privacy-policies', label: 'footer.privacy' },
    ],
  },
];

const SOCIAL = [
  { href: EXTERNAL_LINKS.instagram, name: 'Instagram', Icon: InstagramIcon },
  { href: EXTERNAL_LINKS.facebook, name: 'Facebook', Icon: FacebookIcon },
  { href: EXTERNAL_LINKS.youtube, name: 'YouTube', Icon: YoutubeIcon },
];

/**
 * docs/product.md § Header and footer: links by column (including the blog, the airport-transfer partner and
 * the supplier sign-up), then the social networks, the mobile app and the accepted payment methods. Every
 * icon and logo is drawn by the product itself.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const paymentsId = useId();
  const linkClass = 'text-muted hover:text-accent';
  return (
    <footer className="mt-16 border-t border-line bg-surface-warm">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-4 lg:px-8">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className={linkClass}>
                      {t(link.label)}
                    </Link>
                  ) : (
                    <a href={link.href} className={linkClass}>
                      {t(link.label)}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="mx-auto flex max-w-content flex-col gap-8 border-t border-line px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div>
          <h2 className="font-semibold">{t('chrome.followUs')}</h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL.map(({ href, name, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  aria-label={name}
                  title={name}
                  className="inline-flex size-10 items-center justify-center rounded-pill border border-line bg-surface text-ink hover:border-accent hover:text-accent"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-semibold">{t('chrome.getTheApp')}</h2>
          <a
            href={EXTERNAL_LINKS.appStore}
            className="mt-3 inline-flex h-10 items-center gap-2 rounded-pill bg-ink px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            <Icon name="smartphone" className="size-5" />
            {t('chrome.appStoreLink')}
          </a>
        </div>
        <div>
          <h2 id={paymentsId} className="font-semibold">
            {t('chrome.securePayments')}
          </h2>
          <ul aria-labelledby={paymentsId} className="mt-3 flex gap-2">
            <li>
              <VisaLogo />
            </li>
            <li>
              <MastercardLogo />
            </li>
            <li>
              <PaypalLogo />
            </li>
          </ul>
        </div>
      </div>

      <p className="mx-auto max-w-content px-4 pb-8 text-sm text-muted sm:px-6 lg:px-8">
        © 2026 {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
