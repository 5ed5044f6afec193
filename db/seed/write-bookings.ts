import { instantAt } from '../../common/time/zoned-time';
import { DEFAULT_COMMISSION_BPS, operatorShare, shareColumns } from '../../domain/earnings/operator-share';
import { serviceFeeCents } from '../../domain/pricing/service-fee';
import type { DbOrTx } from '../client';
import { users } from '../schema/accounts';
import { timeSlots } from '../schema/availability';
import { coupons } from '../schema/promotions';
import { purchaseParticipants, purchases } from '../schema/purchases';
import type { SeedContent } from './content';
import { coupons as seedCoupons } from './data/coupons';
import { insertMany, insertReturningIds } from './insert-rows';
import type { PlannedExperience } from './plan-experiences';

const DAY_MS = 86_400_000;

/**
 * The demo coupons, and the seats already sold on some departures: one demo traveller's confirmed
 * purchases, with the departure rows the checkout keeps (time_slots), so the calendar shows places
 * running out (docs/product.md § Booking).
 */
export async function writeBookings(
  db: DbOrTx,
  content: SeedContent,
  planned: readonly PlannedExperience[],
  refs: { experienceIds: number[]; companyIds: Map<string, number>; now: Date },
) {
  const at = (days: number | null) => (days === null ? null : new Date(refs.now.getTime() + days * DAY_MS));
  await insertMany(
    db,
    coupons,
    seedCoupons.map((coupon) => ({
      code: coupon.code,
      kind: coupon.kind ?? 'promotion',
      percent: coupon.percent,
      maxPriceByExperienceCents: coupon.maxPriceByExperienceCents,
      maxDiscountAppliedCents: coupon.maxDiscountAppliedCents,
      validFrom: at(coupon.validFromDays),
      validUntil: at(coupon.validUntilDays),
      maxUses: coupon.maxUses ?? null,
      maxUsesPerUser: coupon.maxUsesPerUser,
    })),
  );

  const holds = planned.flatMap((p, i) =>
    p.heldSeats.map((hold) => ({ hold, p, experienceId: refs.experienceIds[i]! })),
  );
  if (holds.length === 0) return;
  const [travellerId] = await insertReturningIds(db, users, [
    { email: 'viajera.demo@reservas.example', firstName: 'Lucía', lastName: 'Demo', newUser: false },
  ]);
  const zones = new Map<string, string>(
    content.countries.map((country) => [country.isoCode, country.timeZone]),
  );
  const slotIds = await insertReturningIds(
    db,
    timeSlots,
    holds.map(({ hold, p, experienceId }) => ({
      experienceId,
      companyId: refs.companyIds.get(p.companyName)!,
      slotDate: hold.date,
      slotTime: hold.hour,
      capacity: hold.capacity,
      seatsTaken: hold.purchases.reduce((sum, seats) => sum + seats, 0),
    })),
  );
  const rows = holds.flatMap(({ hold, p, experienceId }, i) =>
    hold.purchases.map((seats) => {
      const timeZone = zones.get(p.countryIso)!;
      const unit = p.isPackage ? 0 : p.priceAdultsCents;
      const subtotal = p.isPackage ? p.pricePackageCents : unit * seats;
      const fee = serviceFeeCents(seats);
      return {
        purchase: {
          userId: travellerId!,
          experienceId,
          companyId: refs.companyIds.get(p.companyName)!,
          timeSlotId: slotIds[i]!,
          bookingDate: hold.date,
          bookingHour: hold.hour,
          timeZone,
          startsAt: instantAt(timeZone, hold.date, hold.hour),
          status: 'confirmed' as const,
          totalParticipants: seats,
          subtotalCents: subtotal,
          // The seeded companies keep the default rate.
          ...shareColumns(
            operatorShare(
              { subtotalCents: subtotal, groupDiscountCents: 0, addOnsCents: 0 },
              DEFAULT_COMMISSION_BPS,
            ),
          ),
          serviceFeeCents: fee,
          totalCostCents: subtotal + fee,
          totalPaymentCents: subtotal + fee,
          paymentMethod: 'card' as const,
          cardBrand: 'visa',
          cardLast4: '4242',
        },
        participants: { quantity: seats, unitPriceCents: unit },
      };
    }),
  );
  const purchaseIds = await insertReturningIds(
    db,
    purchases,
    rows.map((row, i) => ({ ...row.purchase, code: `DEMO${String(i + 1).padStart(5, '0')}` })),
  );
  await insertMany(
    db,
    purchaseParticipants,
    rows.map((row, i) => ({ purchaseId: purchaseIds[i]!, tier: 'adults' as const, ...row.participants })),
  );
}
