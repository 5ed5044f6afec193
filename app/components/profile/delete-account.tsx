import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { formatUsd, usdToCents } from '../../../domain/pricing/money';
import { type ApiError, useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { forgetOfflineVouchers } from '../../browser/service-worker';
import { clearAccountStorage } from '../../lib/browser-storage';
import { ApiForm } from '../api-form';
import { FormField } from '../auth/form-field';
import { useToast } from '../toasts';
import { deleteAccountEndpoint, deleteProfileCodeEndpoint } from '../../../domain/accounts/profile-contract';

/** What deleting costs and how it is confirmed (the profile loader: `deletionTerms`). */
export interface DeletionTermsView {
  /** Wallet credit in USD that the deletion loses. */
  balance: number;
  confirmWith: 'password' | 'email_code';
}

/**
 * Delete the account (docs/product.md § Roles, docs/decisions/0044): names the wallet credit that is lost,
 * asks for the password (or, for an account without one, a code e-mailed to its address) and a
 * confirmation, optionally the person's review comments too. The server checks all of it again and
 * refuses while bookings are pending or in progress (profile.cantDeleteAccount).
 */
export function DeleteAccount({
  userId,
  email,
  terms,
}: {
  userId: number;
  email: string;
  terms: DeletionTermsView;
}) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [confirmed, setConfirmed] = useState(false);
  const [deleteComments, setDeleteComments] = useState(false);
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  // The server's balance wins if it changed since the page was rendered (its 409 names the new one).
  const [balance, setBalance] = useState(terms.balance);
  const { busy, run } = useApiAction();
  const sending = useApiAction();
  const byCode = terms.confirmWith === 'email_code';
  const amount = formatUsd(usdToCents(balance), lang);
  const ready = confirmed && secret.trim() !== '' && (!byCode || codeSent);
  return (
    <ApiForm
      blocked={!ready}
      onSubmit={() => {
        void run(
          async () => {
            await api(deleteAccountEndpoint, {
              params: { id: userId },
              body: {
                delete_comments: deleteComments,
                forfeit_credit: balance,
                ...(byCode ? { code: secret } : { password: secret }),
              },
            });
            clearAccountStorage();
            // Nor do the vouchers kept for offline use stay on this device (app/browser/service-worker.ts).
            await forgetOfflineVouchers();
            // A full load of home: every part of the page forgets the person at once.
            window.location.replace('/?accountDeleted=1');
          },
          (error: ApiError) => {
            const current = error.body.available_balance;
            if (error.code === 'WALLET_CREDIT_NOT_ACCEPTED' && typeof current === 'number')
              setBalance(current);
            return false;
          },
        );
      }}
    >
      <p>{t('profile.deleteExplainer')}</p>
      {balance > 0 && (
        <p id="delete-credit-warning" className="rounded-card bg-warning-soft p-4 font-medium text-warning">
          {t('profile.deleteCreditWarning', { amount })}
        </p>
      )}
      {byCode ? (
        <div className="flex flex-col gap-3">
          <p>{t('profile.deleteCodeIntro', { email })}</p>
          <button
            type="button"
            disabled={sending.busy}
            onClick={() => {
              void sending.run(async () => {
                const answer = await api(deleteProfileCodeEndpoint, {
                  params: { id: userId },
                });
                setCodeSent(true);
                toast({
                  kind: 'success',
                  message: t('profile.deleteCodeSent', { email, minutes: answer.expires_in_minutes }),
                });
              });
            }}
            className="min-h-12 w-fit rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft disabled:opacity-50"
          >
            {sending.busy ? t('auth.working') : t('profile.deleteSendCode')}
          </button>
          {codeSent && (
            <FormField
              label={t('profile.deleteCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
            />
          )}
        </div>
      ) : (
        <FormField
          label={t('profile.deletePassword')}
          type="password"
          autoComplete="current-password"
          value={secret}
          onChange={(event) => setSecret(event.target.value)}
        />
      )}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={deleteComments}
          onChange={(event) => setDeleteComments(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        {t('profile.deleteComments')}
      </label>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          aria-describedby={balance > 0 ? 'delete-credit-warning' : undefined}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        {t('profile.deleteConfirm')}
      </label>
      <button
        type="submit"
        disabled={!ready || busy}
        className="min-h-12 w-fit rounded-pill bg-danger px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? t('auth.working') : t('profile.deleteAccount')}
      </button>
    </ApiForm>
  );
}
