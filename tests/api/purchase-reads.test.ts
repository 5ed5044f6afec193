import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { coupons } from '../../db/schema/promotions';
import { SIGNUP_CREDIT_CENTS } from '../../domain/wallet/promotions';
import { call, signUpVerified } from '../helpers/accounts';
import { insertTestPurchase } from '../helpers/purchase-rows';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

const DAY = 86_400_000;
const at = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

let t: TestApp;
let experienceIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6 });
  experienceIds = (
    await queryRows<{ id: number }>(t.database.db, sql`select id from experiences order by id limit 3`)
  ).map((row) => row.id);
});
afterAll(() => t?.close());

const experience = (index = 0) => experienceIds[index] ?? 0;
const list = (token: string, userId: number, query = '') =>
  call(t, `purchases-by-customer/${userId}${query}`, { token });
const codes = (response: { json(): unknown }) =>
  (response.json() as { data: { code: string }[] }).data.map((item) => item.code);

describe('a purchase', () => {
  it('answers its owner with the decision 0039 shape, in the requested language, privately', async () => {
    const owner = await signUpVerified(t);
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({ code: 'VERANO10', percent: 10 })
      .returning({ id: coupons.id });
    const created = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(),
      startsAt: new Date('2026-12-03T14:30:00Z'),
      createdAt: new Date('2026-11-20T10:00:00Z'),
      totalCostCents: 12_345,
      walletDiscountCents: 1_500,
      participants: { adults: 2, children: 1 },
      addOns: [{ name: 'Almuerzo', quantity: 3, totalCents: 4_500 }],
      pickup: { latitude: 9.93, longitude: -84.08 },
      couponId: coupon?.id,
      voucherToken: 'tok_abc',
    });
    const response = await call(t, `purchase/${created.id}`, { token: owner.token, lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json();
    const [names] = await queryRows<{ en: string; es: string }>(
      t.database.db,
      sql`select max(name) filter (where lang_code = 'en') as en, max(name) filter (where lang_code = 'es') as es
        from experience_translations where experience_id = ${experience()}`,
    );
    expect(names?.en).toBeTruthy();
    expect(names?.en).not.toBe(names?.es);
    expect(data).toMatchObject({
      id: created.id,
      code: created.code,
      status: 'confirmed',
      experience_id: experience(),
      experience_name: names?.en,
      booking_date: '2026-12-03',
      booking_hour: '14:30',
      time_zone: 'UTC',
      participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
      total_participants: 3,
      additional_products: [{ id: null, name: 'Almuerzo', quantity: 3, total: 45 }],
      pickup: { lat: 9.93, lng: -84.08, address: '' },
      coupon_code: 'VERANO10',
      total_cost: 123.45,
      wallet_discount: 15,
      total_payment: 108.45,
      displayed_total: 123.45,
      payment_method: 'card',
      card_brand: 'visa',
      card_last4: '4242',
      voucher_url: `/voucher/${created.code}?t=tok_abc`,
      created_at: '2026-11-20T10:00:00.000Z',
    });
    expect(data.experience_url).toMatch(new RegExp(`^/[^/]+/[^/]+/[^/]+/${experience()}$`));
    expect(data.photo_url).toMatch(/^\/media\/.+640/);
    const spanish = (await call(t, `purchase/${created.id}`, { token: owner.token })).json().data;
    expect(spanish.experience_name).toBe(names?.es);
  });

  it('names a booked add-on in the reader’s language while the experience still offers it', async () => {
    const owner = await signUpVerified(t);
    const [offered] = await queryRows<{ id: number; experience_id: number; es: string; en: string }>(
      t.database.db,
      sql`select ea.id, ea.experience_id, es.name as es, en.name as en from experience_add_ons ea
        join add_on_item_translations es on es.add_on_item_id = ea.add_on_item_id and es.lang_code = 'es'
        join add_on_item_translations en on en.add_on_item_id = ea.add_on_item_id and en.lang_code = 'en'
        where es.name <> en.name order by ea.id limit 1`,
    );
    if (!offered) throw new Error('the seed has no add-on whose Spanish and English names differ');
    const created = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: offered.experience_id,
      startsAt: at(5),
      addOns: [
        { name: offered.es, quantity: 1, totalCents: 1_000, experienceAddOnId: offered.id },
        { name: 'Almuerzo (ya no ofrecido)', quantity: 1, totalCents: 500 },
      ],
    });
    const names = async (lang: 'es' | 'en') =>
      (await call(t, `purchase/${created.id}`, { token: owner.token, lang }))
        .json()
        .data.additional_products.map((item: { name: string }) => item.name);
    expect(await names('en')).toEqual([offered.en, 'Almuerzo (ya no ofrecido)']);
    expect(await names('es')).toEqual([offered.es, 'Almuerzo (ya no ofrecido)']);
  });

  it('is refused to anyone else (403), to nobody signed in (401), and unknown ids are 404', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { id } = await insertTestPurchase(t.database.db, { userId: owner.id, experienceId: experience() });
    const forbidden = await call(t, `purchase/${id}`, { token: other.token });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'PURCHASE_FORBIDDEN', message: 'Esa compra no es tuya.' });
    expect((await call(t, `purchase/${id}`)).statusCode).toBe(401);
    const missing = await call(t, `purchase/${id + 100_000}`, { token: owner.token, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('PURCHASE_NOT_FOUND');
    expect((await call(t, 'purchase/abc', { token: owner.token })).statusCode).toBe(400);
  });

  it('shows total_cost when payment and wallet are both zero, and no voucher unless it stands', async () => {
    const owner = await signUpVerified(t);
    const free = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(),
      totalCostCents: 0,
      status: 'created',
      paymentMethod: 'wallet',
    });
    const { data } = (await call(t, `purchase/${free.id}`, { token: owner.token })).json();
    expect(data).toMatchObject({ total_payment: 0, wallet_discount: 0, total_cost: 0, displayed_total: 0 });
    expect(data.voucher_url).toBeNull();
    expect(data.card_brand).toBeNull();
    expect(data.pickup).toBeNull();
    expect(data.coupon_code).toBeNull();
    const walletOnly = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(),
      totalCostCents: 1_500,
      walletDiscountCents: 1_500,
    });
    const paid = (await call(t, `purchase/${walletOnly.id}`, { token: owner.token })).json().data;
    expect(paid).toMatchObject({
      total_payment: 0,
      wallet_discount: 15,
      displayed_total: 15,
      payment_method: 'wallet',
    });
  });
});

