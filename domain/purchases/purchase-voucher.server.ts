import { timingSafeEqual } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { isLang, type Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { isCancellationPolicyId } from '../catalog/cancellation-policy';
import { localizedValue } from '../catalog/localized-sql';
import { experiencePath } from '../catalog/slug';
import { bookedAddOnName } from './add-on-name.server';
import { isBooking } from './booking-rows';
import type { ParticipantTier, PurchaseStatus, PurchaseVoucher } from './purchase-voucher';

export type { ParticipantTier, PurchaseStatus, PurchaseVoucher } from './purchase-voucher';

interface PurchaseRow {
  id: number;
  code: string;
  voucher_token: string | null;
  status: PurchaseStatus;
  lang_code: string;
  booking_date: string;
  booking_hour: string;
  time_zone: string;
  starts_at: Date | string;
  created_at: Date | string;
  total_participants: number;
  subtotal_cents: number;
  group_discount_cents: number;
  add_ons_cents: number;
  coupon_discount_cents: number;
  service_fee_cents: number;
  total_cost_cents: number;
  wallet_discount_cents: number;
  total_payment_cents: number;
  refunded_cents: number;
  payment_method: 'card' | 'paypal' | 'wallet';
  card_brand: string | null;
  card_last4: string | null;
  coupon_code: string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  experience_id: number;
  duration_minutes: number;
  cancellation_policy: number;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  operator_name: string;
  operator_contact_email: string | null;
  operator_contact_phone: string | null;
  operator_email: string;
  operator_phone: string;
}

const TIER_ORDER: ParticipantTier[] = ['adults', 'children', 'babies', 'seniors'];

/** Equal strings, compared in time that does not depend on where they first differ. */
export function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  // Compared against itself when the lengths differ, so the work done does not say how long the secret is.
  return timingSafeEqual(a, a.length === b.length ? b : a) && a.length === b.length;
}

/**
 * The voucher of a purchase, by id (the server's own callers: the confirmation e-mail) or by the public
 * pair of the voucher link, code and token, with its texts in the purchase's language or `options.lang`.
 * A wrong token, an unknown code, a purchase that has no token and one that never became a booking
 * (decision 0047) all answer null alike, so the link's page cannot tell which codes exist.
 */
