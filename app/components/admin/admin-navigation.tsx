import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import { ADMIN_SECTION_GROUPS, currentAdminSection } from './admin-sections';

/**
 * The admin navigation: its pages in four groups. On a desktop they stand in a column beside the page; on
 * a phone or a tablet a disclosure names the page you are on and opens the same groups (a native <details>:
 * it opens by keyboard and without JavaScript). The column and the disclosure are one landmark; the one not
 * shown at a width is `display: none`, so assistive technology meets the links once.
 */
export function AdminNavigation({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const current = currentAdminSection(pathname);
  const groups = (
    <div className="space-y-4">
      {ADMIN_SECTION_GROUPS.map((group) => (
        <div key={group.labelKey}>
          <p className="px-3 text-sm font-semibold uppercase tracking-wide text-muted">{t(group.labelKey)}</p>
          <ul className="mt-1 space-y-0.5">
            {group.sections.map((section) => (
              <li key={section.path}>
                <Link
                  to={section.path}
                  aria-current={section === current ? 'page' : undefined}
                  className="flex min-h-11 items-center rounded-pill px-3 font-medium hover:bg-surface-sunk aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
                >
                  {t(section.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  return (
    <nav aria-label={t('admin.nav.label')} className="min-w-0">
      <details className="group rounded-card border border-line lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 font-semibold marker:hidden">
          <Icon name="menu" className="size-5 shrink-0 text-muted" />
          <span className="min-w-0 flex-1 truncate">
            {current ? t(current.labelKey) : t('admin.nav.label')}
          </span>
          <span className="text-sm font-medium text-accent-strong">
            <span className="group-open:hidden">{t('admin.nav.open')}</span>
            <span className="hidden group-open:inline">{t('admin.nav.close')}</span>
          </span>
        </summary>
        <div className="border-t border-line px-1 py-3">{groups}</div>
      </details>
      <div className="hidden lg:block">{groups}</div>
    </nav>
  );
}
