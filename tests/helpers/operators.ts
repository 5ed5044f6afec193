import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OWNER_EMAILS,
  DEMO_STAFF_EMAIL,
} from '../../db/seed/write-operator-accounts';
import { signInSolving, signUp } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/**
 * The callers of the operators' authorization matrix on a seeded app (README.md § Demo operators): a
 * traveller of no company, the staff and the owner of company A (the first seeded), the owner of B.
 * `anonymous` is no token. Tokens are Bearer sessions for `call()`.
 */
export interface OperatorCallers {
  anonymous: undefined;
  traveller: string;
  staffA: string;
  ownerA: string;
  ownerB: string;
}

export interface OperatorWorld {
  callers: OperatorCallers;
  companyA: number;
  companyB: number;
  /** The account ids behind the callers. */
  accounts: { traveller: number; staffA: number; ownerA: number; ownerB: number };
}

/** A session of a seeded demo operator, by e-mail. */
export async function signInOperator(t: TestApp, email: string): Promise<{ token: string; id: number }> {
  const response = await signInSolving(t, email, DEMO_OPERATOR_PASSWORD);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const body = response.json() as { token: string; user: { id: number } };
  return { token: body.token, id: body.user.id };
}

async function companyOf(t: TestApp, userId: number): Promise<number> {
  const [row] = await queryRows<{ company_id: number }>(
    t.app.db,
    sql`select company_id from company_members where user_id = ${userId}`,
  );
  if (!row) throw new Error(`account ${userId} belongs to no company: was the app seeded?`);
  return row.company_id;
}

export async function operatorWorld(t: TestApp): Promise<OperatorWorld> {
  const [ownerA, staffA, ownerB] = [
    await signInOperator(t, DEMO_OWNER_EMAILS[0]),
    await signInOperator(t, DEMO_STAFF_EMAIL),
    await signInOperator(t, DEMO_OWNER_EMAILS[1]),
  ];
  const traveller = await signUp(t);
  return {
    callers: {
      anonymous: undefined,
      traveller: traveller.token,
      staffA: staffA.token,
      ownerA: ownerA.token,
      ownerB: ownerB.token,
    },
    companyA: await companyOf(t, ownerA.id),
    companyB: await companyOf(t, ownerB.id),
    accounts: { traveller: traveller.id, staffA: staffA.id, ownerA: ownerA.id, ownerB: ownerB.id },
  };
}

/** A seeded app (twelve experiences, so at least two companies) and its operator callers. */
export async function seededOperatorApp(
  options: { web?: boolean } = {},
): Promise<{ t: TestApp; world: OperatorWorld }> {
  const t = await createTestApp({ seed: true, experiences: 12, ...options });
  return { t, world: await operatorWorld(t) };
}
