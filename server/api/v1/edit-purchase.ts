import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CANCEL_STATUS_CODE,
  type Canceller,
  STATUS_CODES,
} from '../../../domain/purchases/purchase-lifecycle';
import { AppError } from '../../../domain/errors';
import { cancelPurchase } from '../../../domain/purchases/cancel-purchase.server';
import { loadPurchaseJson } from '../../../domain/purchases/purchase-reads.server';
import { centsToUsd } from '../../../domain/pricing/money';
import { emailLinks } from '../../email-links';
import { requireUser } from '../../plugins/auth';
import { passedAdmin } from '../admin-access';
import { purchaseDeps } from '../../purchase-deps';
import type { z } from 'zod';
import { editPurchaseEndpoint, type editPurchaseReply } from '../../../domain/purchases/edit-contract';
import { route } from '../route';
import { noStore } from './account-replies';

const ADMIN_CANCEL_CODE = STATUS_CODES.canceled_by_administration;

/**
 * `edit-purchase/{id}` (docs/decisions/0040): the only status a traveller may set is 6, cancelled by
 * the customer, on their own purchase inside its policy's window; an administrator whose session passed the second
 * factor (docs/decisions/0057-admin-second-factor) may set 7 (cancelled by the administration) on any purchase,
 * with a full refund. Private, never cached.
 */
export async function editPurchaseApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, editPurchaseEndpoint, {
    handler: async (request) => {
      const session = await requireUser(request);
      // Cancelling as the administration needs an admin session that passed its second factor.
      const asAdmin = request.body.status === ADMIN_CANCEL_CODE && Boolean(await passedAdmin(request));
      const canceller = cancellerFor(request.body.status, asAdmin);
      const now = app.clock();
      const result = await cancelPurchase(
        {
          ...purchaseDeps(app),
          links: emailLinks(app),
          onRefundError: (error) => request.log.error({ err: error }, 'refund after cancellation failed'),
        },
        { purchaseId: request.params.id, canceller, actorUserId: session.userId, now },
      );
      const purchase = await loadPurchaseJson(app.db, result.purchaseId, request.lang, app.clock());
      return {
        data: {
          status: result.status as z.infer<typeof editPurchaseReply>['data']['status'],
          refunded: {
            wallet: centsToUsd(result.refunded.wallet),
            card: centsToUsd(result.refunded.card),
            paypal: centsToUsd(result.refunded.paypal),
          },
          ...(purchase ? { purchase } : {}),
        },
      };
    },
  });
}

function cancellerFor(code: number, isAdmin: boolean): Canceller {
  if (code === CANCEL_STATUS_CODE) return 'customer';
  if (code === ADMIN_CANCEL_CODE) {
    if (!isAdmin) throw new AppError(403, 'PURCHASE_FORBIDDEN', 'cancelPurchase.adminOnly');
    return 'administration';
  }
  throw new AppError(400, 'PURCHASE_STATUS_INVALID', 'cancelPurchase.statusInvalid', {
    code: CANCEL_STATUS_CODE,
  });
}
