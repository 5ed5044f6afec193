import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { instantAt } from '../../common/time/zoned-time';
import { PICKUP_TYPE_CODE } from '../../domain/catalog/add-on-types';
import { isCancellationPolicyId, refundDeadline } from '../../domain/catalog/cancellation-policy';
import { DEFAULT_COMMISSION_BPS, operatorShare, shareColumns } from '../../domain/earnings/operator-share';
import { isCanceled } from '../../domain/purchases/purchase-lifecycle';
import { spendWalletCredit } from '../../domain/purchases/wallet-spend.server';
import { type DbOrTx, queryRows } from '../client';
import { timeSlots } from '../schema/availability';
import { purchaseAddOns, purchaseParticipants, purchasePickups, purchases } from '../schema/purchases';
import type { SeedContent } from './content';
import { demoBookingAmounts } from './demo-booking-amounts';
import { insertReturningIds } from './insert-rows';
import type { PlannedDemoBooking } from './plan-demo-agenda';
import type { PlannedExperience } from './plan-experiences';
import { writeDemoHistory, writeDemoPayment } from './write-demo-payment';

const DAY_MS = 86_400_000;
/** Credit the demo traveller spends on her first booking: the rest of her sign-up credit stays. */
const WALLET_PART_CENTS = 1000;
const SEATED = new Set(['created', 'confirmed', 'in_progress', 'completed']);

/** What every demo booking is written from: the planned catalogue, its rows' ids and the seed's clock. */
export interface DemoBookingContext {
  content: SeedContent;
  planned: readonly PlannedExperience[];
  experienceIds: number[];
  companyIds: Map<string, number>;
  now: Date;
  zones: Map<string, string>;
}

/**
 * One demo booking as the checkout and the payment pipeline leave it: its seats on its departure (added to
 * the departure's row when another demo booking holds seats there), its participants and add-on, the
 * wallet credit and the card's charge (refunded in full when cancelled), and its status history. `token`
 * fixes the voucher's secret (a voucher the README names); a random one otherwise.
 */
export async function writeDemoBooking(
  db: DbOrTx,
  ctx: DemoBookingContext,
  b: PlannedDemoBooking,
  who: { userId: number; token?: string },
): Promise<{ id: number; experienceId: number; companyId: number; startsAt: Date }> {
  const { now, planned, content, zones } = ctx;
  const { userId } = who;
  const p = planned[b.experience]!;
  const experienceId = ctx.experienceIds[b.experience]!;
  const companyId = ctx.companyIds.get(p.companyName)!;
  const timeZone = zones.get(p.countryIso)!;
  const startsAt = instantAt(timeZone, b.date, b.hour);
  const bookedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 30 * DAY_MS);
  const cost = demoBookingAmounts(p, b, content);
  const wallet = b.payment === 'wallet+card' ? Math.min(WALLET_PART_CENTS, cost.total) : 0;
  const charged = cost.total - wallet;
  const canceled = isCanceled(b.status);
  const policy = isCancellationPolicyId(p.cancellationPolicy) ? p.cancellationPolicy : 1;
  const canceledAt = canceled
    ? new Date(Math.min(now.getTime(), (refundDeadline(policy, startsAt) ?? startsAt).getTime()) - 2 * DAY_MS)
    : null;
  const seated = SEATED.has(b.status);
  const [slot] = seated
    ? await db
        .insert(timeSlots)
        .values({
          experienceId,
          companyId,
          slotDate: b.date,
          slotTime: b.hour,
          capacity: Math.max(b.capacity, cost.people),
          seatsTaken: cost.people,
        })
        .onConflictDoUpdate({
          target: [timeSlots.experienceId, timeSlots.slotDate, timeSlots.slotTime],
          set: {
            seatsTaken: sql`${timeSlots.seatsTaken} + excluded.seats_taken`,
            capacity: sql`greatest(${timeSlots.capacity}, ${timeSlots.seatsTaken} + excluded.seats_taken)`,
          },
        })
        .returning({ id: timeSlots.id })
    : [undefined];
  const slotId = slot?.id;
  const [purchaseId] = await insertReturningIds(db, purchases, [
    {
      code: b.code,
      userId,
      experienceId,
      companyId,
      timeSlotId: slotId ?? null,
      bookingDate: b.date,
      bookingHour: b.hour,
      timeZone,
      startsAt,
      status: b.status,
      totalParticipants: cost.people,
      subtotalCents: cost.subtotal,
      groupDiscountCents: cost.groupDiscount,
      addOnsCents: cost.addOn?.total ?? 0,
      serviceFeeCents: cost.fee,
      // The seeded companies keep the default rate.
      ...shareColumns(
        operatorShare(
          {
            subtotalCents: cost.subtotal,
            groupDiscountCents: cost.groupDiscount,
            addOnsCents: cost.addOn?.total ?? 0,
          },
          DEFAULT_COMMISSION_BPS,
        ),
      ),
      totalCostCents: cost.total,
      walletDiscountCents: wallet,
      totalPaymentCents: charged,
      refundedCents: canceled ? cost.total : 0,
      paymentMethod: b.payment === 'paypal' ? 'paypal' : 'card',
      cardBrand: b.payment === 'paypal' ? null : 'visa',
      cardLast4: b.payment === 'paypal' ? null : '1111',
      hasTransport: cost.addOn?.typeCode === PICKUP_TYPE_CODE || p.meeting === null,
      voucherToken:
        b.status === 'created' || canceled ? null : (who.token ?? randomBytes(18).toString('base64url')),
      cancellationPolicy: policy,
      durationMinutes: p.durationMinutes,
      createdAt: bookedAt,
      updatedAt: canceledAt ?? bookedAt,
      canceledAt,
      reviewRequestedAt: b.status === 'completed' ? new Date(startsAt.getTime() + DAY_MS) : null,
    },
  ]);
  const id = purchaseId!;
  await db.insert(purchaseParticipants).values([
    { purchaseId: id, tier: 'adults', quantity: b.adults, unitPriceCents: p.priceAdultsCents },
    ...(b.children > 0
      ? [
          {
            purchaseId: id,
            tier: 'children' as const,
            quantity: b.children,
            unitPriceCents: p.priceChildrenCents ?? 0,
          },
        ]
      : []),
  ]);
  if (cost.addOn) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select ea.id from experience_add_ons ea join add_on_items ai on ai.id = ea.add_on_item_id
        where ea.experience_id = ${experienceId} and ai.key = ${cost.addOn.key}`,
    );
    await db.insert(purchaseAddOns).values({
      purchaseId: id,
      experienceAddOnId: row?.id ?? null,
      name: cost.addOn.name,
      typeCode: cost.addOn.typeCode,
      applyTo: cost.addOn.applyTo,
      quantity: cost.addOn.quantity,
      unitPriceCents: cost.addOn.unit,
      totalCents: cost.addOn.total,
    });
    if (cost.addOn.typeCode === PICKUP_TYPE_CODE) {
      await db.insert(purchasePickups).values({
        purchaseId: id,
        latitude: Math.round((p.latitude + 0.004) * 1e6) / 1e6,
        longitude: Math.round((p.longitude - 0.003) * 1e6) / 1e6,
      });
    }
  }
  if (wallet > 0) await spendWalletCredit(db, userId, id, wallet, bookedAt);
  await writeDemoPayment(db, {
    id,
    userId,
    code: b.code,
    payment: b.payment,
    status: b.status,
    charged,
    bookedAt,
    canceledAt,
  });
  await writeDemoHistory(db, { purchaseId: id, userId, status: b.status, bookedAt, canceledAt });
  return { id, experienceId, companyId, startsAt };
}
