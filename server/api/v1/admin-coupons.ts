import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCouponsEndpoint,
  createCouponEndpoint,
  editCouponEndpoint,
  pauseCouponEndpoint,
  resumeCouponEndpoint,
} from '../../../domain/promotions/coupon-admin-contract';
import { couponReply, listCoupons } from '../../../domain/promotions/coupon-admin-reads.server';
import { createCoupon, editCoupon, setCouponActive } from '../../../domain/promotions/coupon-admin.server';
import { adminAccess } from '../admin-access';
import { route } from '../route';
import { noStore } from './account-replies';

/** The admin is checked before the request's parts, so a stranger learns nothing from a 400. */
const preValidation = async (request: FastifyRequest) => {
  await adminAccess(request);
};

/**
 * The back office's coupons (docs/decisions/0075-admin-promotions): admins whose session passed the second
 * factor; anyone else is answered 404, as if the routes did not exist.
 */
export async function adminCouponsApiV1(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  noStore(app);

  route(app, adminCouponsEndpoint, {
    preValidation,
    handler: async (request) => {
      await adminAccess(request);
      const rows = await listCoupons(app.db, request.query);
      return { data: rows.map(couponReply) };
    },
  });

  route(app, createCouponEndpoint, {
    preValidation,
    handler: async (request, reply) => {
      const admin = await adminAccess(request);
      const data = await createCoupon(app.db, admin.accountId, request.body, app.clock());
      return reply.status(201).send({ data });
    },
  });

  route(app, editCouponEndpoint, {
    preValidation,
    handler: async (request) => {
      const admin = await adminAccess(request);
      return {
        data: await editCoupon(app.db, admin.accountId, request.params.id, request.body, app.clock()),
      };
    },
  });

  const activation = async (request: FastifyRequest, id: number, active: boolean, reason: string) => {
    const admin = await adminAccess(request);
    return { data: await setCouponActive(app.db, admin.accountId, id, active, reason, app.clock()) };
  };

  route(app, pauseCouponEndpoint, {
    preValidation,
    handler: (request) => activation(request, request.params.id, false, request.body.reason),
  });

  route(app, resumeCouponEndpoint, {
    preValidation,
    handler: (request) => activation(request, request.params.id, true, request.body.reason),
  });
}
