import { Link } from 'react-router';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { useTranslation } from '../../i18n/translation-context';
import { Icon } from '../icon';
import { Sheet } from '../sheet';

/**
 * What a successful redemption says (docs/product.md § Pages: the success dialog links to the balance): the amount
 * credited and the new balance, with the balance page as the next step.
 */
export function RedeemSuccessDialog({
  redeemed,
  onClose,
}: {
  redeemed: { amount: number; balance: number } | null;
  onClose: () => void;
}) {
  const { t, lang } = useTranslation();
  const money = (usd: number) => formatUsd(usdToCents(usd), lang);
  return (
    <Sheet
      open={redeemed !== null}
      onClose={onClose}
      placement="compact"
      title={t('redeem.page.successTitle')}
      footer={
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onClose}
            className="min-h-12 flex-1 rounded-pill border border-line px-6 font-semibold hover:bg-surface-sunk"
          >
            {t('redeem.page.redeemAnother')}
          </button>
          <Link
            to="/profile/credit-giftcard/balance"
            className="inline-flex min-h-12 flex-1 items-center justify-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('redeem.page.seeBalance')}
          </Link>
        </div>
      }
    >
      {redeemed && (
        <div className="py-2 text-center" data-testid="redeem-success">
          <Icon name="party-popper" className="mx-auto size-12 text-accent" />
          <p className="mt-3 text-lg font-semibold">
            {t('redeem.page.successAmount', { amount: money(redeemed.amount) })}
          </p>
          <p className="tabular mt-2 text-muted">
            {t('redeem.page.successBalance', {
              balance: money(redeemed.balance),
            })}
          </p>
        </div>
      )}
    </Sheet>
  );
}
