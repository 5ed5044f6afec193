/**
 * The answer of a booking's whole story in the back office (docs/decisions/0074-admin-booking-support).
 * Card data is what the product stores and no more: the brand and the last four digits.
 */
import { z } from 'zod';
import { PURCHASE_STATES } from '../../common/lifecycle-states';

const usd = z.number().describe('USD');
const at = z.string().describe('ISO 8601, UTC');

export const bookingStory = z.object({
  id: z.int(),
  code: z.string(),
  status: z.enum(PURCHASE_STATES),
  lang_code: z.string(),
  created_at: at,
  starts_at: at,
  booking_date: z.string(),
  booking_hour: z.string(),
  time_zone: z.string(),
  participants: z.int(),
  traveller: z.object({ id: z.int(), email: z.string(), name: z.string() }),
  experience: z.object({ id: z.int(), name: z.string() }),
  company: z.object({ id: z.int(), name: z.string() }),
  money: z.object({
    total_cost: usd.describe('The price with the service fee, after discounts'),
    service_fee: usd,
    coupon_discount: usd,
    wallet_paid: usd,
    charged: usd.describe('Charged to the card or PayPal'),
    payment_method: z.enum(['card', 'paypal', 'wallet']),
    card_brand: z.string().nullable(),
    card_last4: z.string().nullable(),
    commission: usd,
    operator_payable: usd,
    operator_payable_reversed: usd,
    refunded: usd,
    refundable: usd.describe('Paid minus refunded'),
    refundable_to_original: usd.describe('Of it, what the card or PayPal charge has left'),
  }),
  attendance: z.object({ checked_in_at: at.nullable(), no_show_at: at.nullable() }),
  history: z.array(
    z.object({
      at,
      from: z.string().nullable(),
      to: z.string(),
      actor: z.string(),
      actor_user_id: z.int().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.int(),
      at,
      method: z.string(),
      provider: z.string(),
      status: z.string(),
      amount: usd,
      provider_reference: z.string().nullable(),
      error_code: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.int(),
      at,
      kind: z.enum(['cancellation', 'partial']),
      method: z.enum(['card', 'paypal', 'wallet']),
      amount: usd,
      status: z.enum(['pending', 'done', 'failed']),
      provider_reference: z.string().nullable(),
      error_code: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.int(),
      at,
      template: z.string(),
      subject: z.string(),
      status: z.string(),
      sent_at: at.nullable(),
    }),
  ),
});

export type BookingStory = z.infer<typeof bookingStory>;

export const bookingStoryReply = z.object({ data: bookingStory });
