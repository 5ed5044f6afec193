import { hashPassword } from '../../domain/accounts/password-hash.server';
import type { DbOrTx } from '../client';
import { users } from '../schema/accounts';
import { companyMembers } from '../schema/companies';
import { insertMany, insertReturningIds } from './insert-rows';

/**
 * The demo operators (README.md § Demo operators): every seeded company gets an owner account, the first
 * one also a staff account, all with one password. The first two owners have short addresses to type.
 */
export const DEMO_OPERATOR_PASSWORD = 'Operador2026';
export const DEMO_OWNER_EMAILS = ['operador@rumbo.test', 'operadora@rumbo.test'] as const;
export const DEMO_STAFF_EMAIL = 'equipo@rumbo.test';

export interface SeededCompany {
  id: number;
  ownerFirstName: string;
  ownerLastName: string;
  countryIso: string;
}

export const demoOwnerEmail = (index: number) =>
  DEMO_OWNER_EMAILS[index] ?? `operador+${index + 1}@rumbo.test`;

export async function writeOperatorAccounts(db: DbOrTx, seeded: readonly SeededCompany[], now: Date) {
  if (seeded.length === 0) return;
  // One hash for every demo account: argon2 is slow on purpose, and these share a password anyway.
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  const account = (email: string, firstName: string, lastName: string, country: string) => ({
    email,
    passwordHash,
    firstName,
    lastName,
    country,
    language: 'es',
    newUser: false,
    emailVerifiedAt: now,
    createdAt: now,
  });
  const ownerIds = await insertReturningIds(
    db,
    users,
    seeded.map((c, i) => account(demoOwnerEmail(i), c.ownerFirstName, c.ownerLastName, c.countryIso)),
  );
  const first = seeded[0]!;
  const [staffId] = await insertReturningIds(db, users, [
    account(DEMO_STAFF_EMAIL, 'Equipo', 'Demo', first.countryIso),
  ]);
  await insertMany(db, companyMembers, [
    ...seeded.map((c, i) => ({
      companyId: c.id,
      userId: ownerIds[i]!,
      role: 'owner' as const,
      createdAt: now,
    })),
    { companyId: first.id, userId: staffId!, role: 'staff' as const, createdAt: now },
  ]);
}
