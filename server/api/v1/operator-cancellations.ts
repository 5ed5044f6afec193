import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../db/client';
import { recordAudit } from '../../../domain/audit/audit-log.server';
import { announceCatalogChange } from '../../../domain/catalog/catalog-changes.server';
import { ownedExperience } from '../../../domain/operator-availability/schedule.server';
import { centsToUsd } from '../../../domain/pricing/money';
import type { CancelDeps, CancelResult } from '../../../domain/purchases/cancel-purchase.server';
import { cancelBooking } from '../../../domain/supplier-cancellations/booking-cancel.server';
import type { RefundBreakdown } from '../../../domain/purchases/purchase-refunds.server';
import { memoizedAlternatives } from '../../../domain/supplier-cancellations/alternatives.server';
import {
  cancelBookingEndpoint,
  cancelDepartureEndpoint,
  departureCancelPreviewEndpoint,
} from '../../../domain/supplier-cancellations/contract';
import {
  cancelDeparture,
  departureCancelPreview,
} from '../../../domain/supplier-cancellations/departure-cancel.server';
import { emailLinks } from '../../email-links';
import { purchaseDeps } from '../../purchase-deps';
import { type OperatorAccess, operatorAccess } from '../operator-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** Refused fields are listed in `issues` with their catalogue messages. */
const config = { validationMessageKey: 'operator.cancellations.errors.checkForm' };

/** Who calls is checked before the request's parts: a stranger gets 401 or 403, never a 400 about them. */
const preValidation = async (request: FastifyRequest) => {
  await operatorAccess(request);
};

const usd = (refunded: RefundBreakdown) => ({
  wallet: centsToUsd(refunded.wallet),
  card: centsToUsd(refunded.card),
  paypal: centsToUsd(refunded.paypal),
});

const bookingAnswer = (result: CancelResult) => ({
  id: result.purchaseId,
  status: 'canceled_by_supplier' as const,
  refunded: usd(result.refunded),
});

/**
 * Supplier cancellations (docs/product.md § Supplier cancellations,
 * docs/decisions/0068-supplier-cancellations.md): owners and staff alike cancel a booking of their company or a
 * whole departure; every traveller is refunded in full through the one cancellation path
 * (domain/purchases/cancel-purchase.server.ts). Each write is audited in its own transaction.
 */
export async function operatorCancellationsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  const deps = (request: FastifyRequest): CancelDeps => ({
    ...purchaseDeps(app),
    links: emailLinks(app),
    onRefundError: (error) => request.log.error({ err: error }, 'refund after cancellation failed'),
  });

  const audit = (
    tx: Tx,
    access: OperatorAccess,
    what: { action: string; entity: string; id: number | string },
    change: { before: object; after: object },
  ) =>
    recordAudit(tx, {
      actorId: access.accountId,
      actorKind: 'operator',
      companyId: access.companyId,
      action: what.action,
      entity: what.entity,
      entityId: what.id,
      before: { ...change.before } as Record<string, unknown>,
      after: { ...change.after } as Record<string, unknown>,
      at: app.clock(),
    });

  route(app, cancelBookingEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const purchaseId = request.params.id;
      const now = app.clock();
      const result = await cancelBooking(
        { ...deps(request), alternatives: memoizedAlternatives(now) },
        {
          purchaseId,
          companyId: access.companyId,
          actorUserId: access.accountId,
          reason: request.body.reason,
          now,
          record: (tx, change) =>
            audit(tx, access, { action: 'booking.cancel', entity: 'purchase', id: purchaseId }, change),
        },
      );
      return { data: bookingAnswer(result) };
    },
  });

  route(app, cancelDepartureEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const { experience_id: experienceId, date, hour, reason } = request.body;
      const result = await cancelDeparture(deps(request), {
        companyId: access.companyId,
        actorUserId: access.accountId,
        departure: { experienceId, date, hour },
        reason,
        now: app.clock(),
        recordDeparture: async (tx, change) => {
          await audit(
            tx,
            access,
            { action: 'departure.cancel', entity: 'departure', id: `${experienceId}:${date}T${hour}` },
            { before: change.before, after: { ...change.after, reason } },
          );
          await announceCatalogChange(tx, { entity: 'experience', id: experienceId });
        },
        recordBooking: (tx, purchaseId, change) =>
          audit(tx, access, { action: 'booking.cancel', entity: 'purchase', id: purchaseId }, change),
      });
      app.clearCatalogueCaches();
      const { departure } = result;
      return {
        data: {
          departure: {
            experience_id: departure.experience_id,
            date: departure.date,
            hour: departure.hour,
            closed: departure.closed,
          },
          bookings: result.canceled.map(bookingAnswer),
        },
      };
    },
  });

  route(app, departureCancelPreviewEndpoint, {
    preValidation,
    config,
    handler: async (request) => {
      const access = await operatorAccess(request);
      const { experience_id: experienceId, date, hour } = request.query;
      await ownedExperience(app.db, access.companyId, experienceId);
      const preview = await departureCancelPreview(
        app.db,
        access.companyId,
        { experienceId, date, hour },
        app.clock(),
      );
      return {
        data: {
          bookings: preview.bookings,
          travellers: preview.travellers,
          refund: centsToUsd(preview.refund_cents),
        },
      };
    },
  });
}
