/**
 * The back office's gift cards (docs/decisions/0075-admin-promotions): find a card by an e-mail or the last
 * characters of its code (the code itself is never shown: only its last four characters are stored in
 * clear), see its state and history, send the receiver's e-mail again, extend its expiry with a reason.
 * Admin calls answer 404 to anyone else.
 */
import { z } from 'zod';
import { GIFT_CARD_STATES } from '../../common/lifecycle-states';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { adminReason } from '../promotions/coupon-admin-contract';

const tags = ['admin'];

export const adminGiftCardReply = z.object({
  id: z.int(),
  code: z
    .string()
    .nullable()
    .describe('The code masked but for its last four characters; null until delivered'),
  amount: z.number().describe('USD'),
  total: z.number().describe('USD the buyer paid'),
  status: z.enum(GIFT_CARD_STATES),
  expired: z.boolean(),
  sender_name: z.string(),
  sender_email: z.string(),
  receiver_name: z.string(),
  receiver_email: z.string(),
  delivery_date: z.string(),
  delivered_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  redeemable_until: z.string(),
  last_redeem_day: z.string().describe('The last whole day it can be redeemed (America/Panama)'),
  created_at: z.string(),
});

export const GIFT_CARD_EVENTS = [
  'created',
  'paid',
  'delivered',
  'email',
  'resent',
  'extended',
  'redeemed',
] as const;

export const adminGiftCardDetailReply = adminGiftCardReply.extend({
  payment_method: z.string().nullable(),
  coupon_code: z.string().nullable(),
  redeemed_by: z.string().nullable().describe("The redeemer's e-mail"),
  history: z.array(
    z.object({
      at: z.string(),
      event: z.enum(GIFT_CARD_EVENTS),
      detail: z.string().nullable().describe('A reason, an e-mail status or a new last day'),
      by: z.string().nullable().describe("The admin's e-mail"),
    }),
  ),
});

export type AdminGiftCard = z.output<typeof adminGiftCardReply>;
export type AdminGiftCardDetail = z.output<typeof adminGiftCardDetailReply>;

export const adminGiftCardsEndpoint = endpoint('GET', '/api/v1/admin/gift-cards', {
  tags,
  summary:
    "Gift cards whose buyer's or receiver's e-mail is `q`, or whose code ends with `q` (2 to 4 characters), " +
    'or whose whole code is `q`; newest first',
  querystring: z.object({
    q: z
      .string({ error: 'adminGiftCards.errors.search' })
      .trim()
      .min(2, 'adminGiftCards.errors.search')
      .max(200, 'adminGiftCards.errors.search'),
  }),
  response: { 200: z.object({ data: z.array(adminGiftCardReply) }) },
});

export const adminGiftCardEndpoint = endpoint('GET', '/api/v1/admin/gift-cards/:id', {
  tags,
  summary:
    'One gift card: its state and history (purchase, delivery, e-mails, resends, extensions, redemption)',
  params: idParams,
  response: { 200: z.object({ data: adminGiftCardDetailReply }) },
});

export const resendGiftCardEndpoint = endpoint('POST', '/api/v1/admin/gift-cards/:id/resend', {
  tags,
  summary:
    "Sends the receiver's e-mail again with a new code (the old one stops working); delivered cards not " +
    'redeemed only (409 GIFT_CARD_NOT_RESENDABLE)',
  params: idParams,
  body: z.object({ reason: adminReason }),
  response: { 200: z.object({ data: adminGiftCardDetailReply }) },
});

export const extendGiftCardEndpoint = endpoint('POST', '/api/v1/admin/gift-cards/:id/extend', {
  tags,
  summary: 'Moves the last day a paid card can be redeemed later, with a reason',
  params: idParams,
  body: z.object({
    last_redeem_day: z.iso.date({ error: 'adminGiftCards.errors.day' }),
    reason: adminReason,
  }),
  response: { 200: z.object({ data: adminGiftCardDetailReply }) },
});
