import { useTranslation } from '../../i18n/translation-context';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useSession } from '../../lib/session';
import { Icon } from '../icon';

/**
 * After sign-up (docs/product.md § Sign-in dialog): a welcome with the sign-up credit when there is one, and
 * Continue closes.
 */
export function SignUpSuccessStep({ onContinue }: { onContinue: () => void }) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  const balanceCents = usdToCents(user?.balance ?? 0);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon name="party-popper" className="size-12 text-coral" />
      <p className="text-h4 font-bold">{t('auth.welcomeName', { name: user?.first_name ?? '' })}</p>
      {balanceCents > 0 && (
        <p className="text-muted">{t('auth.creditGranted', { amount: formatUsd(balanceCents, lang) })}</p>
      )}
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
