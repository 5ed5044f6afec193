import { sql } from 'drizzle-orm';
import { totpCodeAt } from '../../domain/admins/totp.server';
import { call, signUp } from './accounts';
import type { TestApp } from './test-app';

const STEP_MS = 30_000;

/** A new account made an admin in the database (no second factor yet). */
export async function makeAdmin(t: TestApp) {
  const account = await signUp(t);
  await t.database.db.execute(sql`update users set is_admin = true where id = ${account.id}`);
  return account;
}

/**
 * Sets up the admin's second factor through the API with the code of `at` (the app's clock, by
 * default): the secret and the ten recovery codes. The session `token` has then passed it.
 */
export async function setUpSecondFactor(t: TestApp, token: string, at = t.app.clock()) {
  const setup = await call(t, 'admin/second-factor/setup', { token, method: 'POST' });
  if (setup.statusCode !== 200) throw new Error(`second-factor set-up failed: ${setup.body}`);
  const secret = setup.json().data.secret as string;
  const confirm = await call(t, 'admin/second-factor/confirm', {
    token,
    payload: { code: totpCodeAt(secret, at) },
  });
  if (confirm.statusCode !== 200) throw new Error(`second-factor confirm failed: ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json().data.recovery_codes as string[] };
}

/** The code of the step after `at`'s: unused even when `at`'s code just was. */
export const nextStepCode = (secret: string, at: Date) =>
  totpCodeAt(secret, new Date(at.getTime() + STEP_MS));

/** An admin whose session `token` has passed the second factor. */
export async function passedAdmin(t: TestApp) {
  const admin = await makeAdmin(t);
  const factor = await setUpSecondFactor(t, admin.token);
  return { ...admin, ...factor };
}
