import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { placePurchase } from '../../domain/purchases/place-purchase.server';
import { purchaseDeps } from '../../server/purchase-deps';
import { signUpVerified } from '../helpers/accounts';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { cancelCall, cardPurchase } from '../helpers/cancel';
import { authenticatedCard } from '../helpers/checkout';
import { createSecondApp, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The operator's e-mails of a booking (docs/decisions/0065-review-replies-and-operator-emails.md): at its
 * confirmation and at its cancellation, to the company's contact address always and to each member who
 * chose that e-mail, each in its own language, written in the transaction that moves the status, so once
 * even when two server processes race to make the change. On PostgreSQL the two processes really run at
 * once; the embedded engine has one connection, so there they run one after the other.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const CONTACT = 'reservas-h8@example.com';
let t: TestApp;
let f: BookingFixture;
let now = TEST_NOW;
/** Two members of the fixture's company: one reads English and wants bookings, one Spanish and cancellations. */
const members = { english: { id: 0, email: '' }, spanish: { id: 0, email: '' } };

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    env: { CAPTCHA_PROVIDER: 'off', PUBLIC_URL: 'https://rumbo.example' },
    clock: () => now,
  });
  f = await prepareBookingFixture(t);
  const db = t.database.db;
  await db.execute(sql`update experiences set cancellation_policy = 2 where id = ${f.experienceId}`);
  await db.execute(sql`update companies set contact_email = ${CONTACT} where id = ${f.companyId}`);
  // Nobody else of the company chose anything, so the recipients are exactly these.
  await db.execute(sql`update company_members set notify_new_booking = false, notify_cancellation = false
    where company_id = ${f.companyId}`);
  for (const [name, language, choice] of [
    ['english', 'en', sql`notify_new_booking`],
    ['spanish', 'es', sql`notify_cancellation`],
  ] as const) {
    const user = await signUpVerified(t);
    await db.execute(sql`update users set language = ${language} where id = ${user.id}`);
    await db.execute(
      sql`insert into company_members (company_id, user_id, role) values (${f.companyId}, ${user.id}, 'staff')`,
    );
    await db.execute(sql`update company_members set ${choice} = true where user_id = ${user.id}`);
    members[name] = { id: user.id, email: user.email };
  }
}, 300_000);
afterAll(() => t?.close());

interface OutboxRow {
  to_email: string;
  template: string;
  lang_code: string;
  subject: string;
  text: string;
}

/** The operator e-mails about one booking code, by address. */
async function operatorMails(code: string): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    t.database.db,
    sql`select to_email::text as to_email, template, lang_code, subject, text from email_outbox
      where template like 'operator-%' and subject like ${`%${code}%`} order by to_email, id`,
  );
}

async function codeOf(purchaseId: number): Promise<string> {
  const [row] = await queryRows<{ code: string }>(
    t.database.db,
    sql`select code from purchases where id = ${purchaseId}`,
  );
  return row!.code;
}

async function contactLanguage(): Promise<string> {
  const [owner] = await queryRows<{ language: string }>(
    t.database.db,
    sql`select u.language from company_members m join users u on u.id = m.user_id
      where m.company_id = ${f.companyId} and m.role = 'owner' order by m.created_at, m.user_id limit 1`,
  );
  return owner?.language ?? 'es';
}

