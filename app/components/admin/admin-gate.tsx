import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/translation-context';
import { SignInPrompt } from '../account/sign-in-prompt';
import { AdminNavigation } from './admin-navigation';
import { SecondFactorStep } from './second-factor-step';

/**
 * Every admin page's frame (docs/decisions/0057-admin-second-factor): the sign-in prompt, the second
 * factor, or the page beside the admin navigation once the session passed it.
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
  const { pathname } = useLocation();
  if (visit === 'anonymous') return <SignInPrompt title={title} message={t('admin.signInToSee')} />;
  if (visit !== 'passed') return <SecondFactorStep step={visit} />;
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-8">
      <AdminNavigation pathname={pathname} />
      <div className="mt-6 min-w-0 lg:mt-0">{children}</div>
    </div>
  );
}
