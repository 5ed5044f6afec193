import { useTranslation } from '../../i18n/translation-context';
import { formatUsd } from '../../../domain/pricing/money';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';
import { signUpSuccessMessage } from './sign-up-success-message';

/**
 * After sign-up (docs/product.md § Sign-in dialog): a welcome that says the sign-up credit the server
 * answered arrives once the e-mailed link is opened (docs/decisions/0043, 0075), nothing of credit when
 * there is none, and Continue closes.
 */
export function SignUpSuccessStep({
  creditCents,
  onContinue,
}: {
  creditCents: number;
  onContinue: () => void;
}) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  const message = signUpSuccessMessage(creditCents);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon name="party-popper" className="size-12 text-coral" />
      <p className="text-h4 font-bold">{t('auth.welcomeName', { name: user?.first_name ?? '' })}</p>
      <p className="text-muted">
        {message.key === 'auth.creditAfterVerify'
          ? t(message.key, { amount: formatUsd(message.creditCents, lang) })
          : t(message.key)}
      </p>
      <button
        type="button"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the dialog the visitor just opened (WAI-ARIA dialog pattern)
        autoFocus
        onClick={onContinue}
        className="min-h-12 w-full rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
      >
        {t('auth.continue')}
      </button>
    </div>
  );
}
