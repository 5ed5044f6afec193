import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translation-context';
import { SignInPrompt } from '../../account/sign-in-prompt';

/**
 * An operator's page for whoever is not its operator: the way in for a visitor, the way to register for
 * a traveller; the page itself for an operator user.
 */
export function OperatorGate({
  visitor,
  title,
  children,
}: {
  visitor: 'anonymous' | 'no-company' | 'operator';
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (visitor === 'anonymous') return <SignInPrompt title={title} message={t('errors.unauthenticated')} />;
  if (visitor === 'no-company') {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-h2 font-bold">{title}</h1>
        <p className="mt-3 text-muted">{t('errors.operatorOnly')}</p>
        <Link
          to="/supplier-registration"
          className="mt-6 inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white"
        >
          {t('chrome.supplierRegistration')}
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
