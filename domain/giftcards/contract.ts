/** Buying gift cards (docs/decisions/0041); the form of an endpoint: domain/contract/endpoint.ts. */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { idempotencyHeaders } from '../purchases/bodies-contract';
import { orderSecretField, paypalOrderReply } from '../purchases/paypal-contract';
import {
  createGiftCardBody,
  giftCardDataReply,
  giftCardErrorReply,
  giftCardPaypalOrderBody,
  giftCardQuoteBody,
  giftCardQuoteReply,
} from './replies-contract';

const tags = ['gift cards'];

export const giftCardQuoteEndpoint = endpoint('POST', '/api/v1/gift-card/quote', {
  tags,
  summary: 'The price of a gift card, with an optional gift-card coupon',
  body: giftCardQuoteBody,
  response: { 200: giftCardQuoteReply, 400: giftCardErrorReply, 404: giftCardErrorReply },
});

export const createGiftCardEndpoint = endpoint('POST', '/api/v1/create-gift-card', {
  tags,
  summary:
    'Buys a gift card by card, PayPal or, when it costs nothing, without a payment; once per Idempotency-Key',
  headers: idempotencyHeaders,
  body: createGiftCardBody,
  response: {
    201: giftCardDataReply,
    400: giftCardErrorReply,
    402: giftCardErrorReply,
    409: giftCardErrorReply,
  },
});

export const paypalGiftcardOrdersEndpoint = endpoint('POST', '/api/v1/paypal/giftcard/orders', {
  tags,
  summary: 'Open a PayPal order for a gift card; the buyer approves it at approve_url',
  body: giftCardPaypalOrderBody,
  response: { 201: paypalOrderReply },
});

export const paypalOrdersGiftcardCapturePaypalOrderEndpoint = endpoint(
  'POST',
  '/api/v1/paypal/orders/giftcard/capture-paypal-order',
  {
    tags,
    summary: 'Buys the gift card of an approved PayPal order, once per order',
    body: z.object({ order_id: z.string().trim().min(1).max(128), order_secret: orderSecretField }),
    response: {
      201: giftCardDataReply,
      402: giftCardErrorReply,
      409: giftCardErrorReply,
    },
  },
);
