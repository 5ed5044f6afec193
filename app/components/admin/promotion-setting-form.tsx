import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { changePromotionSettingEndpoint } from '../../../domain/promotions/settings-admin-contract';
import type { PromotionKey } from '../../../domain/promotions/promotion-settings';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { primaryButton } from './coupon-form';
import { LabelledInput } from './labelled-input';

const K = 'adminSettings';

/** One promotion's amount and switch, saved with a reason (docs/decisions/0075-admin-promotions). */
export function PromotionSettingForm({
  settingKey,
  setting,
}: {
  settingKey: PromotionKey;
  setting: { amount: number; enabled: boolean; default_amount: number; updated_at: string | null };
}) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const id = useId();
  const [amount, setAmount] = useState(String(setting.amount));
  const [enabled, setEnabled] = useState(setting.enabled);
  const [reason, setReason] = useState('');
  const save = () =>
    run(async () => {
      await api(changePromotionSettingEndpoint, {
        params: { key: settingKey },
        body: { amount: Number(amount), enabled, reason },
      });
      toast({ kind: 'success', message: t(`${K}.saved`) });
      setReason('');
      await revalidator.revalidate();
    });
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-card border border-line p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t(`${K}.${settingKey}`)}
      </h2>
      <p className="text-sm text-muted">
        {t(`${K}.defaultAmount`, { amount: `${setting.default_amount} USD` })} ·{' '}
        {setting.updated_at
          ? t(`${K}.updatedAt`, { date: setting.updated_at.slice(0, 10) })
          : t(`${K}.neverChanged`)}
      </p>
      <LabelledInput
        id={`${id}-amount`}
        label={t(`${K}.amount`)}
        type="number"
        min={0}
        max={1000}
        step="0.01"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <label className="inline-flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {t(`${K}.enabled`)}
      </label>
      <LabelledInput
        id={`${id}-reason`}
        label={t(`${K}.reason`)}
        value={reason}
        maxLength={1000}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={primaryButton} disabled={busy || reason.trim().length < 3}>
        {t(`${K}.save`)}
      </button>
    </form>
  );
}
