import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

const box =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-pill border border-line px-3 font-semibold';
const link = `${box} text-accent-strong hover:bg-accent-soft`;

/** The page numbers to show: the first, the last, and the current one with its neighbours. */
function pageNumbers(current: number, total: number): (number | 'gap')[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

/**
 * Numbered `?page=` links of the balance's history: they work by keyboard and without JavaScript, and
 * survive a refresh. Nothing is drawn for a single page.
 */
export function PageLinks({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav aria-label={t('balancePage.pagination.label')} className="mt-6">
      <p className="sr-only">{t('balancePage.pagination.current', { page: current, total })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <Link
              to={`?page=${current - 1}`}
              className={link}
              aria-label={t('balancePage.pagination.previous')}
            >
              <Icon name="chevron-left" className="size-5" />
            </Link>
          </li>
        )}
        {pageNumbers(current, total).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={n}>
              {n === current ? (
                <span
                  aria-current="page"
                  className={`${box} border-accent bg-accent-soft text-accent-strong`}
                >
                  <span className="sr-only">{t('balancePage.pagination.page', { page: n })}</span>
                  <span aria-hidden>{n}</span>
                </span>
              ) : (
                <Link
                  to={`?page=${n}`}
                  className={link}
                  aria-label={t('balancePage.pagination.page', { page: n })}
                >
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {current < total && (
          <li>
            <Link to={`?page=${current + 1}`} className={link} aria-label={t('balancePage.pagination.next')}>
              <Icon name="chevron-right" className="size-5" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
