import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { experiences } from '../../db/schema/experiences';
import { operatorShare, shareColumns } from '../../domain/earnings/operator-share';
import { purchaseAddOns, purchaseParticipants, purchasePickups, purchases } from '../../db/schema/purchases';
import type { ParticipantTier, PurchaseStatus } from '../../domain/purchases/purchase-json';

export interface TestPurchaseInput {
  userId: number;
  experienceId: number;
  status?: PurchaseStatus;
  /** The booked instant; booking_date and booking_hour are its UTC date and time (time_zone UTC). */
  startsAt?: Date;
  createdAt?: Date;
  totalCostCents?: number;
  walletDiscountCents?: number;
  paymentMethod?: 'card' | 'paypal' | 'wallet';
  participants?: Partial<Record<ParticipantTier, number>>;
  /** `experienceAddOnId` links the booked add-on to the experience's (null: since deleted). */
  addOns?: { name: string; quantity: number; totalCents: number; experienceAddOnId?: number }[];
  pickup?: { latitude: number; longitude: number };
  couponId?: number;
  voucherToken?: string;
}

/**
 * A purchase row as the checkout would leave it, written straight to the tables, for tests of what reads
 * purchases. Amounts keep the database's rule: payment + wallet = cost.
 */
export async function insertTestPurchase(
  db: DbOrTx,
  input: TestPurchaseInput,
): Promise<{ id: number; code: string }> {
  const [experience] = await db
    .select({ companyId: experiences.companyId, commissionBps: companies.commissionBps })
    .from(experiences)
    .innerJoin(companies, eq(companies.id, experiences.companyId))
    .where(eq(experiences.id, input.experienceId));
  if (!experience) throw new Error(`no experience ${input.experienceId}`);
  const startsAt = input.startsAt ?? new Date(Date.now() + 7 * 86_400_000);
  const iso = startsAt.toISOString();
  const cost = input.totalCostCents ?? 10_000;
  const wallet = Math.min(input.walletDiscountCents ?? 0, cost);
  const tiers = { adults: 2, ...input.participants };
  const total = Object.values(tiers).reduce((sum, quantity) => sum + (quantity ?? 0), 0);
  const code = `T${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(purchases)
    .values({
      code,
      userId: input.userId,
      experienceId: input.experienceId,
      companyId: experience.companyId,
      bookingDate: iso.slice(0, 10),
      bookingHour: iso.slice(11, 19),
      timeZone: 'UTC',
      startsAt,
      status: input.status ?? 'confirmed',
      totalParticipants: total,
      subtotalCents: cost,
      ...shareColumns(
        operatorShare(
          { subtotalCents: cost, groupDiscountCents: 0, addOnsCents: 0 },
          experience.commissionBps,
        ),
      ),
      totalCostCents: cost,
      walletDiscountCents: wallet,
      totalPaymentCents: cost - wallet,
      couponId: input.couponId,
      paymentMethod: input.paymentMethod ?? (wallet === cost ? 'wallet' : 'card'),
      cardBrand: input.paymentMethod === 'card' || (!input.paymentMethod && wallet < cost) ? 'visa' : null,
      cardLast4: input.paymentMethod === 'card' || (!input.paymentMethod && wallet < cost) ? '4242' : null,
      voucherToken: input.voucherToken ?? randomBytes(16).toString('base64url'),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase not inserted');
  const participantRows = Object.entries(tiers)
    .filter(([, quantity]) => (quantity ?? 0) > 0)
    .map(([tier, quantity]) => ({
      purchaseId: row.id,
      tier: tier as ParticipantTier,
      quantity: quantity ?? 0,
      unitPriceCents: 0,
    }));
  if (participantRows.length > 0) await db.insert(purchaseParticipants).values(participantRows);
  for (const addOn of input.addOns ?? []) {
    await db.insert(purchaseAddOns).values({
      purchaseId: row.id,
      experienceAddOnId: addOn.experienceAddOnId ?? null,
      name: addOn.name,
      typeCode: 1,
      applyTo: 1,
      quantity: addOn.quantity,
      unitPriceCents: Math.round(addOn.totalCents / addOn.quantity),
      totalCents: addOn.totalCents,
    });
  }
  if (input.pickup) await db.insert(purchasePickups).values({ purchaseId: row.id, ...input.pickup });
  return { id: row.id, code };
}