export async function loadPurchaseVoucher(
  db: DbOrTx,
  key: { purchaseId: number } | { code: string; token: string },
  options: { lang?: Lang } = {},
): Promise<PurchaseVoucher | null> {
  const where: SQL = 'purchaseId' in key ? sql`p.id = ${key.purchaseId}` : sql`p.code = ${key.code}`;
  const [row] = await queryRows<PurchaseRow>(
    db,
    sql`select p.id, p.code, p.voucher_token, p.status, p.lang_code, p.booking_date::text as booking_date,
          to_char(p.booking_hour, 'HH24:MI') as booking_hour, p.time_zone, p.starts_at, p.created_at, p.total_participants,
          p.subtotal_cents, p.group_discount_cents, p.add_ons_cents, p.coupon_discount_cents,
          p.service_fee_cents, p.total_cost_cents, p.wallet_discount_cents, p.total_payment_cents,
          p.refunded_cents, p.payment_method, p.card_brand, p.card_last4, c.code as coupon_code,
          u.id as user_id, u.first_name, u.last_name, u.email::text as email,
          e.id as experience_id, p.duration_minutes, p.cancellation_policy, e.meeting_latitude,
          e.meeting_longitude, co.company_name as operator_name,
          co.contact_email::text as operator_contact_email, co.contact_phone as operator_contact_phone,
          co.email::text as operator_email, co.phone as operator_phone
        from purchases p
        join users u on u.id = p.user_id
        join companies co on co.id = p.company_id
        join experiences e on e.id = p.experience_id
        left join coupons c on c.id = p.coupon_id
        where ${where} and ${isBooking('p')}`,
  );
  if (!row || row.voucher_token === null) return null;
  if ('token' in key && !sameSecret(key.token, row.voucher_token)) return null;

  // The purchase's language unless the caller reads it in another (the voucher page: the visitor's).
  const lang: Lang = options.lang ?? (isLang(row.lang_code) ? row.lang_code : 'es');
  const [texts, participants, addOns, pickups, toBring] = await allQueries(
    db,
    () =>
      queryRows<{
        name: string;
        slug: string;
        meeting_reference: string;
        meeting_address: string;
        meeting_instructions: string;
        country_name: string;
        destination_name: string;
      }>(
        db,
        sql`select ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'name', lang)} as name,
            ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'slug', lang)} as slug,
            ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'meeting_reference', lang)}
              as meeting_reference,
            ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'meeting_address', lang)}
              as meeting_address,
            ${localizedValue('experience_translations', 'experience_id', sql`e.id`, 'meeting_instructions', lang)}
              as meeting_instructions,
            ${localizedValue('country_translations', 'country_id', sql`e.country_id`, 'name', lang)} as country_name,
            ${localizedValue('destination_translations', 'destination_id', sql`e.destination_id`, 'name', lang)}
              as destination_name
          from experiences e where e.id = ${row.experience_id}`,
      ),
    () =>
      queryRows<{
        tier: ParticipantTier;
        quantity: number;
        unit_price_cents: number;
      }>(
        db,
        sql`select tier::text as tier, quantity, unit_price_cents from purchase_participants
          where purchase_id = ${row.id} and quantity > 0 order by id`,
      ),
    () =>
      queryRows<{
        name: string;
        quantity: number;
        unit_price_cents: number;
        total_cents: number;
      }>(
        db,
        sql`select ${bookedAddOnName(lang)} as name, pa.quantity, pa.unit_price_cents, pa.total_cents
          from purchase_add_ons pa where pa.purchase_id = ${row.id} order by pa.id`,
      ),
    () =>
      queryRows<{
        latitude: number;
        longitude: number;
        address: string;
        notes: string | null;
      }>(
        db,
        sql`select latitude, longitude, address, notes from purchase_pickups where purchase_id = ${row.id}`,
      ),
    () =>
      queryRows<{ name: string }>(
        db,
        sql`select ${localizedValue('detail_item_translations', 'detail_item_id', sql`di.id`, 'name', lang)} as name
          from experience_details ed join detail_items di on di.id = ed.detail_item_id
          where ed.experience_id = ${row.experience_id} and di.type in ('requirements', 'recommendations')
          order by di.type, ed.position, di.id`,
      ),
  );
  const text = texts[0];
  const name = text?.name ?? '';
  const pickup = pickups[0];
  return {
    id: row.id,
    code: row.code,
    token: row.voucher_token,
    status: row.status,
    lang,
    bookingDate: row.booking_date,
    bookingHour: row.booking_hour,
    timeZone: row.time_zone,
    startsAt: new Date(row.starts_at),
    createdAt: new Date(row.created_at),
    experience: {
      id: row.experience_id,
      name,
      path: experiencePath({
        country: text?.country_name ?? '',
        destination: text?.destination_name ?? '',
        name,
        urlSlug: text?.slug ?? null,
        id: row.experience_id,
      }),
      countryName: text?.country_name ?? '',
      durationMinutes: row.duration_minutes,
      cancellationPolicy: isCancellationPolicyId(row.cancellation_policy) ? row.cancellation_policy : 1,
      cityName: text?.destination_name ?? '',
      meetingReference: text?.meeting_reference ?? '',
      meetingAddress: text?.meeting_address ?? '',
      meetingInstructions: text?.meeting_instructions ?? '',
      meeting:
        row.meeting_latitude !== null && row.meeting_longitude !== null
          ? { latitude: row.meeting_latitude, longitude: row.meeting_longitude }
          : null,
      toBring: toBring.map((item) => item.name?.trim() ?? '').filter(Boolean),
    },
    operator: {
      name: row.operator_name,
      contactEmail: row.operator_contact_email,
      contactPhone: row.operator_contact_phone,
      email: row.operator_email,
      phone: row.operator_phone,
    },
    participants: participants
      .map((p) => ({
        tier: p.tier,
        quantity: p.quantity,
        unitPriceCents: p.unit_price_cents,
      }))
      .sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier)),
    totalParticipants: row.total_participants,
    addOns: addOns.map((a) => ({
      name: a.name,
      quantity: a.quantity,
      unitPriceCents: a.unit_price_cents,
      totalCents: a.total_cents,
    })),
    pickup: pickup
      ? {
          latitude: pickup.latitude,
          longitude: pickup.longitude,
          address: pickup.address,
          notes: pickup.notes,
        }
      : null,
    couponCode: row.coupon_code,
    amounts: {
      subtotalCents: row.subtotal_cents,
      groupDiscountCents: row.group_discount_cents,
      addOnsCents: row.add_ons_cents,
      couponDiscountCents: row.coupon_discount_cents,
      serviceFeeCents: row.service_fee_cents,
      totalCostCents: row.total_cost_cents,
      walletDiscountCents: row.wallet_discount_cents,
      totalPaymentCents: row.total_payment_cents,
      refundedCents: row.refunded_cents,
    },
    paymentMethod: row.payment_method,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    user: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
    },
  };
}
