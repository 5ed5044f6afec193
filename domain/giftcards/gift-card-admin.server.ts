/**
 * The back office's gift-card writes (docs/decisions/0075-admin-promotions): sending the receiver's e-mail
 * again and extending the expiry, each one transaction holding the card's row, with its audit record. The
 * code is never logged: the audit keeps its last four characters before and after.
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import type { EmailLinks } from '../emails/rendered-email';
import { AppError } from '../errors';
import { deadlineAfter, extensionProblem, GIFT_CARD_ADMIN_ERRORS, mayResend } from './gift-card-admin-rules';
import { lastRedeemDay } from './gift-card-delivery-email';
import { readCard, sendWithNewCode } from './gift-card-delivery.server';

export const giftCardNotFound = () =>
  new AppError(404, 'GIFT_CARD_NOT_FOUND', 'adminGiftCards.errors.notFound');

interface LockedCard {
  id: number;
  status: string;
  delivered_at: Date | string | null;
  redeemable_until: Date | string;
  code_hint: string | null;
}

async function lockCard(tx: Tx, id: number) {
  const [card] = await queryRows<LockedCard>(
    tx,
    sql`select id, status::text as status, delivered_at, redeemable_until, code_hint from gift_cards
      where id = ${id} for update`,
  );
  if (!card) throw giftCardNotFound();
  return card;
}

/** A new code e-mailed to the receiver; the previous code stops working. */
export async function resendGiftCard(
  db: Db,
  input: { adminId: number; id: number; reason: string; now: Date; links: EmailLinks },
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockCard(tx, input.id);
    const deliveredAt = locked.delivered_at === null ? null : new Date(locked.delivered_at);
    if (!mayResend({ status: locked.status, deliveredAt })) {
      throw new AppError(409, 'GIFT_CARD_NOT_RESENDABLE', 'adminGiftCards.errors.notResendable');
    }
    const card = (await readCard(tx, input.id))!;
    const sent = await sendWithNewCode(
      tx,
      card,
      input.now,
      input.links,
      sql`status = 'paid' and delivered_at is not null`,
    );
    if (!sent) throw new AppError(409, 'GIFT_CARD_NOT_RESENDABLE', 'adminGiftCards.errors.notResendable');
    const [after] = await queryRows<{ code_hint: string }>(
      tx,
      sql`select code_hint from gift_cards where id = ${input.id}`,
    );
    await recordAudit(tx, {
      actorId: input.adminId,
      actorKind: 'admin',
      action: 'gift_card.resend',
      entity: 'gift_card',
      entityId: input.id,
      before: { code_hint: locked.code_hint },
      after: { code_hint: after!.code_hint, reason: input.reason },
      at: input.now,
    });
  });
}

/** Moves the card's last redeemable day to `lastDay` (later only). */
export async function extendGiftCard(
  db: Db,
  input: { adminId: number; id: number; lastDay: string; reason: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const card = await lockCard(tx, input.id);
    const redeemableUntil = new Date(card.redeemable_until);
    const problem = extensionProblem({ status: card.status, redeemableUntil }, input.lastDay, input.now);
    if (problem) {
      const [status, key] = GIFT_CARD_ADMIN_ERRORS[problem];
      throw new AppError(status, problem, key);
    }
    const deadline = deadlineAfter(input.lastDay);
    await queryRows(tx, sql`update gift_cards set redeemable_until = ${deadline} where id = ${input.id}`);
    await recordAudit(tx, {
      actorId: input.adminId,
      actorKind: 'admin',
      action: 'gift_card.extend',
      entity: 'gift_card',
      entityId: input.id,
      before: {
        redeemable_until: redeemableUntil.toISOString(),
        last_redeem_day: lastRedeemDay(redeemableUntil),
      },
      after: {
        redeemable_until: deadline.toISOString(),
        last_redeem_day: input.lastDay,
        reason: input.reason,
      },
      at: input.now,
    });
  });
}
