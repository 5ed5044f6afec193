import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';

/** A back-office list's previous and next page links (`pageLink` builds the address of a page). */
export function ListPager({
  pagination,
  pageLink,
}: {
  pagination: { prev_page: number | null; next_page: number | null };
  pageLink: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.pagination')} className="mt-4 flex gap-3">
      {pagination.prev_page !== null && (
        <Link to={pageLink(pagination.prev_page)} className="inline-flex min-h-11 items-center underline">
          {t('admin.previous')}
        </Link>
      )}
      {pagination.next_page !== null && (
        <Link to={pageLink(pagination.next_page)} className="inline-flex min-h-11 items-center underline">
          {t('admin.next')}
        </Link>
      )}
    </nav>
  );
}
