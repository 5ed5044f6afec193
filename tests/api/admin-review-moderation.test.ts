import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { App } from '../../server/app';
import { call, signUp } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { apiHeaders, createSecondApp, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Reporting reviews and their moderation (docs/decisions/0076-moderation): a traveller reports a review
 * once; an admin hides it with a reason and it leaves the experience page, its API answer and its rating
 * at once in every process (a second app on the same database); restoring brings it back; reports can be
 * dismissed; every decision is in the audit log with its before and after.
 */
let t: TestApp;
let other: App;
let admin: string;
let traveller: { id: number; token: string };
let experienceId: number;
let experienceUrl: string;
/** The newest review's comment, to find on the page. */
const MARKER = 'Comentario marcador de la moderación';
/** The reviews of the experience, newest first (the page's order). */
let reviewIds: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  other = await createSecondApp(t);
  admin = (await passedAdmin(t)).token;
  traveller = await signUp(t);
  const [row] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select e.id from experiences e where e.status = 'published'
        and (select count(distinct rating) from reviews r where r.experience_id = e.id) >= 2
        order by e.id limit 1`,
  );
  experienceId = row!.id;
  const reviews = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from reviews where experience_id = ${experienceId} order by created_at desc, id desc`,
  );
  reviewIds = reviews.map((review) => review.id);
  await t.app.db.execute(sql`update reviews set public_comment = ${MARKER} where id = ${reviewIds[0]!}`);
  experienceUrl = (await detail(t.app)).url as string;
}, 300_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

async function detail(app: App) {
  const res = await app.inject({ url: `/api/v1/experience/${experienceId}`, headers: apiHeaders('en') });
  expect(res.statusCode).toBe(200);
  return res.json() as { url: string; rating: number; reviews_count: number; reviews: { id: number }[] };
}

/** The rating and count the visible reviews give, computed here from the rows. */
async function visibleRating() {
  const [row] = await queryRows<{ rating: number; count: number }>(
    t.app.db,
    sql`select coalesce(avg(rating)::float8, 0) as rating, count(*)::int as count from reviews
        where experience_id = ${experienceId} and hidden_at is null`,
  );
  return { rating: Math.round(row!.rating * 100) / 100, count: row!.count };
}

const report = (
  id: number,
  token: string | undefined,
  payload: unknown = { reason: 'spam', note: 'Un anuncio' },
) => call(t, `reviews/${id}/report`, { token, payload });
const moderate = (id: number, action: 'hide' | 'restore' | 'dismiss-reports', reason = 'Datos personales') =>
  call(t, `admin/reviews/${id}/${action}`, { token: admin, payload: { reason } });
const auditOf = (id: number) =>
  queryRows<{ action: string; before: unknown; after: Record<string, unknown>; actor_kind: string }>(
    t.app.db,
    sql`select action, before, after, actor_kind from audit_log where entity = 'review'
        and entity_id = ${String(id)} order by id`,
  );

