import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { loadBookingInputs } from '../../domain/booking/booking-input.server';
import { firstDepartureFor } from '../../domain/booking/first-departure';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { apiHeaders, createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

let t: TestApp;
let f: BookingFixture;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 60 });
  f = await prepareBookingFixture(t);
});
afterAll(() => t?.close());

interface Item {
  id: number;
  display_price: number;
  rating: number;
  duration: number;
  first_departure?: { date: string; hour: string };
}
interface Page {
  data: Item[];
  pagination: { total_records: number; next_page: number | null };
}

const get = (query: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/experiences/simple?${query}`,
    headers: apiHeaders(lang),
  });

/** Every match of a query, following the pages as "View more" does. */
async function everyMatch(query: string): Promise<{ items: Item[]; total: number }> {
  const items: Item[] = [];
  let page: number | null = 1;
  let total = 0;
  while (page !== null) {
    const reply = await get(`${query}&page=${page}&limit=16`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<Page>();
    items.push(...body.data);
    total = body.pagination.total_records;
    page = body.pagination.next_page;
  }
  return { items, total };
}

const staleCount = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from day_places_stale`))[0]!.n;

const fixtureIn = (items: Item[]) => items.find((item) => item.id === f.experienceId);

describe('search by date and travellers (fixture: Panama, TEST_NOW Sunday 22 Nov 10:00)', () => {
  it('gives each result its first departure with places and excludes locked, sold-out and too-soon days', async () => {
    // Tuesday 24: 08:00 has 10 places.
    const tuesday = await everyMatch('date=2026-11-24&travellers=3');
    expect(fixtureIn(tuesday.items)?.first_departure).toEqual({
      date: '2026-11-24',
      hour: '08:00',
    });
    // Wednesday 25 is locked for the whole day; Friday 27 is sold out.
    expect(fixtureIn((await everyMatch('date=2026-11-25&travellers=1')).items)).toBeUndefined();
    expect(fixtureIn((await everyMatch('date=2026-11-27&travellers=1')).items)).toBeUndefined();
    // Monday 23: 08:00 is within the 24-hour anticipation, 14:00 has 4 places.
    expect(fixtureIn((await everyMatch('date=2026-11-23&travellers=5')).items)).toBeUndefined();
    expect(fixtureIn((await everyMatch('date=2026-11-23&travellers=4')).items)?.first_departure).toEqual({
      date: '2026-11-23',
      hour: '14:00',
    });
    // Thursday 26: 08:00 locked, 14:00 has 4 places.
    expect(fixtureIn((await everyMatch('date=2026-11-26&travellers=5')).items)).toBeUndefined();
  });

  it('finds the first day of a range that has places for the group', async () => {
    const range = await everyMatch('date=2026-11-25&to=2026-11-28&travellers=5');
    expect(fixtureIn(range.items)?.first_departure).toEqual({
      date: '2026-11-28',
      hour: '08:00',
    });
    expect(range.items.length).toBe(range.total);
    expect(range.items.every((item) => item.first_departure !== undefined)).toBe(true);
  });

  it('answers exactly the experiences the booking engine finds a departure for', async () => {
    const db = t.database.db;
    const ids = (
      await queryRows<{ id: number }>(db, sql`select id from experiences where status = 'published'`)
    ).map((row) => row.id);
    const inputs = await loadBookingInputs(db, ids, TEST_NOW);
    const cases = [
      ['2026-11-23', '2026-11-23', 1],
      ['2026-11-24', '2026-11-24', 12],
      ['2026-11-28', '2026-12-05', 30],
      ['2026-12-20', '2026-12-20', 8],
      ['2026-11-22', '2026-12-22', 4],
      ['2027-05-18', '2027-05-22', 2],
    ] as const;
    // First with every experience stale (the engine decides each), then from the refreshed table.
    expect(await staleCount()).toBeGreaterThan(0);
    for (const refreshed of [false, true]) {
      if (refreshed) {
        expect(await t.app.refreshDayPlaces()).toBeGreaterThan(0);
        expect(await staleCount()).toBe(0);
      }
      for (const [from, to, travellers] of cases) {
        const expected = new Map(
          ids.flatMap((id) => {
            const departure = firstDepartureFor(
              inputs.get(id)!.availability,
              { from, to },
              travellers,
              TEST_NOW,
            );
            return departure ? [[id, departure] as const] : [];
          }),
        );
        const { items, total } = await everyMatch(`date=${from}&to=${to}&travellers=${travellers}`);
        expect(total, `${from}..${to} + ${travellers}, refreshed: ${refreshed}`).toBe(expected.size);
        expect(new Map(items.map((item) => [item.id, item.first_departure]))).toEqual(expected);
      }
    }
  });

  it('counts by country from the week rows and with other filters over the experiences, as the engine does', async () => {
    const db = t.database.db;
    await t.app.refreshDayPlaces();
    const rows = await queryRows<{ id: number; country_id: number; is_private: boolean }>(
      db,
      sql`select id, country_id, is_private from experiences where status = 'published'`,
    );
    const inputs = await loadBookingInputs(
      db,
      rows.map((row) => row.id),
      TEST_NOW,
    );
    const expectedIds = (
      from: string,
      to: string,
      travellers: number,
      keep: (row: (typeof rows)[0]) => boolean,
    ) =>
      rows
        .filter(keep)
        .filter((row) =>
          firstDepartureFor(inputs.get(row.id)!.availability, { from, to }, travellers, TEST_NOW),
        )
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const found = async (query: string) => {
      const { items, total } = await everyMatch(query);
      expect(items.length, query).toBe(total);
      return items.map((item) => item.id).sort((a, b) => a - b);
    };
    const country = rows.find((row) => row.id === f.experienceId)!.country_id;
    for (const [from, to, travellers] of [
      ['2026-11-24', '2026-11-24', 3],
      ['2026-11-28', '2026-12-05', 6],
    ] as const) {
      const inCountry = expectedIds(from, to, travellers, (row) => row.country_id === country);
      expect(inCountry).toContain(f.experienceId);
      expect(await found(`date=${from}&to=${to}&travellers=${travellers}&country=${country}`)).toEqual(
        inCountry,
      );
      expect(
        await found(`date=${from}&to=${to}&travellers=${travellers}&country=${country}&properties=shared`),
      ).toEqual(expectedIds(from, to, travellers, (row) => row.country_id === country && !row.is_private));
    }
    // Moved to another country: counted there at once (stale until the refresher), and no longer here.
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`select id from countries where id <> ${country} order by id limit 1`,
    );
    await db.execute(sql`update experiences set country_id = ${other!.id} where id = ${f.experienceId}`);
    for (const refreshed of [false, true]) {
      if (refreshed) await t.app.refreshDayPlaces();
      expect(await found(`date=2026-11-24&travellers=3&country=${country}`)).not.toContain(f.experienceId);
      expect(await found(`date=2026-11-24&travellers=3&country=${other!.id}`)).toContain(f.experienceId);
    }
    await db.execute(sql`update experiences set country_id = ${country} where id = ${f.experienceId}`);
    await t.app.refreshDayPlaces();
  });

  it('counts in the filter dialog what the list shows', async () => {
    const listed = await everyMatch('date=2026-11-28&travellers=20');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/experiences/simple?page=1&limit=16',
      headers: apiHeaders('es'),
      payload: { data: { filters: { date: '2026-11-28', travellers: 20 } } },
    });
    expect(reply.json<Page>().pagination.total_records).toBe(listed.total);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.total).toBeLessThan((await everyMatch('date=2026-11-28&travellers=1')).total);
  });

  it('refuses bad dates, ranges, groups and orders with a translated 400', async () => {
    for (const query of [
      'date=2026-02-30',
      'date=tomorrow',
      'to=2026-12-01',
      'date=2026-12-05&to=2026-12-01',
      'date=2026-12-01&to=2027-01-05',
      'travellers=0',
      'travellers=51',
      'travellers=2.5',
      'sort=cheapest',
    ]) {
      const es = await get(`${query}&page=1&limit=16`, 'es');
      expect(es.statusCode, query).toBe(400);
      expect(es.json().code).toBe('INVALID_FILTERS');
      const en = await get(`${query}&page=1&limit=16`, 'en');
      expect(en.json().message).not.toBe(es.json().message);
    }
  });
});

describe('sort orders', () => {
  const sorted = async (sort: string) => (await everyMatch(`sort=${sort}`)).items;

  it('orders by the card price, rating and duration, and keeps every experience', async () => {
    const recommended = await sorted('recommended');
    const byPrice = await sorted('price_asc');
    const prices = byPrice.map((item) => item.display_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await sorted('price_desc')).map((item) => item.display_price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const ratings = (await sorted('rating')).map((item) => item.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const durations = (await sorted('duration')).map((item) => item.duration);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(new Set(byPrice.map((item) => item.id))).toEqual(new Set(recommended.map((item) => item.id)));
    expect(prices[0]).toBeLessThan(prices.at(-1)!);
  });

  it('sorts a date search too', async () => {
    const items = (await everyMatch('date=2026-11-28&travellers=2&sort=price_desc')).items;
    const prices = items.map((item) => item.display_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
});
