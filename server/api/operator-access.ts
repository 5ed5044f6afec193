import type { FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../common/company-roles';
import { AppError } from '../../domain/errors';
import { membershipOf } from '../../domain/operators/membership.server';
import { requireUser } from '../plugins/auth';

/** Who is calling an operator route: the session's account, its company and its role there. */
export interface OperatorAccess {
  accountId: number;
  companyId: number;
  role: CompanyRole;
}

/**
 * The session's operator user (docs/decisions/0056-operator-access): 401 UNAUTHENTICATED without a session
 * (the usual session rules apply), 403 OPERATOR_ONLY for an account that belongs to no company. The
 * company always comes from here, never from the request: ids of another company's data answer 404 in the
 * routes that read them.
 */
export function operatorAccess(request: FastifyRequest): Promise<OperatorAccess> {
  // Routes ask in preValidation (strangers stopped before validation, decision 0063) and again in the
  // handler: one membership read per request (bench/check-in.ts measures a round trip).
  let access = accessOf.get(request);
  if (!access) {
    access = readAccess(request);
    accessOf.set(request, access);
  }
  return access;
}

const accessOf = new WeakMap<FastifyRequest, Promise<OperatorAccess>>();

async function readAccess(request: FastifyRequest): Promise<OperatorAccess> {
  const user = await requireUser(request);
  const membership = await membershipOf(request.server.db, user.userId);
  if (!membership) throw new AppError(403, 'OPERATOR_ONLY', 'errors.operatorOnly');
  return { accountId: user.userId, companyId: membership.companyId, role: membership.role };
}

/** The session's operator user if it is an owner of its company; staff get 403 OWNER_ONLY. */
export async function ownerAccess(request: FastifyRequest): Promise<OperatorAccess> {
  const access = await operatorAccess(request);
  if (access.role !== 'owner') throw new AppError(403, 'OWNER_ONLY', 'errors.ownerOnly');
  return access;
}
