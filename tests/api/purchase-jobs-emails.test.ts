import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { unsubscribePath } from '../../domain/emails/layout';
import { unsubscribeEmail } from '../../domain/accounts/unsubscribe.server';
import { instantAt } from '../../common/time/zoned-time';
import { insertReview, minutesAfter, movableClock, outboxTo, purchaseStatus } from '../helpers/purchase-jobs';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The e-mails of the purchases' job (issue 17): the day-before reminder (transactional) and the review
 * request after completion (promotional), each once, in the purchase's language, with absolute links on
 * the product's public origin.
 */
const PUBLIC_URL = 'https://rumbo.example';
const time = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, clock: time.clock, env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

const booked = { createdAt: new Date('2026-11-01T12:00:00Z') };
const run = () => t.app.runPurchaseJobs();

async function column(p: InsertedPurchase, name: 'reminder_sent_at' | 'review_requested_at') {
  const [row] = await queryRows<{ at: Date | string | null }>(
    t.app.db,
    sql`select ${sql.identifier(name)} as at from purchases where id = ${p.id}`,
  );
  return row?.at ? new Date(row.at) : null;
}

async function operatorOf(p: InsertedPurchase) {
  const [row] = await queryRows<{ name: string; email: string; phone: string }>(
    t.app.db,
    sql`select c.company_name as name, c.email::text as email, c.phone from purchases p
        join companies c on c.id = p.company_id where p.id = ${p.id}`,
  );
  return row!;
}

async function meetingOf(p: InsertedPurchase, lang: 'es' | 'en') {
  const [row] = await queryRows<{ reference: string | null; lat: number | null }>(
    t.app.db,
    sql`select (select meeting_reference from experience_translations
                where experience_id = e.id and lang_code = ${lang}) as reference, e.meeting_latitude as lat
        from experiences e where e.id = ${p.experienceId}`,
  );
  return row!;
}

describe('the day-before reminder', () => {
  it('goes once from 00:00 of the day before, on the experience clock, in each language', async () => {
    const es = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-02', bookingHour: '08:00' });
    const en = await insertPurchase(t.app.db, {
      ...booked,
      lang: 'en',
      bookingDate: '2026-12-02',
      bookingHour: '08:00',
      pickup: { latitude: 9.0123, longitude: -79.5123, address: 'Hotel Central, Casco Viejo' },
    });
    const dayBefore = instantAt(es.timeZone, '2026-12-01', '00:00');
    time.set(minutesAfter(dayBefore, -1));
    await run();
    expect(await outboxTo(t.app.db, es.email, 'purchase-reminder')).toEqual([]);

    time.set(dayBefore);
    for (let again = 0; again < 3; again++) await run();
    const [spanish, ...moreEs] = await outboxTo(t.app.db, es.email, 'purchase-reminder');
    const [english, ...moreEn] = await outboxTo(t.app.db, en.email, 'purchase-reminder');
    expect([moreEs, moreEn]).toEqual([[], []]);
    expect(await column(es, 'reminder_sent_at')).toEqual(dayBefore);

    expect(spanish).toMatchObject({ lang_code: 'es' });
    expect(spanish!.subject).toMatch(new RegExp(`^Recordatorio: .+, reserva ${es.code}$`));
    expect(spanish!.text).toContain('miércoles, 2 de diciembre de 2026, 8:00 AM (hora de ');
    expect(spanish!.text).toContain(`Abrir tu voucher: ${PUBLIC_URL}/voucher/${es.code}?t=${es.token}`);
    const meeting = await meetingOf(es, 'es');
    if (meeting.reference) expect(spanish!.text).toContain(`Punto de encuentro: ${meeting.reference}`);
    if (meeting.lat !== null)
      expect(spanish!.text).toContain('Ver en el mapa: https://www.openstreetmap.org/');
    const operator = await operatorOf(es);
    expect(spanish!.text).toContain(`Operador: ${operator.name}`);
    expect(spanish!.text).toContain(`Correo electrónico: ${operator.email}`);
    if (operator.phone) expect(spanish!.text).toContain(`Teléfono: ${operator.phone}`);

    expect(english).toMatchObject({ lang_code: 'en' });
    expect(english!.subject).toMatch(new RegExp(`^Reminder: .+, booking ${en.code}$`));
    expect(english!.text).toContain('Wednesday, December 2, 2026, 8:00 AM (');
    expect(english!.text).toContain('Pickup point: Hotel Central, Casco Viejo');
    expect(english!.text).toContain('Open the map: https://www.openstreetmap.org/?mlat=9.0123&mlon=-79.5123');
    expect(english!.text).toContain(`Open your voucher: ${PUBLIC_URL}/voucher/${en.code}?t=${en.token}`);
    expect(english!.text).toContain(`Operator: ${(await operatorOf(en)).name}`);
    expect(english!.html).toContain(`href="${PUBLIC_URL}/voucher/${en.code}?t=${en.token}"`);
  });

  it('reaches an address that unsubscribed (transactional); the review request does not (promotional)', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-05', durationMinutes: 60 });
    await unsubscribeEmail(t.app.db, p.email, booked.createdAt);
    time.set(instantAt(p.timeZone, '2026-12-04', '09:00'));
    await run();
    expect(await outboxTo(t.app.db, p.email, 'purchase-reminder')).toHaveLength(1);
    time.set(minutesAfter(p.startsAt, 61));
    await run();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('completed');
    expect(await outboxTo(t.app.db, p.email, 'review-request')).toEqual([]);
  });

  it('is not sent for a purchase booked on the day before or one cancelled', async () => {
    const late = await insertPurchase(t.app.db, { bookingDate: '2026-12-08', createdAt: new Date(0) });
    const lateAt = instantAt(late.timeZone, '2026-12-07', '10:00');
    await queryRows(t.app.db, sql`update purchases set created_at = ${lateAt} where id = ${late.id}`);
    const canceled = await insertPurchase(t.app.db, {
      ...booked,
      bookingDate: '2026-12-08',
      status: 'canceled_by_customer',
    });
    for (const at of ['10:30', '23:59']) {
      time.set(instantAt(late.timeZone, '2026-12-07', at));
      await run();
    }
    time.set(minutesAfter(late.startsAt, -1));
    await run();
    expect(await outboxTo(t.app.db, late.email)).toEqual([]);
    expect(await outboxTo(t.app.db, canceled.email)).toEqual([]);
    expect(await column(late, 'reminder_sent_at')).toBeNull();
  });
});

