import { CANCELABLE_STATUSES, isCanceled, type PurchaseStatus } from './purchase-lifecycle';
import {
  type CancellationPolicyId,
  isCancellationPolicyId,
  isRefundableAt,
  refundDeadline,
} from '../catalog/cancellation-policy';
import { centsToUsd } from '../pricing/money';

/**
 * A purchase as every call answers it (decision 0039): the checkout's 201, `GET purchase/{id}` and the
 * agenda's lists. Money in USD; the zod schema for OpenAPI is domain/purchases/replies-contract.ts.
 */

export { PURCHASE_STATUSES, type PurchaseStatus } from './purchase-lifecycle';

export const PAYMENT_METHODS = ['card', 'paypal', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PARTICIPANT_TIERS = ['adults', 'children', 'babies', 'seniors'] as const;
export type ParticipantTier = (typeof PARTICIPANT_TIERS)[number];

export interface PurchaseJson {
  id: number;
  code: string;
  status: PurchaseStatus;
  experience_id: number;
  /** In the request's language, Spanish when the experience has no text in it. */
  experience_name: string;
  /** The experience's page; absent once it is no longer published. */
  experience_url?: string;
  /** Its first photo (640 px wide); absent when it has none. */
  photo_url?: string;
  /** yyyy-MM-dd, in `time_zone`. */
  booking_date: string;
  /** HH:mm, in `time_zone`. */
  booking_hour: string;
  time_zone: string;
  /** The experience's country: names the clock of the dates ("hora de Panamá") and draws its map. */
  country: { name: string; iso_code: string };
  participants: Record<ParticipantTier, number>;
  total_participants: number;
  additional_products: { id: number | null; name: string; quantity: number; total: number }[];
  /** The pickup's words (empty when booked before they were asked) and point. */
  pickup: { lat: number; lng: number; address: string } | null;
  coupon_code: string | null;
  total_cost: number;
  wallet_discount: number;
  total_payment: number;
  displayed_total: number;
  payment_method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  /** Root-relative link to the voucher page (`/voucher/{code}?t={token}`), or null when there is none. */
  voucher_url: string | null;
  /** The voucher's calendar invite (`/voucher/{code}/calendar.ics?t={token}`), null with no voucher. */
  calendar_url: string | null;
  /** ISO 8601, UTC. */
  created_at: string;
  /** The start as an instant (ISO 8601, UTC): booking_date + booking_hour in time_zone. */
  starts_at: string;
  duration_minutes: number;
  /** The policy booked (1 non-refundable, 2 24 h, 3 48 h, 4 72 h, 5 7 days, 6 15 days). */
  cancellation_policy: CancellationPolicyId;
  /** Last instant (ISO 8601, UTC) the traveller may cancel with a refund; null: non-refundable. */
  cancel_until: string | null;
  /** The traveller may cancel it now (`edit-purchase/{id}` `{ status: 6 }` would succeed). */
  can_cancel: boolean;
  /** USD given back so far by a cancellation. */
  refunded: number;
  /** That refund by where it goes back, USD: the wallet at once, the card and PayPal through the provider. */
  refunds: { wallet: number; card: number; paypal: number };
  /** Why it was cancelled, in the operator's words (docs/decisions/0068-supplier-cancellations.md); else null. */
  cancellation_reason: string | null;
  /** The traveller may review the experience: completed, and no review of it by them yet. */
  can_review: boolean;
  /**
   * Where the activity starts, when the operator set a meeting point: the place's name, its address line
   * and how to find the guide (docs/product.md § Meeting point; address and instructions may be empty).
   */
  meeting_point: {
    lat: number;
    lng: number;
    reference: string;
    address: string;
    instructions: string;
  } | null;
  /** Who runs it: how to reach them. */
  operator: { name: string; email: string; phone: string };
}

/** What the reader loads for one purchase (snake_case straight from SQL; money in cents). */
export interface PurchaseRow {
  id: number;
  code: string;
  status: PurchaseStatus;
  experience_id: number;
  experience_name: string;
  experience_url: string | null;
  photo_url: string | null;
  booking_date: string;
  booking_hour: string;
  time_zone: string;
  country_name: string;
  country_iso: string;
  total_participants: number;
  coupon_code: string | null;
  total_cost_cents: number;
  wallet_discount_cents: number;
  total_payment_cents: number;
  payment_method: PaymentMethod;
  card_brand: string | null;
  card_last4: string | null;
  voucher_token: string | null;
  created_at: string;
  starts_at: string;
  duration_minutes: number;
  cancellation_policy: number;
  refunded_cents: number;
  /** Cents by method of the refunds done or on their way (purchase_refunds). */
  refunds?: Partial<Record<'wallet' | 'card' | 'paypal', number>> | null;
  cancellation_reason?: string | null;
  reviewed: boolean;
  /**
   * A payment attempt still waits for its provider: a cancellation is refused until it is settled
   * (decision 0040), so `can_cancel` is false meanwhile.
   */
  payment_pending?: boolean;
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  meeting_reference: string;
  meeting_address: string;
  meeting_instructions: string;
  operator_name: string;
  operator_email: string;
  operator_phone: string;
}

export interface PurchaseExtras {
  participants: { tier: ParticipantTier; quantity: number }[];
  addOns: { id: number | null; name: string; quantity: number; total_cents: number }[];
  pickup: { latitude: number; longitude: number; address: string } | null;
}

/**
 * The displayed total (docs/product.md § Purchase): total_payment + wallet_discount when that sum is positive, otherwise
 * total_cost. The database keeps payment + wallet = cost, so both give the same; the rule is kept as
 * written for rows that predate that check.
 */
export function displayedTotalCents(row: {
  total_payment_cents: number;
  wallet_discount_cents: number;
  total_cost_cents: number;
}): number {
  const paid = row.total_payment_cents + row.wallet_discount_cents;
  return paid > 0 ? paid : row.total_cost_cents;
}

/** A voucher exists for a booking that stands: pending, canceled or failed purchases have none. */
const VOUCHER_STATUSES: readonly PurchaseStatus[] = ['confirmed', 'in_progress', 'completed'];

/** The voucher page's link as the confirmation e-mail carries it (the token is the page's only key). */
export function voucherUrl(status: PurchaseStatus, code: string, token: string | null): string | null {
  if (!token || !VOUCHER_STATUSES.includes(status)) return null;
  return `/voucher/${encodeURIComponent(code)}?t=${encodeURIComponent(token)}`;
}

export function calendarUrl(status: PurchaseStatus, code: string, token: string | null): string | null {
  if (!token || !VOUCHER_STATUSES.includes(status)) return null;
  return `/voucher/${encodeURIComponent(code)}/calendar.ics?t=${encodeURIComponent(token)}`;
}

/**
 * The customer's cancellation rule (docs/decisions/0040): a pending or confirmed purchase, inside its
 * policy's window (up to and including the deadline, hours before the start instant, which is already
 * in the experience's zone). Non-refundable purchases are never cancelled by the customer.
 */
export function customerMayCancel(
  purchase: { status: PurchaseStatus; cancellationPolicy: CancellationPolicyId; startsAt: Date },
  now: Date,
): boolean {
  return (
    CANCELABLE_STATUSES.includes(purchase.status) &&
    isRefundableAt(purchase.cancellationPolicy, purchase.startsAt, now)
  );
}

/** Booking hours are stored as `HH:mm:ss`; clients show `HH:mm`. */
const hourMinutes = (time: string) => time.slice(0, 5);

export function purchaseJson(row: PurchaseRow, extras: PurchaseExtras, now: Date): PurchaseJson {
  const policy = isCancellationPolicyId(row.cancellation_policy) ? row.cancellation_policy : 1;
  const startsAt = new Date(row.starts_at);
  const deadline = refundDeadline(policy, startsAt);
  const participants = { adults: 0, children: 0, babies: 0, seniors: 0 };
  for (const { tier, quantity } of extras.participants) participants[tier] += quantity;
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    experience_id: row.experience_id,
    experience_name: row.experience_name,
    ...(row.experience_url ? { experience_url: row.experience_url } : {}),
    ...(row.photo_url ? { photo_url: row.photo_url } : {}),
    booking_date: row.booking_date,
    booking_hour: hourMinutes(row.booking_hour),
    time_zone: row.time_zone,
    country: { name: row.country_name, iso_code: row.country_iso },
    participants,
    total_participants: row.total_participants,
    additional_products: extras.addOns.map((addOn) => ({
      id: addOn.id,
      name: addOn.name,
      quantity: addOn.quantity,
      total: centsToUsd(addOn.total_cents),
    })),
    pickup: extras.pickup
      ? { lat: extras.pickup.latitude, lng: extras.pickup.longitude, address: extras.pickup.address }
      : null,
    coupon_code: row.coupon_code,
    total_cost: centsToUsd(row.total_cost_cents),
    wallet_discount: centsToUsd(row.wallet_discount_cents),
    total_payment: centsToUsd(row.total_payment_cents),
    displayed_total: centsToUsd(displayedTotalCents(row)),
    payment_method: row.payment_method,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    voucher_url: voucherUrl(row.status, row.code, row.voucher_token),
    calendar_url: calendarUrl(row.status, row.code, row.voucher_token),
    created_at: row.created_at,
    starts_at: startsAt.toISOString(),
    duration_minutes: Number(row.duration_minutes),
    cancellation_policy: policy,
    cancel_until: deadline ? deadline.toISOString() : null,
    can_cancel:
      !row.payment_pending &&
      customerMayCancel({ status: row.status, cancellationPolicy: policy, startsAt }, now),
    refunded: centsToUsd(Number(row.refunded_cents)),
    refunds: {
      wallet: centsToUsd(Number(row.refunds?.wallet ?? 0)),
      card: centsToUsd(Number(row.refunds?.card ?? 0)),
      paypal: centsToUsd(Number(row.refunds?.paypal ?? 0)),
    },
    cancellation_reason: isCanceled(row.status) ? (row.cancellation_reason ?? null) : null,
    can_review: row.status === 'completed' && !row.reviewed,
    meeting_point:
      row.meeting_latitude !== null && row.meeting_longitude !== null
        ? {
            lat: row.meeting_latitude,
            lng: row.meeting_longitude,
            reference: row.meeting_reference,
            address: row.meeting_address,
            instructions: row.meeting_instructions,
          }
        : null,
    operator: { name: row.operator_name, email: row.operator_email, phone: row.operator_phone },
  };
}