describe('reporting a review', () => {
  it('takes a signed-in traveller’s report once, with a reason, never of their own review', async () => {
    const id = reviewIds[0]!;
    expect((await report(id, undefined)).statusCode).toBe(401);
    const invalid = await report(id, traveller.token, { reason: 'boring' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('VALIDATION_ERROR');

    const first = await report(id, traveller.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ review_id: id, reason: 'spam' });
    const again = await report(id, traveller.token, { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_ALREADY_REPORTED', message: expect.any(String) });

    const unknown = await report(2_000_000_000, traveller.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('REVIEW_NOT_FOUND');

    const author = await signUp(t);
    await t.app.db.execute(sql`update reviews set user_id = ${author.id} where id = ${reviewIds[1]!}`);
    const own = await report(reviewIds[1]!, author.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('REVIEW_REPORT_OWN');
  });

  it('counts two reports sent at once as one', async () => {
    const racer = await signUp(t);
    const answers = await Promise.all([
      report(reviewIds[0]!, racer.token),
      report(reviewIds[0]!, racer.token),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [counted] = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from review_reports where review_id = ${reviewIds[0]!} and user_id = ${racer.id}`,
    );
    expect(counted!.n).toBe(1);
  });

  it('answers 429 past 20 reports an hour from one account', async () => {
    const busy = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await report(reviewIds[2]!, busy.token)).statusCode);
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});

describe('the moderation queue', () => {
  it('lists reported reviews with their reports, and finds any review by its words', async () => {
    const queue = await call(t, 'admin/reviews', { token: admin, lang: 'en' });
    expect(queue.statusCode).toBe(200);
    const first = queue.json().data[0];
    expect(first).toMatchObject({ id: reviewIds[0], open_reports: 2, hidden: null });
    expect(first.reports).toHaveLength(2);
    expect(first.reports[0]).toMatchObject({ reason: 'spam', status: 'open' });
    expect(first.experience).toMatchObject({ id: experienceId, path: experienceUrl });

    const [row] = await queryRows<{ author_first_name: string }>(
      t.app.db,
      sql`select author_first_name from reviews where id = ${reviewIds[3] ?? reviewIds[0]!}`,
    );
    const search = await call(t, `admin/reviews?view=all&q=${encodeURIComponent(row!.author_first_name)}`, {
      token: admin,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((r: { id: number }) => r.id)).toContain(reviewIds[3] ?? reviewIds[0]);
    const bad = await call(t, `admin/reviews?view=everything`, { token: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('hiding and restoring', () => {
  it('takes the review off the page and out of the rating in every process, and back', async () => {
    const id = reviewIds[0]!;
    const before = await detail(other); // cached by the other process
    expect(before.reviews.map((r) => r.id)).toContain(id);
    // The page, rendered and kept in this process's page cache (the second process serves no pages).
    const beforePage = await t.app.inject({ url: experienceUrl, headers: { accept: 'text/html' } });
    expect(beforePage.body).toContain(`"reviewCount":${before.reviews_count}`);
    expect(beforePage.body).toContain(MARKER);

    const hidden = await moderate(id, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ id, open_reports: 0, hidden: { reason: 'Datos personales' } });

    const expected = await visibleRating();
    expect(expected.count).toBe(before.reviews_count - 1);
    await expect.poll(async () => (await detail(other)).reviews.map((r) => r.id)).not.toContain(id);
    for (const app of [t.app, other]) {
      const after = await detail(app);
      expect({ rating: after.rating, count: after.reviews_count }).toEqual(expected);
    }
    const page = await t.app.inject({ url: experienceUrl, headers: { accept: 'text/html' } });
    expect(page.body).toContain(`"reviewCount":${expected.count}`);
    expect(page.body).not.toContain(MARKER);
    expect(after(await report(id, (await signUp(t)).token))).toBe('404 REVIEW_NOT_FOUND');
    expect(after(await moderate(id, 'hide'))).toBe('409 REVIEW_ALREADY_HIDDEN');
    const reports = await queryRows<{ status: string }>(
      t.app.db,
      sql`select status from review_reports where review_id = ${id}`,
    );
    expect(reports.map((r) => r.status)).toEqual(['upheld', 'upheld']);

    const restored = await moderate(id, 'restore', 'Revisada: no tiene datos personales');
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.hidden).toBeNull();
    await expect.poll(async () => (await detail(other)).reviews_count).toBe(before.reviews_count);
    expect((await detail(other)).rating).toBe(before.rating);
    expect(after(await moderate(id, 'restore'))).toBe('409 REVIEW_NOT_HIDDEN');

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.actor_kind])).toEqual([
      ['review.hide', 'admin'],
      ['review.restore', 'admin'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { hidden: false, hidden_reason: null, open_reports: 2 },
      after: { hidden: true, hidden_reason: 'Datos personales', reports_upheld: 2 },
    });
    expect(audit[1]).toMatchObject({
      before: { hidden: true, hidden_reason: 'Datos personales' },
      after: { hidden: false, reason: 'Revisada: no tiene datos personales' },
    });
  });

  it('dismisses the open reports and leaves the review on the page', async () => {
    const id = reviewIds[2]!;
    expect(after(await moderate(reviewIds[1]!, 'dismiss-reports'))).toBe('409 REVIEW_NO_OPEN_REPORTS');
    const dismissed = await moderate(id, 'dismiss-reports', 'Es una opinión legítima');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().data).toMatchObject({ id, open_reports: 0, hidden: null });
    expect((await detail(t.app)).reviews.map((r) => r.id)).toContain(id);
    const queue = await call(t, 'admin/reviews', { token: admin });
    expect(queue.json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'review.dismiss_reports',
      before: { open_reports: 1 },
      after: { open_reports: 0, reports_dismissed: 1, reason: 'Es una opinión legítima' },
    });
  });

  it('refuses a short reason and an unknown review with a translated 4xx', async () => {
    const short = await moderate(reviewIds[0]!, 'hide', 'x');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(after(await moderate(2_000_000_000, 'hide'))).toBe('404 REVIEW_NOT_FOUND');
  });
});

/** An answer as "status CODE". */
function after(res: { statusCode: number; json(): { code?: string } }): string {
  return `${res.statusCode} ${res.json().code}`;
}
