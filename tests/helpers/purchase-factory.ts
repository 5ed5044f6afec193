import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { instantAt } from '../../common/time/zoned-time';
import { DEFAULT_COMMISSION_BPS, operatorShare } from '../../domain/earnings/operator-share';

export interface InsertPurchaseOptions {
  /** A published experience; the first one by id when omitted. */
  experienceId?: number;
  /** The buyer; a new user (with `email`, `firstName`, `lang`) when omitted. */
  userId?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
  lang?: 'es' | 'en';
  status?: 'created' | 'confirmed' | 'in_progress' | 'completed' | 'canceled_by_customer';
  code?: string;
  /** null: a purchase without a public voucher. Random when omitted. */
  voucherToken?: string | null;
  bookingDate?: string;
  bookingHour?: string;
  participants?: {
    tier: 'adults' | 'children' | 'babies' | 'seniors';
    quantity: number;
    unitPriceCents: number;
  }[];
  /** Add-ons as booked; one lunch for everyone when omitted, none with []. */
  addOns?: { name: string; quantity: number; unitPriceCents: number; typeCode?: number; applyTo?: number }[];
  pickup?: { latitude: number; longitude: number; address?: string; notes?: string | null } | null;
  walletCents?: number;
  paymentMethod?: 'card' | 'paypal' | 'wallet';
  cardBrand?: string | null;
  cardLast4?: string | null;
  createdAt?: Date;
  /** The experience's duration when booked (the status job completes the purchase after it). */
  durationMinutes?: number;
  /** The cancellation policy when booked (1 non-refundable … 6 15 days). */
  cancellationPolicy?: number;
}

export interface InsertedPurchase {
  id: number;
  code: string;
  token: string | null;
  userId: number;
  email: string;
  experienceId: number;
  timeZone: string;
  /** The start instant (bookingDate and bookingHour on the experience's clock). */
  startsAt: Date;
  totalCostCents: number;
}

let sequence = 0;

/**
 * A purchase as the checkout pipeline leaves it (docs/decisions/0039): confirmed, with the experience's
 * duration and cancellation policy as its terms, its participants,
 * an add-on, its amounts adding up (total = charged + wallet) and a voucher token, on a seeded
 * experience. Every amount and choice can be overridden; nothing is validated against the catalogue
 * (prices, capacity), which is what makes it a factory and not the pipeline.
 */