describe('purchases by customer', () => {
  it('splits upcoming from past, each in its default order, paginated', async () => {
    const owner = await signUpVerified(t);
    const add = (
      startsAt: Date,
      status: 'confirmed' | 'created' | 'completed' | 'canceled_by_customer' = 'confirmed',
    ) =>
      insertTestPurchase(t.database.db, { userId: owner.id, experienceId: experience(1), startsAt, status });
    const soon = await add(at(2));
    const later = await add(at(10), 'created');
    const canceledFuture = await add(at(5), 'canceled_by_customer');
    const done = await add(at(-3), 'completed');
    const older = await add(at(-30), 'completed');
    // Another traveller's purchase never shows.
    const stranger = await signUpVerified(t);
    await insertTestPurchase(t.database.db, {
      userId: stranger.id,
      experienceId: experience(1),
      startsAt: at(3),
    });

    const upcoming = await list(
      owner.token,
      owner.id,
      '?section=upcoming-purchases&orderBy=&ascendingOrder=',
    );
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.headers['cache-control']).toBe('private, no-store');
    expect(codes(upcoming)).toEqual([soon.code, later.code]);
    expect(upcoming.json().pagination).toMatchObject({ total_records: 2, current_page: 1, next_page: null });
    expect(codes(await list(owner.token, owner.id))).toEqual([soon.code, later.code]);

    const past = await list(owner.token, owner.id, '?section=past-purchases');
    expect(codes(past)).toEqual([canceledFuture.code, done.code, older.code]);
    expect(codes(await list(owner.token, owner.id, '?section=past-purchases&ascendingOrder=true'))).toEqual([
      older.code,
      done.code,
      canceledFuture.code,
    ]);

    const page2 = await list(owner.token, owner.id, '?section=past-purchases&limit=2&page=2');
    expect(codes(page2)).toEqual([older.code]);
    expect(page2.json().pagination).toMatchObject({ total_pages: 2, total_records: 3, prev_page: 1 });
  });

  it('orders by created_at and by total on request', async () => {
    const owner = await signUpVerified(t);
    const a = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(2),
      startsAt: at(1),
      createdAt: at(-1),
      totalCostCents: 30_000,
    });
    const b = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(2),
      startsAt: at(2),
      createdAt: at(-5),
      totalCostCents: 5_000,
    });
    const c = await insertTestPurchase(t.database.db, {
      userId: owner.id,
      experienceId: experience(2),
      startsAt: at(3),
      createdAt: at(-2),
      totalCostCents: 12_000,
    });
    expect(codes(await list(owner.token, owner.id, '?orderBy=created_at&ascendingOrder=true'))).toEqual([
      b.code,
      c.code,
      a.code,
    ]);
    expect(codes(await list(owner.token, owner.id, '?orderBy=total&ascendingOrder=false'))).toEqual([
      a.code,
      c.code,
      b.code,
    ]);
    expect(codes(await list(owner.token, owner.id, '?orderBy=booking_date&ascendingOrder=false'))).toEqual([
      c.code,
      b.code,
      a.code,
    ]);
  });

  it('refuses another user’s list (403), no session (401) and bad queries (400, translated)', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const forbidden = await list(other.token, owner.id);
    expect(forbidden.statusCode).toBe(403);
    expect((await call(t, `purchases-by-customer/${owner.id}`)).statusCode).toBe(401);
    for (const query of [
      '?section=future',
      '?orderBy=price',
      '?ascendingOrder=yes',
      '?limit=0',
      '?section=a&section=b',
    ]) {
      const response = await list(owner.token, owner.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/^La consulta no es válida/);
    }
  });
});

describe('get-wallet', () => {
  it('is the sign-up credit of a new account, for its owner only', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const response = await call(t, `get-wallet/${owner.id}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ available_balance: SIGNUP_CREDIT_CENTS / 100 });
    expect((await call(t, `get-wallet/${owner.id}`, { token: other.token })).statusCode).toBe(403);
    expect((await call(t, `get-wallet/${owner.id}`)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the purchase reads with the purchase schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
    };
    const schemaOf = (path: string) =>
      JSON.stringify(doc.paths[path]?.get?.responses['200']?.content['application/json']?.schema ?? null);
    for (const path of ['/api/v1/purchase/{id}', '/api/v1/purchases-by-customer/{userId}']) {
      const schema = schemaOf(path);
      for (const field of ['displayed_total', 'voucher_url', 'booking_hour', 'additional_products']) {
        expect(schema, path).toContain(field);
      }
    }
    expect(schemaOf('/api/v1/purchases-by-customer/{userId}')).toContain('total_records');
    expect(schemaOf('/api/v1/get-wallet/{userId}')).toContain('available_balance');
  });
});
