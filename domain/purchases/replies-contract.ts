/**
 * The purchase as every purchase call answers it (decision 0039), for OpenAPI and the mobile app: the
 * checkout's 201, `purchase/{id}` and the agenda's lists. The object itself is built by
 * domain/purchases/purchase-json.ts; this schema must accept exactly what that builds.
 */
import { z } from 'zod';
import { PAYMENT_METHODS, PURCHASE_STATUSES, type PurchaseJson } from './purchase-json';
import { CANCELLATION_POLICY_IDS } from '../catalog/cancellation-policy';
import { pageOf } from '../catalog/replies-contract';

const usd = z.number().nonnegative().describe('USD, at most two decimals');
const count = z.int().nonnegative();

export const purchaseReply = z.object({
  id: z.int().positive(),
  code: z.string().describe('Short public reference printed on e-mails and the voucher'),
  status: z
    .enum(PURCHASE_STATUSES)
    .describe('created is shown as Pending; clients show any value they do not know as unknown'),
  experience_id: z.int().positive(),
  experience_name: z.string().describe('In the request’s language (Spanish when it has no text in it)'),
  experience_url: z.string().optional().describe('The experience’s page; absent once it is unpublished'),
  photo_url: z.string().optional().describe('Its first photo, 640 px wide'),
  booking_date: z.string().describe('yyyy-MM-dd in time_zone'),
  booking_hour: z.string().describe('HH:mm in time_zone'),
  time_zone: z.string().describe('IANA time zone of the experience when booked'),
  country: z
    .object({ name: z.string(), iso_code: z.string() })
    .describe('The experience’s country (its name in the request’s language): whose clock the dates are on'),
  participants: z.object({ adults: count, children: count, babies: count, seniors: count }),
  total_participants: count,
  additional_products: z.array(
    z.object({
      id: z.int().positive().nullable().describe('The experience’s add-on id; null once it was deleted'),
      name: z.string().describe('As booked'),
      quantity: count,
      total: usd,
    }),
  ),
  pickup: z
    .object({
      lat: z.number(),
      lng: z.number(),
      address: z.string().describe('Hotel or address in words; empty for pickups booked before it was asked'),
    })
    .nullable(),
  coupon_code: z.string().nullable(),
  total_cost: usd.describe('Everything owed, USD'),
  wallet_discount: usd.describe('Part paid with wallet credit, USD'),
  total_payment: usd.describe('Part charged to the card or PayPal, USD'),
  displayed_total: usd.describe('total_payment + wallet_discount when positive, else total_cost'),
  payment_method: z.enum(PAYMENT_METHODS),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  voucher_url: z
    .string()
    .nullable()
    .describe('Root-relative voucher page, /voucher/{code}?t={token}; null unless confirmed or later'),
  calendar_url: z
    .string()
    .nullable()
    .describe('Root-relative calendar invite (.ics) of the voucher; null when there is no voucher'),
  created_at: z.string().describe('ISO 8601, UTC'),
  starts_at: z.string().describe('The start instant, ISO 8601, UTC'),
  duration_minutes: count,
  cancellation_policy: z
    .union(CANCELLATION_POLICY_IDS.map((id) => z.literal(id)))
    .describe('1 non-refundable, 2 24 h, 3 48 h, 4 72 h, 5 7 days, 6 15 days: as booked'),
  cancel_until: z
    .string()
    .nullable()
    .describe('Last instant (ISO 8601, UTC) a cancellation is accepted and refunded; null: non-refundable'),
  can_cancel: z.boolean().describe('edit-purchase/{id} with { status: 6 } would succeed now'),
  refunded: usd.describe('Given back by a cancellation so far, USD'),
  refunds: z
    .object({ wallet: usd, card: usd, paypal: usd })
    .describe('That refund by where it goes back, USD (the wallet at once; card and PayPal may take days)'),
  cancellation_reason: z
    .string()
    .nullable()
    .describe('Why it was cancelled, in the operator’s words, when the operator cancelled it'),
  can_review: z.boolean().describe('Completed and not reviewed by this traveller yet'),
  meeting_point: z
    .object({
      lat: z.number(),
      lng: z.number(),
      reference: z.string().describe("The meeting place's name"),
      address: z.string().describe('Its address line (empty when the operator gave none)'),
      instructions: z.string().describe('How to find the guide (may be empty)'),
    })
    .nullable(),
  operator: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
}) satisfies z.ZodType<PurchaseJson>;

export const purchaseDataReply = z.object({ data: purchaseReply });
export const purchasePageReply = pageOf(purchaseReply);

/** A refused or pending purchase: the code programs read and the message people read (docs/product.md § Errors). */
export const purchaseErrorReply = z.looseObject({ code: z.string(), message: z.string() });
