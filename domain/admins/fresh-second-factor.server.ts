/**
 * The second factor asked again inside a sensitive write (docs/decisions/0077-payouts): a session that passed
 * the factor at sign-in still types a fresh TOTP code to approve a large payout, so a stolen open session
 * alone cannot. The code is checked as at sign-in (decision 0057): one step either side, each step once per
 * admin, under the factor's row lock, in the caller's transaction (a write that then fails gives it back).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminSecondFactors } from '../../db/schema/accounts';
import { invalidSecondFactorCode } from './second-factor.server';
import { acceptedTotpStep } from './totp.server';

/** Accepts a fresh TOTP code of the admin or throws 400 SECOND_FACTOR_CODE_INVALID. */
export async function checkFreshSecondFactor(
  tx: DbOrTx,
  adminId: number,
  code: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, adminId))
    .for('update');
  if (!row?.confirmedAt) throw invalidSecondFactorCode();
  const step = acceptedTotpStep(row.secret, code, now, row.lastTimeStep);
  if (step === null) throw invalidSecondFactorCode();
  await tx
    .update(adminSecondFactors)
    .set({ lastTimeStep: step })
    .where(eq(adminSecondFactors.userId, adminId));
}
