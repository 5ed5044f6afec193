import { Link, useRouteLoaderData } from 'react-router';
import { operatorNavFor } from '../../components/operator/operator-nav';
import { useTranslation } from '../../i18n/translation-context';
import type { loader as layoutLoader } from './layout';

/** The workspace's first page: the company, the visitor's role and the sections it may open. */
export default function OperatorOverview() {
  const { t } = useTranslation();
  const layout = useRouteLoaderData<typeof layoutLoader>('operator');
  if (!layout?.company || !layout.role) return null;
  const sections = operatorNavFor(layout.role).filter((item) => item.to !== '/operator');
  return (
    <section aria-labelledby="operator-overview" className="max-w-2xl">
      <h1 id="operator-overview" className="text-h2 font-bold">
        {layout.company.name}
      </h1>
      <p className="mt-2 text-muted">{t(`operator.overview.${layout.role}`)}</p>
      {sections.length > 0 && (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {sections.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-card border border-line p-4 font-semibold hover:bg-surface-sunk"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
