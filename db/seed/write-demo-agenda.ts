import { randomBytes } from 'node:crypto';
import { isCanceled } from '../../domain/purchases/purchase-lifecycle';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/accounts/password-hash.server';
import { instantAt } from '../../common/time/zoned-time';
import { refundDeadline, isCancellationPolicyId } from '../../domain/catalog/cancellation-policy';
import { PICKUP_TYPE_CODE } from '../../domain/catalog/add-on-types';
import { postSignupCredit } from '../../domain/accounts/signup-credit.server';
import { spendWalletCredit } from '../../domain/purchases/wallet-spend.server';
import { DEFAULT_COMMISSION_BPS, operatorShare, shareColumns } from '../../domain/earnings/operator-share';
import { SIGNUP_CREDIT_CENTS } from '../../domain/wallet/promotions';
import { type DbOrTx, queryRows } from '../client';
import { users } from '../schema/accounts';
import { timeSlots } from '../schema/availability';
import { reviews } from '../schema/engagement';
import { purchaseAddOns, purchaseParticipants, purchasePickups, purchases } from '../schema/purchases';
import type { SeedContent } from './content';
import { insertReturningIds } from './insert-rows';
import { demoBookingAmounts } from './demo-booking-amounts';
import { writeDemoGiftCards } from './write-demo-gift-cards';
import { writeDemoHistory, writeDemoPayment } from './write-demo-payment';
import { DEMO_TRAVELLER, planDemoAgenda } from './plan-demo-agenda';
import type { PlannedExperience } from './plan-experiences';

const DAY_MS = 86_400_000;
/** Credit the demo traveller spends on her first booking: the rest of her sign-up credit stays. */
const WALLET_PART_CENTS = 1000;
/** Dial codes of the catalogue's countries, for the operators' demo phone numbers. */
const DIAL: Record<string, string> = {
  PA: '507',
  CO: '57',
  DO: '1809',
  GT: '502',
  CR: '506',
  PR: '1787',
  SV: '503',
};

const SEATED = new Set(['created', 'confirmed', 'in_progress', 'completed']);

/**
 * The demo traveller (README.md § Demo accounts and the agenda) and her agenda: sign-up credit and gift cards in the
 * ledger, bookings in every status, seats taken on their departures, and for every card payment the
 * captured charge the sandbox gateway knows, so cancelling one refunds it through the gateway as a real
 * one would be.
 */
export async function writeDemoAgenda(
  db: DbOrTx,
  content: SeedContent,
  planned: readonly PlannedExperience[],
  refs: { experienceIds: number[]; companyIds: Map<string, number>; now: Date },
) {
  const { now } = refs;
  const zones = new Map<string, string>(content.countries.map((c) => [c.isoCode, c.timeZone]));
  const pickups = new Set(content.addOns.filter((a) => a.typeCode === PICKUP_TYPE_CODE).map((a) => a.key));
  const bookings = planDemoAgenda(
    planned,
    (iso) => zones.get(iso)!,
    now,
    (key) => pickups.has(key),
  );
  const joined = new Date(now.getTime() - 90 * DAY_MS);
  const [travellerId] = await insertReturningIds(db, users, [
    {
      email: DEMO_TRAVELLER.email,
      passwordHash: await hashPassword(DEMO_TRAVELLER.password),
      firstName: DEMO_TRAVELLER.firstName,
      lastName: DEMO_TRAVELLER.lastName,
      country: 'PA',
      phone: '+50761234567',
      language: 'es',
      newUser: false,
      emailVerifiedAt: joined,
      createdAt: joined,
    },
  ]);
  const userId = travellerId!;
  await postSignupCredit(db, userId, SIGNUP_CREDIT_CENTS, joined);
  await writeDemoGiftCards(db, userId, now);

  for (const b of bookings) {
    const p = planned[b.experience]!;
    const experienceId = refs.experienceIds[b.experience]!;
    const companyId = refs.companyIds.get(p.companyName)!;
    const timeZone = zones.get(p.countryIso)!;
    const startsAt = instantAt(timeZone, b.date, b.hour);
    const bookedAt = new Date(Math.min(now.getTime(), startsAt.getTime()) - 30 * DAY_MS);
    const cost = demoBookingAmounts(p, b, content);
    const wallet = b.payment === 'wallet+card' ? Math.min(WALLET_PART_CENTS, cost.total) : 0;
    const charged = cost.total - wallet;
    const canceled = isCanceled(b.status);
    const policy = isCancellationPolicyId(p.cancellationPolicy) ? p.cancellationPolicy : 1;
    const canceledAt = canceled
      ? new Date(
          Math.min(now.getTime(), (refundDeadline(policy, startsAt) ?? startsAt).getTime()) - 2 * DAY_MS,
        )
      : null;
    const seated = SEATED.has(b.status);
    const [slotId] = seated
      ? await insertReturningIds(db, timeSlots, [
          {
            experienceId,
            companyId,
            slotDate: b.date,
            slotTime: b.hour,
            capacity: Math.max(b.capacity, cost.people),
            seatsTaken: cost.people,
          },
        ])
      : [undefined];
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
        voucherToken: b.status === 'created' || canceled ? null : randomBytes(18).toString('base64url'),
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
    if (b.reviewed) {
      await db.insert(reviews).values({
        experienceId,
        userId,
        purchaseId: id,
        authorFirstName: DEMO_TRAVELLER.firstName,
        authorLastName: DEMO_TRAVELLER.lastName,
        rating: 5,
        publicComment: 'Todo salió como lo prometieron: puntuales, amables y con muy buenas explicaciones.',
        langCode: 'es',
        createdAt: new Date(startsAt.getTime() + 2 * DAY_MS),
      });
      await db.execute(sql`update experiences e set rating = s.avg, review_count = s.n
        from (select avg(rating)::float8 as avg, count(*)::int as n from reviews where experience_id = ${experienceId}) s
        where e.id = ${experienceId}`);
    }
    // Operators of the demo bookings can be called and messaged from the agenda.
    await db.execute(sql`update companies set phone = ${`+${DIAL[p.countryIso] ?? '507'}6000${String(1000 + id).slice(-4)}`}
      where id = ${companyId} and phone = ''`);
  }
}
