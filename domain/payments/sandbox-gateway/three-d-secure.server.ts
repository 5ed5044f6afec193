import { and, eq, isNull } from 'drizzle-orm';
import { sandboxAuthentications } from '../../../db/schema/payments';
import { billingProblem } from '../billing-address';
import { authenticationBy, fail, randomId, tokenRow } from './rows.server';
import { MISMATCHED_POSTAL_CODE, validAmount } from './test-cards';
import type { SandboxDeps, SandboxGateway } from './types';

type ThreeDSecure = Pick<
  SandboxGateway,
  | 'setUpAuthentication'
  | 'checkEnrolment'
  | 'validateAuthentication'
  | 'pendingChallenge'
  | 'completeChallenge'
>;

/**
 * The sandbox's 3-D Secure: a reference per card, the enrolment check that vouches for one amount
 * (frictionless, a challenge, or failed by the test card), the challenge page's transaction and its
 * answer, and the validation the checkout reads before authorizing.
 */
export function sandboxThreeDSecure(deps: SandboxDeps): ThreeDSecure {
  const { db, clock } = deps;

  function stepUpUrl(transactionId: string): string {
    const path = `/sandbox/gateway/challenge/${encodeURIComponent(transactionId)}`;
    return deps.publicUrl ? new URL(path, deps.publicUrl).href : path;
  }

  function enrolmentAnswer(row: { transactionId: string | null; status: string }) {
    const transactionId = row.transactionId!;
    const stepUp = row.status === 'challenge' || row.status === 'authenticated';
    return {
      ok: true as const,
      transactionId,
      stepUp,
      ...(stepUp ? { stepUpUrl: stepUpUrl(transactionId) } : {}),
    };
  }

  return {
    async setUpAuthentication(cardToken) {
      if (!(await tokenRow(db, cardToken))) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const now = clock();
      const referenceId = randomId('ref');
      await db
        .insert(sandboxAuthentications)
        .values({ referenceId, cardToken, status: 'setup', createdAt: now, updatedAt: now });
      return { ok: true, referenceId };
    },

    async checkEnrolment({ cardToken, referenceId, amountCents, billing }) {
      const card = await tokenRow(db, cardToken);
      if (!card) return fail('UNKNOWN_TOKEN', 'Unknown card token', 'cardToken');
      const reference = await authenticationBy(db, 'referenceId', referenceId);
      if (!reference || reference.cardToken !== cardToken) {
        return fail('UNKNOWN_TRANSACTION', 'Unknown reference', 'referenceId');
      }
      if (!validAmount(amountCents)) {
        return fail('BILLING_INVALID', 'Invalid amount', 'amount');
      }
      const problem = billingProblem(billing);
      if (problem) return fail(problem.code, `Invalid ${problem.erroredVariable}`, problem.erroredVariable);
      if (billing.postalCode === MISMATCHED_POSTAL_CODE) {
        return fail('POSTAL_CODE_INVALID', 'Postal code does not match the card', 'postalCode');
      }
      // A reference is checked once; asking again for the same amount (a retried call) answers the same.
      const answerExisting = (row: typeof reference) =>
        row.amountCents === amountCents
          ? enrolmentAnswer(row)
          : fail('UNKNOWN_TRANSACTION', 'Reference already checked for another amount', 'referenceId');
      if (reference.transactionId) return answerExisting(reference);
      // Declined and expired cards pass 3-D Secure: their issuer refuses the authorization itself.
      const status =
        card.behaviour === 'challenge'
          ? 'challenge'
          : card.behaviour === 'auth_failed'
            ? 'failed'
            : 'frictionless';
      const [checked] = await db
        .update(sandboxAuthentications)
        .set({ transactionId: randomId('tx'), amountCents, status, updatedAt: clock() })
        .where(
          and(
            eq(sandboxAuthentications.referenceId, referenceId),
            isNull(sandboxAuthentications.transactionId),
          ),
        )
        .returning();
      if (checked) return enrolmentAnswer(checked);
      const raced = await authenticationBy(db, 'referenceId', referenceId);
      return raced ? answerExisting(raced) : fail('UNKNOWN_TRANSACTION', 'Unknown reference', 'referenceId');
    },

    async validateAuthentication(transactionId) {
      const row = await authenticationBy(db, 'transactionId', transactionId);
      if (!row) return fail('UNKNOWN_TRANSACTION', 'Unknown transaction', 'transactionId');
      if (row.status === 'failed') return fail('AUTHENTICATION_FAILED', 'Authentication failed');
      return {
        ok: true,
        authorized: row.status === 'frictionless' || row.status === 'authenticated',
        amountCents: row.amountCents ?? 0,
      };
    },

    async pendingChallenge(transactionId) {
      const row = await authenticationBy(db, 'transactionId', transactionId);
      if (!row || row.status !== 'challenge') return null;
      return { transactionId, amountCents: row.amountCents ?? 0 };
    },

    async completeChallenge(transactionId, outcome) {
      const [updated] = await db
        .update(sandboxAuthentications)
        .set({ status: outcome === 'authenticate' ? 'authenticated' : 'failed', updatedAt: clock() })
        .where(
          and(
            eq(sandboxAuthentications.transactionId, transactionId),
            eq(sandboxAuthentications.status, 'challenge'),
          ),
        )
        .returning({ referenceId: sandboxAuthentications.referenceId });
      if (updated) return true;
      return Boolean(await authenticationBy(db, 'transactionId', transactionId));
    },
  };
}
