/**
 * Step 3 of the purchase pipeline (docs/decisions/0039): in one transaction, the server prices the
 * selection again with the booking engine (never the browser's total), validates the coupon again, takes
 * the seats, spends the wallet credit, records the coupon use, the purchase (`created`) and, when money
 * is still owed, the payment attempt whose key the provider will see. Wallet-only purchases are
 * confirmed in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { paymentAttempts } from '../../db/schema/payments';
import { readPickupArea } from '../experiences/pickup-area.server';
import { purchaseAddOns, purchaseParticipants, purchasePickups, purchases } from '../../db/schema/purchases';
import { randomString } from '../accounts/random-codes';
import { instantAt } from '../../common/time/zoned-time';
import { operatorShare, shareColumns } from '../earnings/operator-share';
import { AppError } from '../errors';
import { recordCouponUse } from '../pricing/coupon-use.server';
import { PARTICIPANT_TIERS } from '../pricing/participants';
import { spendWalletCredit } from './wallet-spend.server';
import { recordPlacedStatus } from './purchase-status-write.server';
import {
  addOnNames,
  assertCanPay,
  checkMethod,
  checkPickup,
  experienceFacts,
  priceForPurchase,
  seatsTaken,
} from './purchase-checks.server';
import type { PaymentChoice, PurchaseSelection } from './purchase-request';
import { normalHour } from './same-selection';
import { type Departure, takeSeats } from './seats.server';
import { afterConfirmed, type OnConfirmed } from './settle-purchase.server';

export interface PlacedPurchase {
  purchaseId: number;
  code: string;
  /** Owed to the card or PayPal; 0 when credit paid everything (the purchase is confirmed already). */
  chargeCents: number;
  /** The attempt to charge, when something is owed. */
  attempt: { id: number; providerKey: string } | null;
}

export interface PlaceInput {
  userId: number;
  selection: PurchaseSelection;
  payment: PaymentChoice;
  /** The gateway or PayPal that will be charged (stored on the attempt). */
  provider: string;
  /**
   * Card brand and last four digits, for the purchase record and the e-mail; the gateway's keyed
   * fingerprint for the attempt (docs/decisions/0042).
   */
  card: { brand: string; last4: string; fingerprint?: string | null } | null;
  lang: 'es' | 'en';
  now: Date;
  /** What a PayPal order was created for: the purchase must cost exactly that. */
  expectedChargeCents?: number;
  onConfirmed: OnConfirmed;
}

