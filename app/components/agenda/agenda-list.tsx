import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { useApi } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { ContactDialog, MapDialog, VoucherDialog } from './agenda-dialogs';
import { CancelDialog } from './cancel-dialog';
import { PurchaseCard, type PurchaseDialog } from './purchase-card';
import { sessionEndpoint } from '../../../domain/accounts/auth-contract';

/**
 * The cards of one agenda page, and one of each dialog for all of them: the dialog keeps the purchase it
 * last showed while it closes, so the native dialog closes (and gives focus back to the button that
 * opened it) instead of vanishing from the page.
 */
export function AgendaList({ purchases, upcoming }: { purchases: PurchaseJson[]; upcoming: boolean }) {
  const api = useApi();
  const { setUser } = useSession();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<PurchaseDialog | null>(null);
  const [shown, setShown] = useState<PurchaseJson | null>(null);
  const openDialog = (dialog: PurchaseDialog, purchase: PurchaseJson) => {
    setShown(purchase);
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  // After a cancellation: the list again (the booking moves to the past) and the wallet balance the
  // header shows (a refund to the wallet is there at once).
  const refresh = () => {
    void revalidator.revalidate();
    void api(sessionEndpoint)
      .then((answer) => {
        if (answer.user) setUser(answer.user);
      })
      .catch(() => undefined);
  };
  return (
    <>
      <ul className="mt-4 space-y-6">
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <PurchaseCard purchase={purchase} upcoming={upcoming} onOpen={openDialog} />
          </li>
        ))}
      </ul>
      <VoucherDialog purchase={shown} open={open === 'voucher'} onClose={close} />
      <MapDialog purchase={shown} open={open === 'map'} onClose={close} />
      <ContactDialog purchase={shown} open={open === 'contact'} onClose={close} />
      <CancelDialog purchase={shown} open={open === 'cancel'} onClose={close} onCanceled={refresh} />
    </>
  );
}
