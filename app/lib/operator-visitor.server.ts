import type { RouterContextProvider } from 'react-router';
import { membershipOf } from '../../domain/operators/membership.server';
import { servicesContext } from '../context.server';
import { sessionUser } from './session-user.server';

/**
 * Who visits an operator's page (docs/decisions/h1-operator-access): nobody signed in, a person of no
 * company, or an operator user with the company its pages show. The company comes from the session only.
 */
export type OperatorVisitor =
  | { kind: 'anonymous' }
  | { kind: 'not_operator' }
  | { kind: 'operator'; scope: { accountId: number; companyId: number } };

export async function operatorVisitor(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<OperatorVisitor> {
  const user = await sessionUser(context, request);
  if (!user) return { kind: 'anonymous' };
  const membership = await membershipOf(context.get(servicesContext).db, user.id);
  if (!membership) return { kind: 'not_operator' };
  return { kind: 'operator', scope: { accountId: user.id, companyId: membership.companyId } };
}
