/**
 * Delivering a paid gift card to its receiver (docs/decisions/0041 "Delivering"). This file is written by
 * the gift-card delivery work in parallel; this version only keeps the settle step compiling and is
 * replaced by that work's file at merge (same signature): it delivers nothing.
 */
import type { Tx } from '../../db/client';
import type { EmailLinks } from '../emails/rendered-email';

/**
 * Delivers the card now when its delivery day has come (draws the code, writes the receiver's e-mail,
 * sets delivered_at) in the caller's transaction; answers whether it did.
 */
export async function deliverGiftCardIfDue(
  _tx: Tx,
  _giftCardId: number,
  _now: Date,
  _links: EmailLinks,
): Promise<boolean> {
  return false;
}
