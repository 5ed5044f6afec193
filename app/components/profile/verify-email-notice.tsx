import { useTranslation } from '../../i18n/translation-context';
import { formatUsd } from '../../../domain/pricing/money';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { Icon } from '../icon';
import { resendVerificationEndpoint } from '../../../domain/accounts/auth-contract';

/**
 * The account's address is not verified yet (docs/decisions/0043): the sign-up credit waits for the
 * e-mailed link, and the link can be sent again (limited per account by the server). `creditCents` is
 * the sign-up credit the settings give now (docs/decisions/0075-admin-promotions).
 */
export function VerifyEmailNotice({ creditCents }: { creditCents: number }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  return (
    <div role="status" className="mb-6 flex flex-col gap-3 rounded-card bg-surface-warm p-4">
      <p className="flex items-start gap-2 font-semibold">
        <Icon name="mail" className="mt-0.5 size-5 shrink-0" />
        {t('emailVerification.notice')}
      </p>
      {creditCents > 0 && (
        <p>{t('emailVerification.noticeCredit', { amount: formatUsd(creditCents, lang) })}</p>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          void run(async () => {
            await api(resendVerificationEndpoint);
            toast({ kind: 'success', message: t('emailVerification.resent') });
          });
        }}
        className="min-h-12 w-fit rounded-pill border border-accent px-6 font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-50"
      >
        {busy ? t('auth.working') : t('emailVerification.resend')}
      </button>
    </div>
  );
}
