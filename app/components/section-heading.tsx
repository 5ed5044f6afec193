import { Link } from 'react-router';
import { useTranslation } from '../i18n/translation-context';

/** A section title with an optional "View all" link to the full list. */
export function SectionHeading({ id, title, viewAll }: { id: string; title: string; viewAll?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <h2 id={id} className="text-h3 font-bold">
        {title}
      </h2>
      {viewAll && (
        <Link to={viewAll} className="shrink-0 text-sm font-semibold text-accent-strong hover:underline">
          {t('homeSections.viewAll')}
          <span className="sr-only">: {title}</span>
        </Link>
      )}
    </div>
  );
}