describe('the operator’s booking e-mails', () => {
  it('a new booking: the contact address and the member who chose it, each once, in their language', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-11-30' });
    const code = await codeOf(bought.id);
    const mails = await operatorMails(code);
    expect(mails.map((mail) => [mail.to_email, mail.template, mail.lang_code]).sort()).toEqual(
      [
        [CONTACT, 'operator-new-booking', await contactLanguage()],
        [members.english.email, 'operator-new-booking', 'en'],
      ].sort(),
    );
    const english = mails.find((mail) => mail.to_email === members.english.email)!;
    expect(english.subject).toMatch(new RegExp(`^New booking ${code}: `));
    expect(english.text).toContain('Monday, November 30, 2026');
    expect(english.text).toContain('8:00');
    expect(english.text).toContain('1 adult');
    expect(english.text).toContain(
      `https://rumbo.example/operator/departures?month=2026-11&experience=${f.experienceId}`,
    );
  });

  it('a cancellation by the traveller: the contact address and the member who chose cancellations, once', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-01' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => cancelCall(t, traveller.token, bought.id)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const cancellations = (await operatorMails(await codeOf(bought.id))).filter(
      (mail) => mail.template === 'operator-cancellation',
    );
    expect(cancellations.map((mail) => [mail.to_email, mail.lang_code]).sort()).toEqual(
      [
        [CONTACT, await contactLanguage()],
        [members.spanish.email, 'es'],
      ].sort(),
    );
    const spanish = cancellations.find((mail) => mail.to_email === members.spanish.email)!;
    expect(spanish.subject).toMatch(/^Reserva .+ cancelada: /);
    expect(spanish.text).toContain('El viajero canceló esta reserva');
    expect(spanish.text).toContain('1 adulto');
  });

  it('two server processes cancelling at once write the e-mails once', async () => {
    const traveller = await signUpVerified(t);
    const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-02' });
    const second = await createSecondApp(t);
    try {
      const both = [
        () => cancelCall(t, traveller.token, bought.id),
        () => cancelCall({ ...t, app: second }, traveller.token, bought.id),
      ];
      const answers = onPostgres
        ? await Promise.all(both.map((task) => task()))
        : [await both[0]!(), await both[1]!()];
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    } finally {
      await second.close();
    }
    const cancellations = (await operatorMails(await codeOf(bought.id))).filter(
      (mail) => mail.template === 'operator-cancellation',
    );
    expect(cancellations).toHaveLength(2);
  });

  it('two processes settling one payment at once confirm it once, with its e-mails once', async () => {
    const traveller = await signUpVerified(t);
    const card = await authenticatedCard(t, traveller.token, 51);
    // A process placed the purchase and charged the card, then stopped before confirming it.
    const placed = await placePurchase(t.database.db, {
      userId: traveller.id,
      selection: {
        experienceId: f.experienceId,
        date: '2026-12-03',
        hour: '08:00',
        participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
        addOnIds: [],
        pickup: null,
        couponCode: null,
        applyWallet: false,
        affiliateCode: null,
      },
      payment: { method: 'card', cardToken: card.card_token, transactionId: card.transaction_id },
      provider: t.app.paymentGateway.name,
      card: { brand: 'VISA', last4: '1111' },
      lang: 'es',
      now: TEST_NOW,
      onConfirmed: purchaseDeps(t.app).onConfirmed,
    });
    const authorized = await t.app.paymentGateway.authorize({
      cardToken: card.card_token,
      transactionId: card.transaction_id,
      amountCents: placed.chargeCents,
      idempotencyKey: placed.attempt!.providerKey,
    });
    expect(authorized.ok).toBe(true);
    expect(await operatorMails(placed.code)).toEqual([]);
    const second = await createSecondApp(t);
    now = new Date(TEST_NOW.getTime() + 3 * 60_000);
    try {
      const both = [() => t.app.reconcilePayments(), () => second.reconcilePayments()];
      const results = onPostgres
        ? await Promise.all(both.map((task) => task()))
        : [await both[0]!(), await both[1]!()];
      expect(results.reduce((sum, result) => sum + result.settled, 0)).toBe(1);
    } finally {
      now = TEST_NOW;
      await second.close();
    }
    const mails = await operatorMails(placed.code);
    expect(mails.map((mail) => [mail.to_email, mail.template]).sort()).toEqual(
      [
        [CONTACT, 'operator-new-booking'],
        [members.english.email, 'operator-new-booking'],
      ].sort(),
    );
  });

  it('an address that is the contact’s and a member’s gets one e-mail, in the member’s language', async () => {
    const db = t.database.db;
    await db.execute(
      sql`update companies set contact_email = ${members.english.email} where id = ${f.companyId}`,
    );
    try {
      const traveller = await signUpVerified(t);
      const bought = await cardPurchase(t, f, traveller, { booking_date: '2026-12-04' });
      const mails = await operatorMails(await codeOf(bought.id));
      expect(mails.map((mail) => [mail.to_email, mail.lang_code])).toEqual([[members.english.email, 'en']]);
    } finally {
      await db.execute(sql`update companies set contact_email = ${CONTACT} where id = ${f.companyId}`);
    }
  });
});
