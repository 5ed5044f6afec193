import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  type AdminGiftCardDetail,
  extendGiftCardEndpoint,
  resendGiftCardEndpoint,
} from '../../../domain/giftcards/gift-card-admin-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { LabelledInput } from './labelled-input';
import { primaryButton, secondaryButton } from './coupon-form';
import { FactList } from './fact-list';

const K = 'adminGiftCards';

/** One gift card opened: its facts, its history, and resend or extend with a reason. */
export function GiftCardPanel({ card }: { card: AdminGiftCardDetail }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { busy, run } = useApiAction();
  const id = useId();
  const [action, setAction] = useState<'resend' | 'extend' | null>(null);
  const [reason, setReason] = useState('');
  const [day, setDay] = useState('');
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Panama',
    }).format(new Date(iso));
  const submit = () =>
    run(async () => {
      const params = { id: card.id };
      if (action === 'resend') await api(resendGiftCardEndpoint, { params, body: { reason } });
      else await api(extendGiftCardEndpoint, { params, body: { reason, last_redeem_day: day } });
      toast({ kind: 'success', message: t(action === 'resend' ? `${K}.resent` : `${K}.extended`) });
      setAction(null);
      setReason('');
      await revalidator.revalidate();
    });
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-card border border-line p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold break-all">
        {card.code ?? '—'} · {t(`${K}.status.${card.status}`)}
        {card.expired ? ` · ${t(`${K}.expired`)}` : ''}
      </h2>
      <FactList
        rows={[
          [`${K}.amount`, `${card.amount} USD`],
          [`${K}.paid`, `${card.total} USD`],
          [`${K}.deliveryDate`, card.delivery_date],
          [`${K}.lastDay`, card.last_redeem_day],
          [`${K}.coupon`, card.coupon_code],
          [`${K}.redeemedBy`, card.redeemed_by],
        ]}
      />
      <p className="mt-2 break-words">
        {t(`${K}.from`, { name: card.sender_name, email: card.sender_email })}
      </p>
      <p className="break-words">{t(`${K}.to`, { name: card.receiver_name, email: card.receiver_email })}</p>
      <h3 className="mt-4 font-semibold">{t(`${K}.history`)}</h3>
      <ol className="mt-2 space-y-1">
        {card.history.map((line, index) => (
          <li key={index} className="break-words">
            <span className="text-muted">{when(line.at)}</span> · {t(`${K}.events.${line.event}`)}
            {line.event === 'email' && line.detail ? ` (${t(`${K}.emailStatus.${line.detail}`)})` : ''}
            {line.event !== 'email' && line.detail ? ` · ${line.detail}` : ''}
            {line.by ? ` · ${line.by}` : ''}
          </li>
        ))}
      </ol>
      {action ? (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {action === 'resend' && <p className="text-sm text-muted">{t(`${K}.resendHint`)}</p>}
          {action === 'extend' && (
            <LabelledInput
              id={`${id}-day`}
              label={t(`${K}.newLastDay`)}
              type="date"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
          )}
          <LabelledInput
            id={`${id}-reason`}
            label={t(`${K}.reason`)}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButton} disabled={busy || reason.trim().length < 3}>
              {t(`${K}.confirm`)}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setAction(null)}>
              {t(`${K}.cancel`)}
            </button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className={secondaryButton} onClick={() => setAction('resend')}>
            {t(`${K}.resend`)}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setAction('extend')}>
            {t(`${K}.extend`)}
          </button>
        </div>
      )}
    </section>
  );
}