describe('the review request', () => {
  it('goes once on completion, in the purchase language, straight to the review form', async () => {
    const p = await insertPurchase(t.app.db, {
      ...booked,
      lang: 'en',
      bookingDate: '2026-12-10',
      durationMinutes: 120,
    });
    time.set(minutesAfter(p.startsAt, 119));
    await run();
    expect(await outboxTo(t.app.db, p.email, 'review-request')).toEqual([]);
    time.set(minutesAfter(p.startsAt, 120));
    for (let again = 0; again < 3; again++) await run();
    const mails = await outboxTo(t.app.db, p.email, 'review-request');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ lang_code: 'en' });
    expect(mails[0]!.subject).toMatch(/^How was .+\?$/);
    const link = `${PUBLIC_URL}/review-experience/${p.experienceId}`;
    expect(mails[0]!.text).toContain(`Write my review: ${link}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}${unsubscribePath(t.app.env.SIGNING_SECRET, p.email)}`);
    expect(await column(p, 'review_requested_at')).toEqual(minutesAfter(p.startsAt, 120));
  });

  it('is not sent to a traveller who already reviewed the experience', async () => {
    const hour = { ...booked, bookingDate: '2026-12-12', durationMinutes: 60 };
    const reviewer = await insertPurchase(t.app.db, hour);
    const other = await insertPurchase(t.app.db, hour);
    await insertReview(t.app.db, reviewer.userId, reviewer.experienceId);
    time.set(minutesAfter(reviewer.startsAt, 60));
    await run();
    expect(await purchaseStatus(t.app.db, reviewer.id)).toBe('completed');
    expect(await outboxTo(t.app.db, reviewer.email)).toEqual([]);
    expect(await column(reviewer, 'review_requested_at')).toBeNull();
    expect(await outboxTo(t.app.db, other.email, 'review-request')).toHaveLength(1);
  });

  it('is not sent for an experience that ended over 30 days before the job completed it', async () => {
    const p = await insertPurchase(t.app.db, { ...booked, bookingDate: '2026-12-13', durationMinutes: 60 });
    time.set(minutesAfter(p.startsAt, 60 + 31 * 24 * 60));
    await run();
    expect(await purchaseStatus(t.app.db, p.id)).toBe('completed');
    expect(await outboxTo(t.app.db, p.email)).toEqual([]);
  });
});
