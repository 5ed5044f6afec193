import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client';
import {
  adminCancelEndpoint,
  adminRefundEndpoint,
  bookingStoryEndpoint,
  searchBookingsEndpoint,
} from '../../../domain/admin-bookings/contract';
import { partialRefundAnswer, refundPart } from '../../../domain/admin-bookings/partial-refund.server';
import { searchBookings } from '../../../domain/admin-bookings/search.server';
import { bookingStory } from '../../../domain/admin-bookings/story.server';
import { recordAudit } from '../../../domain/audit/audit-log.server';
import { centsToUsd, toCents } from '../../../domain/pricing/money';
import type { CancelDeps } from '../../../domain/purchases/cancel-purchase.server';
import { withIdempotency } from '../../../domain/purchases/with-idempotency.server';
import { cancelOnce } from '../../../domain/supplier-cancellations/booking-cancel.server';
import { emailLinks } from '../../email-links';
import { purchaseDeps } from '../../purchase-deps';
import { adminAccess } from '../admin-access';
import { idempotencyKey, sendAnswer } from '../paying-request';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/** Refused fields are listed in `issues` with their catalogue messages. */
const config = { validationMessageKey: 'admin.bookings.errors.checkForm' };

/**
 * Support for bookings in the back office (docs/product.md § Support for bookings;
 * docs/decisions/0074-admin-booking-support): search, a booking's whole story, cancellation by the
 * administration and partial refunds. Admins whose session passed the second factor; anyone else is
 * answered 404 as if the routes did not exist. Every write is audited with its reason.
 */
export async function adminPurchasesApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  const deps = (request: FastifyRequest): CancelDeps => ({
    ...purchaseDeps(app),
    links: emailLinks(app),
    onRefundError: (error) =>
      request.log.error({ err: error }, 'provider refund after an admin’s call failed'),
  });

  const audit = (
    tx: Tx,
    adminId: number,
    what: { action: string; purchaseId: number; companyId: number | null },
    change: { before: object; after: object },
  ) =>
    recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      companyId: what.companyId,
      action: what.action,
      entity: 'purchase',
      entityId: what.purchaseId,
      before: { ...change.before } as Record<string, unknown>,
      after: { ...change.after } as Record<string, unknown>,
      at: app.clock(),
    });

  route(app, searchBookingsEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      await adminAccess(request);
      return searchBookings(app.db, request.query, request.lang);
    },
  });

  route(app, bookingStoryEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      return { data: await bookingStory(app.db, request.params.id, request.lang) };
    },
  });

  route(app, adminCancelEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const admin = await adminAccess(request);
      const purchaseId = request.params.id;
      const result = await cancelOnce(deps(request), {
        purchaseId,
        canceller: 'administration',
        actorUserId: admin.accountId,
        reason: request.body.reason,
        now: app.clock(),
        record: (tx, change) =>
          audit(
            tx,
            admin.accountId,
            { action: 'booking.cancel', purchaseId, companyId: change.companyId },
            change,
          ),
      });
      return {
        data: {
          id: result.purchaseId,
          status: 'canceled_by_administration' as const,
          refunded: {
            wallet: centsToUsd(result.refunded.wallet),
            card: centsToUsd(result.refunded.card),
            paypal: centsToUsd(result.refunded.paypal),
          },
        },
      };
    },
  });

  route(app, adminRefundEndpoint, {
    preValidation,
    config,
    handler: async (request, reply) => {
      const admin = await adminAccess(request);
      const purchaseId = request.params.id;
      // Required: a refund is money, and a double click must not refund twice.
      const key = idempotencyKey(request);
      const { amount, to, reason } = request.body;
      const outcome = await withIdempotency(app, `admin-refund:${purchaseId}`, key, request.body, {
        run: () =>
          refundPart(
            deps(request),
            {
              purchaseId,
              amountCents: toCents(amount),
              to,
              reason,
              actorUserId: admin.accountId,
              now: app.clock(),
            },
            (tx, change) =>
              audit(
                tx,
                admin.accountId,
                { action: 'booking.refund', purchaseId, companyId: change.companyId },
                change,
              ),
          ),
        answer: (result) => ({
          answer: { status: 200, body: { data: partialRefundAnswer(result) } },
          final: true,
        }),
      });
      return sendAnswer(reply, outcome.answer);
    },
  });
}
