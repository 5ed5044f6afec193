import { useTranslation } from '../../i18n/translation-context';
import { formatUsd } from '../../../domain/pricing/money';
import { SIGNUP_CREDIT_CENTS } from '../../../domain/wallet/promotions';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';

/**
 * After sign-up (docs/product.md § Sign-in dialog): a welcome that says the sign-up credit arrives once the
 * e-mailed link is opened (docs/decisions/0043), and Continue closes.
 */
export function SignUpSuccessStep({ onContinue }: { onContinue: () => void }) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon name="party-popper" className="size-12 text-coral" />
      <p className="text-h4 font-bold">{t('auth.welcomeName', { name: user?.first_name ?? '' })}</p>
      <p className="text-muted">
        {SIGNUP_CREDIT_CENTS > 0
          ? t('auth.creditAfterVerify', { amount: formatUsd(SIGNUP_CREDIT_CENTS, lang) })
          : t('auth.verifyAfterSignUp')}
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
