import { hashPassword } from '../../domain/accounts/password-hash.server';
import { DEMO_ADMIN_TOTP_SECRET } from '../../domain/admins/second-factor-rules';
import type { DbOrTx } from '../client';
import { adminSecondFactors, supplierApplications, users } from '../schema/accounts';
import { insertReturningIds } from './insert-rows';

/** The demo marketplace admin (README.md § Demo admin and supplier applications). */
export const DEMO_ADMIN = {
  email: 'admin@rumbo.test',
  password: 'Admin2026',
  firstName: 'Ana',
  lastName: 'Administradora',
} as const;

/**
 * The demo admin. Outside production its second factor is already set up with the secret printed in the
 * README, so a local sign-in can type codes at once; in production it has none, and the admin sets one
 * up with a QR at the first sign-in (a factor holding the printed secret is not accepted there either:
 * docs/decisions/0057-admin-second-factor).
 */
export async function writeDemoAdmin(db: DbOrTx, options: { withTotp: boolean; now: Date }) {
  const [adminId] = await insertReturningIds(db, users, [
    {
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      firstName: DEMO_ADMIN.firstName,
      lastName: DEMO_ADMIN.lastName,
      language: 'es',
      isAdmin: true,
      newUser: false,
      emailVerifiedAt: options.now,
      createdAt: options.now,
    },
  ]);
  if (options.withTotp) {
    await db.insert(adminSecondFactors).values({
      userId: adminId!,
      secret: DEMO_ADMIN_TOTP_SECRET,
      confirmedAt: options.now,
      createdAt: options.now,
    });
  }
  return adminId!;
}

/** The pending supplier application of the demo (README.md § Demo admin and supplier applications). */
export const DEMO_APPLICATION = {
  email: 'solicitud@rumbo.test',
  companyName: 'Volcán Azul Aventuras',
} as const;

/** One application waiting for review, so the admin's queue has something to approve. */
export async function writeDemoApplication(db: DbOrTx, now: Date) {
  await db.insert(supplierApplications).values({
    email: DEMO_APPLICATION.email,
    passwordHash: null,
    companyName: DEMO_APPLICATION.companyName,
    contactFirstName: 'Lucía',
    contactLastName: 'Montenegro',
    phone: '+50688776655',
    countryIso: 'CR',
    taxId: '3-101-765432',
    website: 'https://volcan-azul.example',
    message: 'Caminatas al volcán Arenal y kayak en la laguna, en grupos pequeños.',
    language: 'es',
    createdAt: new Date(now.getTime() - 2 * 86_400_000),
  });
}
