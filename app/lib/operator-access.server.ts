import type { RouterContextProvider } from 'react-router';
import type { CompanyRole } from '../../common/company-roles';
import { membershipOf } from '../../domain/operators/membership.server';
import { servicesContext } from '../context.server';
import { sessionUser } from './session-user.server';

/**
 * Who visits a workspace page (docs/decisions/0056-operator-access): nobody signed in, an account of no
 * company, or an operator user with its company and role. Asking marks the render as the visitor's own,
 * so no workspace page is ever kept by the shared page cache (app/lib/session-user.server.ts).
 */
export type OperatorVisitor =
  | { kind: 'anonymous' }
  | { kind: 'no-company' }
  | { kind: 'operator'; accountId: number; companyId: number; role: CompanyRole };

export async function operatorVisitor(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<OperatorVisitor> {
  const user = await sessionUser(context, request);
  if (!user) return { kind: 'anonymous' };
  const membership = await membershipOf(context.get(servicesContext).db, user.id);
  if (!membership) return { kind: 'no-company' };
  return { kind: 'operator', accountId: user.id, ...membership };
}

/** The visitor if it is an owner (the company and team pages); null for anyone else. */
export async function ownerVisitor(context: Readonly<RouterContextProvider>, request: Request) {
  const visitor = await operatorVisitor(context, request);
  return visitor.kind === 'operator' && visitor.role === 'owner' ? visitor : null;
}
