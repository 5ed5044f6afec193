import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { useApiAction } from '../../lib/use-api-action';
import { forgetOfflineVouchers } from '../../browser/service-worker';
import { clearAccountStorage } from '../../lib/browser-storage';
import { ApiForm } from '../api-form';

/**
 * Delete the account (docs/product.md § Roles): a confirmation, optionally the person's review comments too.
 * The server refuses while bookings are pending or in progress (profile.cantDeleteAccount).
 */
export function DeleteAccount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [confirmed, setConfirmed] = useState(false);
  const [deleteComments, setDeleteComments] = useState(false);
  const { busy, run } = useApiAction();
  return (
    <ApiForm
      blocked={!confirmed}
      onSubmit={() => {
        void run(async () => {
          await api(`delete-profile/${userId}`, { body: { delete_comments: deleteComments } });
          clearAccountStorage();
          // Nor do the vouchers kept for offline use stay on this device (app/browser/service-worker.ts).
          await forgetOfflineVouchers();
          // A full load of home: every part of the page forgets the person at once.
          window.location.replace('/?accountDeleted=1');
        });
      }}
    >
      <p>{t('profile.deleteExplainer')}</p>
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
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        {t('profile.deleteConfirm')}
      </label>
      <button
        type="submit"
        disabled={!confirmed || busy}
        className="min-h-12 w-fit rounded-pill bg-danger px-6 font-semibold text-white hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {busy ? t('auth.working') : t('profile.deleteAccount')}
      </button>
    </ApiForm>
  );
}
