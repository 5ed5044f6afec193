import { giftCards } from '../../db/schema/promotions';
import { giftCardCodeHint, newGiftCardCode } from '../../domain/giftcards/gift-card-code';
import { giftCardCodeHash } from '../../domain/giftcards/gift-card-code-hash.server';
import { redeemableUntil } from '../../domain/giftcards/gift-card-rules';
import { platformAccountId, postTransaction } from '../../domain/wallet/ledger.server';
import { TEST_NOW, type TestApp } from './test-app';

/**
 * A paid gift card already delivered to its receiver, with the code the receiver's e-mail would carry
 * and the sale posted to the ledger (customer payments → gift card liability), as the purchase and the
 * delivery job leave it (docs/decisions/0041). For the wallet pages' journeys, which start where the
 * receiver holds the code.
 */
export async function deliveredGiftCard(
  t: Pick<TestApp, 'database'>,
  options: { amountCents: number; senderName?: string; paidAt?: Date },
): Promise<{ id: number; code: string }> {
  const db = t.database.db;
  const code = newGiftCardCode();
  const paidAt = options.paidAt ?? TEST_NOW;
  const [card] = await db
    .insert(giftCards)
    .values({
      codeHash: giftCardCodeHash(code),
      codeHint: giftCardCodeHint(code),
      amountCents: options.amountCents,
      totalCents: options.amountCents,
      celebrationType: 'birthday',
      deliveryDate: paidAt.toISOString().slice(0, 10),
      senderName: options.senderName ?? 'Lucía',
      senderEmail: 'sender@example.com',
      receiverName: 'Receiver',
      receiverEmail: 'receiver@example.com',
      status: 'paid',
      paymentMethod: 'card',
      paidAt,
      redeemableUntil: redeemableUntil(paidAt),
      deliveredAt: paidAt,
    })
    .returning({ id: giftCards.id });
  const [payments, liability] = [
    await platformAccountId(db, 'customer_payments'),
    await platformAccountId(db, 'gift_card_liability'),
  ];
  await postTransaction(
    db,
    {
      kind: 'gift_card_sale',
      referenceType: 'gift_card',
      referenceId: String(card!.id),
      entries: [
        { accountId: payments, amountCents: options.amountCents },
        { accountId: liability, amountCents: -options.amountCents },
      ],
    },
    paidAt,
  );
  return { id: card!.id, code };
}
