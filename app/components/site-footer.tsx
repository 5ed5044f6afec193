import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const COLUMNS = [
  {
    title: 'footer.explore',
    links: [
      { to: '/destinations', label: 'nav.destinations' },
      { to: '/highlights', label: 'nav.highlights' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
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
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-line bg-surface-warm">
      <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-4 lg:px-8">
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-muted hover:text-accent">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto max-w-content px-4 pb-8 text-sm text-muted sm:px-6 lg:px-8">
        © 2026 {t('brand.name')}. {t('footer.rights')}
      </p>
    </footer>
  );
}
