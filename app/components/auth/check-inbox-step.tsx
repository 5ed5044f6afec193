import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';

/**
 * After a sign-up on an address held only by an unverified guest account (docs/decisions/0043): nobody is
 * signed in; the e-mailed link finishes the sign-up. Continue closes.
 */
export function CheckInboxStep({ email, onContinue }: { email: string; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon name="mail" className="size-12 text-coral" />
      <p className="text-muted">{t('auth.checkInbox', { email })}</p>
      <button
        type="button"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the step the visitor just reached (WAI-ARIA dialog pattern)
        autoFocus
        onClick={onContinue}
        className="min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        {t('auth.continue')}
      </button>
    </div>
  );
}
