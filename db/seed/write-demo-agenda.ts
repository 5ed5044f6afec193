import { sql } from 'drizzle-orm';
import { hashPassword } from '../../domain/accounts/password-hash.server';
import { PICKUP_TYPE_CODE } from '../../domain/catalog/add-on-types';
import { postSignupCredit } from '../../domain/accounts/signup-credit.server';
import { SIGNUP_CREDIT_CENTS } from '../../domain/wallet/promotions';
import type { DbOrTx } from '../client';
import { users } from '../schema/accounts';
import { reviews } from '../schema/engagement';
import type { SeedContent } from './content';
import { insertReturningIds } from './insert-rows';
import { writeDemoGiftCards } from './write-demo-gift-cards';
import { writeDemoBooking } from './write-demo-booking';
import { DEMO_TRAVELLER, type PlannedDemoBooking, planDemoAgenda } from './plan-demo-agenda';
import type { PlannedExperience } from './plan-experiences';

const DAY_MS = 86_400_000;
/** Dial codes of the catalogue's countries, for the operators' demo phone numbers. */
const DIAL: Record<string, string> = {
  PA: '507',
  CO: '57',
  DO: '1809',
  GT: '502',
  CR: '506',
  PR: '1787',
  SV: '503',
};

/**
 * The demo traveller (README.md § Demo accounts and the agenda) and her agenda: sign-up credit and gift cards in the
 * ledger, bookings in every status, seats taken on their departures, and for every card payment the
 * captured charge the sandbox gateway knows, so cancelling one refunds it through the gateway as a real
 * one would be.
 */
export async function writeDemoAgenda(
  db: DbOrTx,
  content: SeedContent,
  planned: readonly PlannedExperience[],
  refs: { experienceIds: number[]; companyIds: Map<string, number>; now: Date },
): Promise<PlannedDemoBooking[]> {
  const { now } = refs;
  const zones = new Map<string, string>(content.countries.map((c) => [c.isoCode, c.timeZone]));
  const pickups = new Set(content.addOns.filter((a) => a.typeCode === PICKUP_TYPE_CODE).map((a) => a.key));
  const bookings = planDemoAgenda(
    planned,
    (iso) => zones.get(iso)!,
    now,
    (key) => pickups.has(key),
  );
  const joined = new Date(now.getTime() - 90 * DAY_MS);
  const [travellerId] = await insertReturningIds(db, users, [
    {
      email: DEMO_TRAVELLER.email,
      passwordHash: await hashPassword(DEMO_TRAVELLER.password),
      firstName: DEMO_TRAVELLER.firstName,
      lastName: DEMO_TRAVELLER.lastName,
      country: 'PA',
      phone: '+50761234567',
      language: 'es',
      newUser: false,
      emailVerifiedAt: joined,
      createdAt: joined,
    },
  ]);
  const userId = travellerId!;
  await postSignupCredit(db, userId, SIGNUP_CREDIT_CENTS, joined);
  await writeDemoGiftCards(db, userId, now);

  const ctx = { content, planned, ...refs, zones };
  for (const b of bookings) {
    const p = planned[b.experience]!;
    const { id, experienceId, companyId, startsAt } = await writeDemoBooking(db, ctx, b, { userId });
    if (b.reviewed) {
      await db.insert(reviews).values({
        experienceId,
        userId,
        purchaseId: id,
        authorFirstName: DEMO_TRAVELLER.firstName,
        authorLastName: DEMO_TRAVELLER.lastName,
        rating: 5,
        publicComment: 'Todo salió como lo prometieron: puntuales, amables y con muy buenas explicaciones.',
        langCode: 'es',
        createdAt: new Date(startsAt.getTime() + 2 * DAY_MS),
      });
      await db.execute(sql`update experiences e set rating = s.avg, review_count = s.n
        from (select avg(rating)::float8 as avg, count(*)::int as n from reviews where experience_id = ${experienceId}) s
        where e.id = ${experienceId}`);
    }
    // Operators of the demo bookings can be called and messaged from the agenda.
    await db.execute(sql`update companies set phone = ${`+${DIAL[p.countryIso] ?? '507'}6000${String(1000 + id).slice(-4)}`}
      where id = ${companyId} and phone = ''`);
  }
  return bookings;
}
