import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { purchaseConfirmationEmail } from './confirmation-email';
import { loadPurchaseVoucher } from './purchase-voucher.server';
import { purchaseIcs } from './voucher-ics';
import { voucherQrPng } from './voucher-qr.server';
import { voucherUrl } from './voucher-url';

/**
 * Writes the confirmation e-mail of a purchase to the outbox, in the caller's transaction (the one that
 * confirms the purchase, docs/decisions/0039 step 5): it is sent if and only if the confirmation
 * commits. `links.publicUrl` is the product's public origin (server/email-links.ts), never a Host
 * header. Returns false, writing nothing, for a purchase that does not exist or has no voucher token.
 */
export async function enqueuePurchaseConfirmation(
  tx: DbOrTx,
  purchaseId: number,
  links: EmailLinks,
  now: Date,
): Promise<boolean> {
  const voucher = await loadPurchaseVoucher(tx, { purchaseId });
  if (!voucher) return false;
  const qrPng = await voucherQrPng(voucherUrl(links.publicUrl, voucher));
  const email = purchaseConfirmationEmail(voucher, links, qrPng, purchaseIcs(voucher, links.publicUrl));
  return enqueueEmail(
    tx,
    { email: voucher.user.email, name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() },
    email,
    now,
  );
}
