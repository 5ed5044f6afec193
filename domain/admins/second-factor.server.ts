import { createHmac } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { adminRecoveryCodes, adminSecondFactors, sessions } from '../../db/schema/accounts';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import {
  isRecoveryCode,
  isTotpCode,
  newRecoveryCode,
  RECOVERY_CODE_COUNT,
  tidyCode,
  usableSecret,
} from './second-factor-rules';
import { acceptedTotpStep, newTotpSecret, totpUri } from './totp.server';

/**
 * The admins' second factor in the database (docs/decisions/0057-admin-second-factor): set up once (a
 * secret, confirmed by its first code, then ten recovery codes shown once), then asked for at every
 * sign-in. A passed factor is written on the session.
 */

export interface SecondFactorContext {
  /** NODE_ENV=production: the demo secret counts as not set up. */
  production: boolean;
  /** The key of the recovery codes' HMACs (SIGNING_SECRET). */
  signingSecret: string;
  now: Date;
}

export interface AdminSessionRef {
  userId: number;
  sessionId: number;
}

export const invalidSecondFactorCode = () =>
  new AppError(
    400,
    'SECOND_FACTOR_CODE_INVALID',
    'admin.secondFactor.errors.codeInvalid',
    {},
    {
      issues: [{ field: 'code', message: 'admin.secondFactor.errors.codeInvalid' }],
    },
  );

const alreadySetUp = () =>
  new AppError(409, 'SECOND_FACTOR_ALREADY_SET_UP', 'admin.secondFactor.errors.alreadySetUp');
const notSetUp = () => new AppError(409, 'SECOND_FACTOR_NOT_SET_UP', 'admin.secondFactor.errors.notSetUp');

/** An HMAC of a recovery code bound to its admin, keyed with SIGNING_SECRET. */
function recoveryCodeHash(signingSecret: string, userId: number, code: string): string {
  return createHmac('sha256', signingSecret)
    .update(`admin-recovery-code\u0000${userId}\u0000${tidyCode(code)}`)
    .digest('base64url');
}

async function factorOf(db: DbOrTx, userId: number, lock: boolean) {
  const query = db.select().from(adminSecondFactors).where(eq(adminSecondFactors.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

type FactorRow = NonNullable<Awaited<ReturnType<typeof factorOf>>>;

const confirmed = (row: FactorRow | undefined, production: boolean): boolean =>
  Boolean(row?.confirmedAt) && usableSecret(row!.secret, production);

/** What an admin's sign-in asks next: set the factor up, or type its code. */
export async function secondFactorStep(
  db: DbOrTx,
  userId: number,
  production: boolean,
): Promise<'setup' | 'verify'> {
  return confirmed(await factorOf(db, userId, false), production) ? 'verify' : 'setup';
}

/**
 * Starts (or shows again) the set-up: the secret and its `otpauth://` URI. A secret not confirmed yet is
 * kept, so reloading the page shows the same QR; a confirmed one refuses (409).
 */
export async function beginSetup(
  db: Db,
  admin: { userId: number; email: string },
  context: Pick<SecondFactorContext, 'production' | 'now'>,
): Promise<{ secret: string; uri: string }> {
  return db.transaction(async (tx) => {
    const row = await factorOf(tx, admin.userId, true);
    if (confirmed(row, context.production)) throw alreadySetUp();
    let secret = row && usableSecret(row.secret, context.production) ? row.secret : null;
    if (!secret) {
      secret = newTotpSecret();
      await tx
        .insert(adminSecondFactors)
        .values({ userId: admin.userId, secret, createdAt: context.now })
        .onConflictDoUpdate({
          target: adminSecondFactors.userId,
          set: { secret, confirmedAt: null, lastTimeStep: null, createdAt: context.now },
        });
    }
    return { secret, uri: totpUri(secret, admin.email) };
  });
}

async function markPassed(tx: DbOrTx, sessionId: number, now: Date) {
  await tx.update(sessions).set({ secondFactorAt: now, adminSeenAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Confirms the set-up with the first code of the new secret: the factor is on, the session has passed
 * it, and the ten recovery codes (any earlier ones are deleted) are returned, the only time they exist.
 */
export async function confirmSetup(
  db: Db,
  admin: AdminSessionRef,
  code: string,
  context: SecondFactorContext,
): Promise<string[]> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const row = await factorOf(tx, admin.userId, true);
    if (confirmed(row, context.production)) throw alreadySetUp();
    if (!row || !usableSecret(row.secret, context.production)) throw notSetUp();
    const step = acceptedTotpStep(row.secret, code, now, null);
    if (step === null) throw invalidSecondFactorCode();
    await tx
      .update(adminSecondFactors)
      .set({ confirmedAt: now, lastTimeStep: step })
      .where(eq(adminSecondFactors.userId, admin.userId));
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, admin.userId));
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.insert(adminRecoveryCodes).values(
      codes.map((recovery) => ({
        userId: admin.userId,
        codeHash: recoveryCodeHash(context.signingSecret, admin.userId, recovery),
        createdAt: now,
      })),
    );
    // The secret and the codes stay out of the log: it records that the factor was set up.
    await recordAudit(tx, {
      actorId: admin.userId,
      actorKind: 'admin',
      action: 'admin.second_factor.set_up',
      entity: 'admin_second_factor',
      entityId: admin.userId,
      before: null,
      after: { confirmed_at: now.toISOString(), recovery_codes: RECOVERY_CODE_COUNT },
      at: now,
    });
    await markPassed(tx, admin.sessionId, now);
    return codes;
  });
}

/**
 * Checks a code at sign-in: a TOTP code (each 30-second step once) or an unused recovery code (spent
 * here). Passes the session, or throws 400 SECOND_FACTOR_CODE_INVALID.
 */
export async function verifySecondFactor(
  db: Db,
  admin: AdminSessionRef,
  code: string,
  context: SecondFactorContext,
): Promise<{ method: 'totp' | 'recovery'; recoveryCodesLeft: number }> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const row = await factorOf(tx, admin.userId, true);
    if (!row || !confirmed(row, context.production)) throw notSetUp();
    let method: 'totp' | 'recovery';
    if (isTotpCode(code)) {
      const step = acceptedTotpStep(row.secret, code, now, row.lastTimeStep);
      if (step === null) throw invalidSecondFactorCode();
      await tx
        .update(adminSecondFactors)
        .set({ lastTimeStep: step })
        .where(eq(adminSecondFactors.userId, admin.userId));
      method = 'totp';
    } else if (isRecoveryCode(code)) {
      const [spent] = await tx
        .update(adminRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(adminRecoveryCodes.userId, admin.userId),
            eq(adminRecoveryCodes.codeHash, recoveryCodeHash(context.signingSecret, admin.userId, code)),
            isNull(adminRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: adminRecoveryCodes.id });
      if (!spent) throw invalidSecondFactorCode();
      await recordAudit(tx, {
        actorId: admin.userId,
        actorKind: 'admin',
        action: 'admin.recovery_code.use',
        entity: 'admin_recovery_code',
        entityId: spent.id,
        before: { used_at: null },
        after: { used_at: now.toISOString() },
        at: now,
      });
      method = 'recovery';
    } else {
      throw invalidSecondFactorCode();
    }
    await markPassed(tx, admin.sessionId, now);
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.userId, admin.userId), isNull(adminRecoveryCodes.usedAt)));
    return { method, recoveryCodesLeft: left?.n ?? 0 };
  });
}
