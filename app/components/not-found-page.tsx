import { Link } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { SEARCH_TEXT_MAX } from '../../domain/catalog/search-text';

/**
 * The oops page: unknown routes, unknown experiences, malformed searches and unexpected errors, with a way
 * home.
 */
export function NotFoundPage({
  kind = 'notFound',
  status,
}: {
  kind?: 'notFound' | 'error' | 'invalid';
  status?: number;
}) {
  const { t } = useTranslation();
  const [title, message] =
    kind === 'notFound'
      ? [t('notFound.title'), t('notFound.message')]
      : kind === 'invalid'
        ? [t('notFound.invalidTitle'), t('notFound.invalidMessage', { max: SEARCH_TEXT_MAX })]
        : [t('notFound.errorTitle'), t('notFound.errorMessage')];
  return (
    <section className="mx-auto flex max-w-content flex-col items-center px-4 py-24 text-center">
      <p className="text-h2 font-bold text-coral">{status ?? (kind === 'notFound' ? 404 : 500)}</p>
      <h1 className="mt-2 text-h1 font-bold">{title}</h1>
      {kind === 'notFound' && <p className="mt-4 text-h4">{t('notFound.sorry')}</p>}
      <p className="mt-2 max-w-prose text-muted">{message}</p>
      <Link
        to="/"
        className="mt-8 rounded-pill bg-accent px-6 py-3 font-semibold text-white hover:bg-accent-hover"
      >
        {t('notFound.home')}
      </Link>
    </section>
  );
}
