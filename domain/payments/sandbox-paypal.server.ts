/**
 * The PayPal simulator (PAYMENTS_PROVIDER=sandbox, docs/decisions/0039): orders, the buyer's approval on
 * /sandbox/paypal/orders/:id, capture and refund, kept in the sandbox tables so every process shares them.
 * It keeps the adapter contract a real PayPal adapter must keep: results are values, every money
 * operation answers its key's first result, an order is captured once, and findCharge reads the
 * simulator's own records.
 */
import { sandboxPaypalOrders } from '../../db/schema/payments';
import type { PaypalProvider } from './paypal-provider';
import { sandboxPaypalCapture } from './sandbox-paypal/capture.server';
import { chargeByKey, chargeRecord } from './sandbox-paypal/charges.server';
import type { SandboxPaypalOptions } from './sandbox-paypal/options';
import {
  findSandboxOrder,
  newId,
  PAYPAL_ORDER_TTL_MS,
  payerOf,
  SANDBOX_PAYPAL_PATH,
  statusAt,
} from './sandbox-paypal/orders.server';
import { sandboxPaypalRefund } from './sandbox-paypal/refund.server';
import { isProductUrl } from './sandbox-paypal/return-urls';

// Its parts, in domain/payments/sandbox-paypal/: orders and the buyer's approval, return addresses,
// capture, refund, and the charge rows they share.
export type { SandboxPaypalOptions } from './sandbox-paypal/options';
export {
  type ApprovalState,
  approvalState,
  decideSandboxOrder,
  findSandboxOrder,
  PAYPAL_ORDER_ID,
  PAYPAL_ORDER_TTL_MS,
  SANDBOX_PAYPAL_PATH,
} from './sandbox-paypal/orders.server';
export { isProductUrl, withOrderId } from './sandbox-paypal/return-urls';

export function createSandboxPaypal(options: SandboxPaypalOptions): PaypalProvider {
  const { db, clock, publicUrl } = options;
  const origin = publicUrl ? new URL(publicUrl).origin : '';

  return {
    name: 'sandbox-paypal',

    async createOrder({ amountCents, returnUrl, cancelUrl, lang }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new Error(`sandbox PayPal: amount must be positive integer cents, got ${amountCents}`);
      }
      // The product builds these addresses; one that leaves the site is a bug, not a buyer's input.
      for (const url of [returnUrl, cancelUrl]) {
        if (!isProductUrl(url, publicUrl)) throw new Error(`sandbox PayPal: refused return address ${url}`);
      }
      const now = clock();
      const id = newId();
      await db.insert(sandboxPaypalOrders).values({
        id,
        amountCents,
        returnUrl,
        cancelUrl,
        createdAt: now,
        updatedAt: now,
        expiresAt: new Date(now.getTime() + PAYPAL_ORDER_TTL_MS),
      });
      const query = lang ? `?lang=${lang}` : '';
      return { id, approveUrl: `${origin}${SANDBOX_PAYPAL_PATH}/${id}${query}` };
    },

    async order(id) {
      const row = await findSandboxOrder(db, id);
      if (!row) return null;
      return {
        id: row.id,
        amountCents: row.amountCents,
        status: statusAt(row, clock()),
        payer: payerOf(row),
      };
    },

    capture: sandboxPaypalCapture(options),

    refund: sandboxPaypalRefund(options),

    async findCharge(captureKey) {
      const row = await chargeByKey(db, 'capture', captureKey);
      return row ? chargeRecord(row) : null;
    },
  };
}