export async function insertPurchase(
  db: DbOrTx,
  options: InsertPurchaseOptions = {},
): Promise<InsertedPurchase> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${randomBytes(2).toString('hex')}`.toUpperCase();
  const [experience] = await queryRows<{
    id: number;
    company_id: number;
    time_zone: string;
    duration_minutes: number;
    cancellation_policy: number;
  }>(
    db,
    sql`select e.id, e.company_id, c.time_zone, e.duration_minutes, e.cancellation_policy
        from experiences e join countries c on c.id = e.country_id
        where ${options.experienceId === undefined ? sql`e.status = 'published'` : sql`e.id = ${options.experienceId}`}
        order by e.id limit 1`,
  );
  if (!experience) throw new Error('insertPurchase: no experience (seed the database first)');

  const lang = options.lang ?? 'es';
  let userId = options.userId;
  let email = options.email ?? `buyer-${unique.toLowerCase()}@example.com`;
  if (userId === undefined) {
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, first_name, last_name, language)
          values (${email}, ${options.firstName ?? 'Eva'}, ${options.lastName ?? 'Ruiz'}, ${lang}) returning id`,
    );
    userId = user!.id;
  } else {
    const [user] = await queryRows<{ email: string }>(
      db,
      sql`select email::text as email from users where id = ${userId}`,
    );
    email = user!.email;
  }

  const participants = options.participants ?? [
    { tier: 'adults' as const, quantity: 2, unitPriceCents: 5000 },
    { tier: 'children' as const, quantity: 1, unitPriceCents: 3000 },
  ];
  const totalParticipants = participants.reduce((sum, p) => sum + p.quantity, 0);
  const addOns = (
    options.addOns ?? [{ name: 'Almuerzo', quantity: totalParticipants, unitPriceCents: 1200 }]
  ).map((addOn) => ({ ...addOn, totalCents: addOn.quantity * addOn.unitPriceCents }));
  const subtotal = participants.reduce((sum, p) => sum + p.quantity * p.unitPriceCents, 0);
  const addOnsCents = addOns.reduce((sum, a) => sum + a.totalCents, 0);
  const total = subtotal + addOnsCents;
  const share = operatorShare(
    { subtotalCents: subtotal, groupDiscountCents: 0, addOnsCents },
    DEFAULT_COMMISSION_BPS,
  );
  const wallet = Math.min(options.walletCents ?? 0, total);
  const paymentMethod = options.paymentMethod ?? (wallet === total ? 'wallet' : 'card');
  const bookingDate = options.bookingDate ?? '2026-11-24';
  const bookingHour = options.bookingHour ?? '08:00';
  const code = options.code ?? `T${unique}`.slice(0, 12);
  const token =
    options.voucherToken === undefined ? randomBytes(24).toString('base64url') : options.voucherToken;
  const createdAt = options.createdAt ?? new Date('2026-11-22T15:00:00Z');

  const [purchase] = await queryRows<{ id: number }>(
    db,
    sql`insert into purchases (code, user_id, experience_id, company_id, booking_date, booking_hour, time_zone,
          starts_at, status, lang_code, total_participants, subtotal_cents, add_ons_cents, total_cost_cents,
          wallet_discount_cents, total_payment_cents, payment_method, card_brand, card_last4, has_transport,
          voucher_token, duration_minutes, cancellation_policy, created_at, updated_at, commission_cents,
          operator_payable_cents)
        values (${code}, ${userId}, ${experience.id}, ${experience.company_id}, ${bookingDate}, ${bookingHour},
          ${experience.time_zone}, ${instantAt(experience.time_zone, bookingDate, bookingHour)},
          ${options.status ?? 'confirmed'}::purchase_status, ${lang}, ${totalParticipants}, ${subtotal},
          ${addOnsCents}, ${total}, ${wallet}, ${total - wallet}, ${paymentMethod}::payment_method,
          ${paymentMethod === 'card' ? (options.cardBrand === undefined ? 'Visa' : options.cardBrand) : null},
          ${paymentMethod === 'card' ? (options.cardLast4 === undefined ? '4242' : options.cardLast4) : null},
          ${Boolean(options.pickup)}, ${token}, ${options.durationMinutes ?? experience.duration_minutes},
          ${options.cancellationPolicy ?? experience.cancellation_policy}, ${createdAt}, ${createdAt},
          ${share.commissionCents}, ${share.payableCents})
        returning id`,
  );
  const id = purchase!.id;
  for (const p of participants) {
    await db.execute(sql`insert into purchase_participants (purchase_id, tier, quantity, unit_price_cents)
      values (${id}, ${p.tier}::participant_tier, ${p.quantity}, ${p.unitPriceCents})`);
  }
  for (const a of addOns) {
    await db.execute(sql`insert into purchase_add_ons (purchase_id, name, type_code, apply_to, quantity,
        unit_price_cents, total_cents)
      values (${id}, ${a.name}, ${a.typeCode ?? 1}, ${a.applyTo ?? 2}, ${a.quantity}, ${a.unitPriceCents},
        ${a.totalCents})`);
  }
  if (options.pickup) {
    await db.execute(sql`insert into purchase_pickups (purchase_id, latitude, longitude, address, notes)
      values (${id}, ${options.pickup.latitude}, ${options.pickup.longitude}, ${options.pickup.address ?? ''},
        ${options.pickup.notes ?? null})`);
  }
  return {
    id,
    code,
    token,
    userId,
    email,
    experienceId: experience.id,
    timeZone: experience.time_zone,
    startsAt: instantAt(experience.time_zone, bookingDate, bookingHour),
    totalCostCents: total,
  };
}
