import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enqueuePurchaseConfirmation } from '../../domain/purchases/purchase-confirmation.server';
import { emailLinks } from '../../server/email-links';
import { mailbox } from '../helpers/accounts';
import { type InsertedPurchase, insertPurchase } from '../helpers/purchase-factory';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * A paid booking's next steps (docs/decisions/0083-after-paying.md) say the same on the confirmation
 * screen's call and in the confirmation e-mail: the pickup's window and place, the company's contact for
 * travellers, what to bring and the free-cancellation deadline. The voucher page's markup of the same
 * view model: tests/unit/web/voucher-next-steps-markup.test.ts.
 */
let t: TestApp;
let purchase: InsertedPurchase;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 4 });
  const db = t.database.db;
  purchase = await insertPurchase(db, {
    lang: 'en',
    cancellationPolicy: 2,
    pickup: { latitude: 8.98123, longitude: -79.51987, address: '', notes: 'Blue gate' },
  });
  await db.execute(sql`update companies set contact_email = 'trips@operator.example', contact_phone = '+507 6111-2222'
    where id = (select company_id from purchases where id = ${purchase.id})`);
  await db.execute(sql`delete from experience_details where experience_id = ${purchase.experienceId}`);
  for (const [key, type, es, en] of [
    ['h3-passport', 'requirements', 'Pasaporte vigente', 'Valid passport'],
    ['h3-sunscreen', 'recommendations', 'Protector solar', 'Sunscreen'],
  ] as const) {
    await db.execute(sql`with item as (insert into detail_items (key, type) values (${key}, ${type}) returning id),
        names as (insert into detail_item_translations (detail_item_id, lang_code, name)
          select id, 'es', ${es} from item union all select id, 'en', ${en} from item)
      insert into experience_details (experience_id, detail_item_id) select ${purchase.experienceId}, id from item`);
  }
}, 300_000);
afterAll(() => t?.close());

const nextStepsUrl = (code: string, token: string) =>
  `/api/v1/voucher/${encodeURIComponent(code)}/next-steps?t=${encodeURIComponent(token)}`;

it('answers the next steps by the voucher link, in the request’s language, privately', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: nextStepsUrl(purchase.code, purchase.token!),
    headers: apiHeaders('en'),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  const { data } = res.json();
  expect(data.title).toBe('What happens next');
  expect(data.when.text).toMatch(/^Tuesday, November 24, 2026, 8:00 AM \(/);
  expect(data.where).toMatchObject({
    kind: 'pickup',
    text: 'Point on the map',
    window: 'Between 7:00 AM and 8:00 AM. The operator confirms the exact time.',
    instructions: 'Blue gate',
  });
  expect(data.contact).toMatchObject({
    email: 'trips@operator.example',
    phone: '+507 6111-2222',
    support: false,
  });
  expect(data.toBring.items).toEqual(['Valid passport', 'Sunscreen']);
  expect(data.cancellation.deadline).toMatch(
    /^Free cancellation until Monday, November 23, 2026, 8:00 AM \(/,
  );
  expect(data.links.calendarPath).toBe(`/voucher/${purchase.code}/calendar.ics?t=${purchase.token}`);

  const spanish = await t.app.inject({
    method: 'GET',
    url: nextStepsUrl(purchase.code, purchase.token!),
    headers: apiHeaders('es'),
  });
  expect(spanish.json().data.toBring.items).toEqual(['Pasaporte vigente', 'Protector solar']);
});

it('answers 404 alike for a wrong token, a missing one and an unknown code', async () => {
  for (const url of [
    nextStepsUrl(purchase.code, `${purchase.token}x`),
    `/api/v1/voucher/${purchase.code}/next-steps`,
    nextStepsUrl('NOPE', purchase.token!),
  ]) {
    const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders('en') });
    expect(res.statusCode, url).toBe(404);
    expect(res.json().code).toBe('PURCHASE_NOT_FOUND');
    expect(res.payload).not.toContain('operator.example');
  }
});

it('writes the same next steps in the confirmation e-mail, the deadline as of the booking', async () => {
  await t.app.db.transaction((tx) =>
    enqueuePurchaseConfirmation(tx, purchase.id, emailLinks(t.app), TEST_NOW),
  );
  const [mail] = await mailbox(t, purchase.email);
  expect(mail?.template).toBe('purchase-confirmation');
  expect(mail?.text).toContain('What happens next');
  expect(mail?.text).toContain('We pick you up at: Point on the map');
  expect(mail?.text).toContain('Between 7:00 AM and 8:00 AM. The operator confirms the exact time.');
  expect(mail?.text).toContain('E-mail: trips@operator.example');
  expect(mail?.text).toContain('Phone: +507 6111-2222');
  expect(mail?.text).toContain('What to bring\n• Valid passport\n• Sunscreen');
  expect(mail?.text).toMatch(/Free cancellation until Monday, November 23, 2026, 8:00 AM \(/);
  expect(mail?.html).toContain('<strong>What to bring</strong><br>• Valid passport<br>• Sunscreen');
  expect(mail?.text).not.toContain('Latitude');
});