/** Readable, unambiguous booking references ("RB-7KQ2M9XW"), as travellers read them to an operator. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Runs step 3 in its own transaction; any refusal rolls everything back and nothing was taken. */
export async function placePurchase(db: Db, input: PlaceInput): Promise<PlacedPurchase> {
  return db.transaction(async (tx) => {
    const { selection, userId, now, payment } = input;
    await assertCanPay(tx, userId);
    const facts = await experienceFacts(tx, selection.experienceId);
    const priced = await priceForPurchase(tx, input);
    const { quote } = priced;
    const area = quote.needsPickupLocation
      ? await readPickupArea(tx, selection.experienceId, input.lang)
      : { circles: [] };
    const pickupWords = checkPickup(selection, quote, facts, area, input.lang);
    const chargeCents = quote.totalCents;
    checkMethod(payment, chargeCents);
    if (input.expectedChargeCents !== undefined && input.expectedChargeCents !== chargeCents) {
      throw new AppError(409, 'PRICE_CHANGED', 'payment.priceChanged');
    }

    const departure = {
      experienceId: selection.experienceId,
      companyId: priced.companyId,
      date: selection.date,
      hour: normalHour(selection.hour),
    };

    const share = operatorShare(
      {
        subtotalCents: quote.participantsCents,
        groupDiscountCents: quote.groupDiscountCents,
        addOnsCents: quote.additionalCents,
      },
      facts.commission_bps,
    );
    const paidByCredit = chargeCents === 0;
    const code = `RB-${randomString(8, CODE_ALPHABET)}`;
    const [purchase] = await tx
      .insert(purchases)
      .values({
        code,
        userId,
        experienceId: selection.experienceId,
        companyId: priced.companyId,
        bookingDate: selection.date,
        bookingHour: departure.hour,
        timeZone: priced.timeZone,
        startsAt: instantAt(priced.timeZone, selection.date, departure.hour),
        status: paidByCredit ? 'confirmed' : 'created',
        langCode: input.lang,
        totalParticipants: quote.totalParticipants,
        subtotalCents: quote.participantsCents,
        groupDiscountCents: quote.groupDiscountCents,
        addOnsCents: quote.additionalCents,
        couponDiscountCents: quote.couponDiscountCents,
        serviceFeeCents: quote.serviceFeeCents,
        ...shareColumns(share),
        totalCostCents: chargeCents + quote.walletDiscountCents,
        walletDiscountCents: quote.walletDiscountCents,
        totalPaymentCents: chargeCents,
        couponId: priced.couponId,
        paymentMethod: paidByCredit ? 'wallet' : payment.method,
        cardBrand: paidByCredit ? null : (input.card?.brand ?? null),
        cardLast4: paidByCredit ? null : (input.card?.last4 ?? null),
        hasTransport: quote.needsPickupLocation || !facts.has_meeting_point,
        voucherToken: randomBytes(18).toString('base64url'),
        cancellationPolicy: facts.cancellation_policy,
        durationMinutes: facts.duration_minutes,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: purchases.id });
    const purchaseId = purchase!.id;

    await tx.insert(purchaseParticipants).values(
      PARTICIPANT_TIERS.filter((tier) => selection.participants[tier] > 0).map((tier) => ({
        purchaseId,
        tier,
        quantity: selection.participants[tier],
        unitPriceCents: quote.tiers.find((line) => line.tier === tier)?.unitPriceCents ?? 0,
      })),
    );
    if (quote.addOns.length > 0) {
      const names = await addOnNames(
        tx,
        quote.addOns.map((line) => line.id),
        input.lang,
      );
      await tx.insert(purchaseAddOns).values(
        quote.addOns.map((line) => ({
          purchaseId,
          experienceAddOnId: line.id,
          name: names.get(line.id) ?? '',
          typeCode: line.typeCode,
          applyTo: line.applyTo,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalCents: line.totalCents,
        })),
      );
    }
    if (selection.pickup && quote.needsPickupLocation) {
      await tx.insert(purchasePickups).values({
        purchaseId,
        latitude: selection.pickup.lat,
        longitude: selection.pickup.lng,
        address: pickupWords ?? '',
      });
    }
    if (quote.walletDiscountCents > 0) {
      await spendWalletCredit(tx, userId, purchaseId, quote.walletDiscountCents, now);
    }
    await recordPlacedStatus(tx, {
      purchaseId,
      status: paidByCredit ? 'confirmed' : 'created',
      actorUserId: userId,
      now,
    });
    if (priced.couponId !== null) {
      // The coupon's limits are counted on rows every user of the coupon waits for, so, like the seats,
      // the use is recorded late: its locks last only until the commit (docs/decisions/0045).
      await recordCouponUse(tx, {
        couponId: priced.couponId,
        userId,
        purchaseId,
        discountCents: quote.couponDiscountCents,
        now,
      });
    }
    if (paidByCredit) {
      await afterConfirmed(tx, purchaseId, now, input.onConfirmed);
      await takeSeatsLast(tx, departure, quote.totalParticipants, priced.capacity, purchaseId);
      return { purchaseId, code, chargeCents, attempt: null };
    }

    const providerKey = `pa-${purchaseId}-${randomBytes(9).toString('base64url')}`;
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        purchaseId,
        userId,
        method: payment.method,
        provider: input.provider,
        providerKey,
        amountCents: chargeCents,
        source:
          payment.method === 'card'
            ? payment.cardToken
            : payment.method === 'paypal'
              ? payment.orderId
              : null,
        cardFingerprint: payment.method === 'card' ? (input.card?.fingerprint ?? null) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: paymentAttempts.id });
    await takeSeatsLast(tx, departure, quote.totalParticipants, priced.capacity, purchaseId);
    return { purchaseId, code, chargeCents, attempt: { id: attempt!.id, providerKey } };
  });
}

/**
 * The seats are the transaction's last statement: the departure's row stays locked from this update to
 * the commit, and every buyer of that departure waits for it, so the lock is held as briefly as possible.
 */
async function takeSeatsLast(
  tx: DbOrTx,
  departure: Departure,
  seats: number,
  capacity: number,
  purchaseId: number,
) {
  if (!(await takeSeats(tx, departure, seats, capacity, purchaseId))) throw seatsTaken();
}
