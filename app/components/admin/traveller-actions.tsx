import { useState } from 'react';
import {
  blockTravellerEndpoint,
  creditTravellerEndpoint,
  resendTravellerEmailEndpoint,
  unblockTravellerEndpoint,
} from '../../../domain/admins/travellers-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { adminInput, ReasonForm } from './reason-form';

const K = 'admin.travellers';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-pill border border-line px-5 font-semibold text-accent-strong hover:bg-accent-soft disabled:cursor-not-allowed';

interface Traveller {
  id: number;
  is_blocked: boolean;
  is_admin: boolean;
  email_verified: boolean;
}

/** Block or unblock, with a reason: a blocked account's sessions end at once. Admins are not blocked here. */
function BlockForm({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation();
  const api = useApi();
  if (traveller.is_admin) return <p className="text-muted">{t(`${K}.adminNotBlockable`)}</p>;
  const blocked = traveller.is_blocked;
  return (
    <ReasonForm
      id="block"
      legend={t(blocked ? `${K}.unblockTitle` : `${K}.blockTitle`)}
      submitLabel={t(blocked ? `${K}.unblock` : `${K}.block`)}
      tone={blocked ? 'primary' : 'danger'}
      submit={async (reason) => {
        const contract = blocked ? unblockTravellerEndpoint : blockTravellerEndpoint;
        const answer = await api(contract, { params: { id: traveller.id }, body: { reason } });
        return answer.data.is_blocked
          ? t(`${K}.blockedDone`, { count: answer.data.sessions_ended })
          : t(`${K}.unblockedDone`);
      }}
    >
      {!blocked && <p className="text-sm text-muted">{t(`${K}.blockHint`)}</p>}
    </ReasonForm>
  );
}

/** Goodwill credit: a positive amount grants, a negative one removes; one Idempotency-Key per form. */
function CreditForm({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation();
  const api = useApi();
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value) && value !== 0;
  return (
    <ReasonForm
      id="credit"
      legend={t(`${K}.creditTitle`)}
      submitLabel={t(`${K}.creditSubmit`)}
      ready={valid}
      submit={async (reason) => {
        const answer = await api(creditTravellerEndpoint, {
          params: { id: traveller.id },
          body: { amount: value, reason },
          headers: { 'Idempotency-Key': key },
        });
        setAmount('');
        setKey(crypto.randomUUID());
        return t(`${K}.creditDone`, { balance: answer.data.balance.toFixed(2) });
      }}
    >
      <div>
        <label htmlFor="credit-amount" className="block text-sm font-semibold">
          {t(`${K}.amountLabel`)}
        </label>
        <input
          id="credit-amount"
          inputMode="decimal"
          value={amount}
          aria-describedby="credit-amount-hint"
          onChange={(event) => {
            setAmount(event.target.value);
            setKey(crypto.randomUUID());
          }}
          className={`mt-1 ${adminInput} max-w-xs`}
        />
        <p id="credit-amount-hint" className="mt-1 text-sm text-muted">
          {t(`${K}.amountHint`)}
        </p>
      </div>
    </ReasonForm>
  );
}

/** The verification link (unverified accounts) or a recovery password, sent again. */
function ResendEmails({ traveller }: { traveller: Traveller }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const send = (kind: 'verification' | 'recovery') =>
    run(async () => {
      await api(resendTravellerEmailEndpoint, { params: { id: traveller.id }, body: { kind } });
      toast({ kind: 'success', message: t(`${K}.emailSent`) });
    });
  return (
    <section aria-labelledby="emails-title" className="space-y-3 rounded-card border border-line p-4">
      <h3 id="emails-title" className="font-semibold">
        {t(`${K}.emailsTitle`)}
      </h3>
      <div className="flex flex-wrap gap-3">
        {!traveller.email_verified && (
          <button
            type="button"
            className={secondary}
            disabled={busy}
            onClick={() => void send('verification')}
          >
            {t(`${K}.sendVerification`)}
          </button>
        )}
        <button type="button" className={secondary} disabled={busy} onClick={() => void send('recovery')}>
          {t(`${K}.sendRecovery`)}
        </button>
      </div>
    </section>
  );
}

/** What support does to an account (docs/product.md § Travellers and operators), each with a reason. */
export function TravellerActions({ traveller }: { traveller: Traveller }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BlockForm traveller={traveller} />
      <CreditForm traveller={traveller} />
      <ResendEmails traveller={traveller} />
    </div>
  );
}
