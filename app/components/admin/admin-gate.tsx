import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { SignInPrompt } from '../account/sign-in-prompt';
import { ADMIN_SECTIONS } from './admin-sections';
import { SecondFactorStep } from './second-factor-step';

/**
 * Every admin page's frame (docs/decisions/0057-admin-second-factor): the sign-in prompt, the second
 * factor, or the page under the admin navigation once the session passed it.
 */
export function AdminGate({
  visit,
  title,
  children,
}: {
  visit: 'anonymous' | 'setup' | 'verify' | 'passed';
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (visit === 'anonymous') return <SignInPrompt title={title} message={t('admin.signInToSee')} />;
  if (visit !== 'passed') return <SecondFactorStep step={visit} />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label={t('admin.nav.label')} className="border-b border-line">
        <ul className="-mb-px flex gap-2 overflow-x-auto">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <NavLink
                to={section.path}
                end
                className="flex min-h-11 items-center whitespace-nowrap border-b-2 border-transparent px-3 font-semibold text-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-accent-strong"
              >
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
