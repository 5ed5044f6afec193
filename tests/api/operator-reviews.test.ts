import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call } from '../helpers/accounts';
import { operatorWorld, type OperatorWorld } from '../helpers/operators';
import { minutesAfter, movableClock } from '../helpers/purchase-jobs';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * Review replies (docs/decisions/0065-review-replies-and-operator-emails.md): an operator lists its
 * experiences' reviews and replies once to each, publicly, in one language or both, changeable for 24
 * hours; the experience's API answer (the page's data) shows the reply in the page's language. Another
 * company's review is a 404. Each operator user's e-mail choices are its own row.
 */
const time = movableClock();
let t: TestApp;
let world: OperatorWorld;
/** An experience of company A and one of B, each with reviews. */
const a = { experience: 0, reviews: [] as number[] };
const b = { experience: 0, review: 0 };

async function insertReview(experienceId: number, comment: string, at: Date): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, public_comment,
        private_comment, lang_code, created_at)
      values (${experienceId}, 'Lucía', 'Gómez', 4, ${comment}, 'El guía llegó tarde', 'es', ${at}) returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12, clock: time.clock });
  world = await operatorWorld(t);
  const experiences = await queryRows<{ id: number; company_id: number }>(
    t.database.db,
    sql`select id, company_id from experiences where status = 'published' order by id`,
  );
  a.experience = experiences.find((row) => row.company_id === world.companyA)!.id;
  b.experience = experiences.find((row) => row.company_id === world.companyB)!.id;
  for (let day = 1; day <= 3; day++) {
    a.reviews.push(await insertReview(a.experience, `Muy bueno ${day}`, minutesAfter(TEST_NOW, -day * 1440)));
  }
  b.review = await insertReview(b.experience, 'Otra empresa', minutesAfter(TEST_NOW, -60));
}, 300_000);
afterAll(() => t?.close());

const reply = (token: string | undefined, reviewId: number, payload: unknown, lang: 'es' | 'en' = 'es') =>
  call(t, `operator/reviews/${reviewId}/reply`, { method: 'PUT', token, payload, lang });

/** The reviews of the experience as its page's API answer gives them, in a language. */
async function pageReviews(experienceId: number, lang: 'es' | 'en') {
  const answer = await call(t, `experience/${experienceId}`, { lang });
  expect(answer.statusCode).toBe(200);
  return answer.json().reviews as { id: number; reply: { text: string; lang: string } | null }[];
}

async function storedReply(reviewId: number) {
  const [row] = await queryRows<{
    reply_es: string | null;
    reply_en: string | null;
    replied_at: Date | null;
  }>(t.database.db, sql`select reply_es, reply_en, replied_at from reviews where id = ${reviewId}`);
  return row!;
}

describe('the operator’s reviews', () => {
  it('lists the company’s reviews newest first, with the private comment; another company’s experience is a 404', async () => {
    const answer = await call(t, 'operator/reviews', { token: world.callers.staffA });
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = (answer.json().data as { id: number }[]).map((review) => review.id);
    expect(ids).toEqual(expect.arrayContaining(a.reviews));
    expect(ids).not.toContain(b.review);
    const newest = answer.json().data[0];
    expect(newest).toMatchObject({ author: 'Lucía G.', private_comment: 'El guía llegó tarde', reply: null });
    expect(answer.json().pagination).toMatchObject({ current_page: 1 });

    const one = await call(t, `operator/reviews?experience_id=${a.experience}`, {
      token: world.callers.ownerA,
    });
    expect(
      (one.json().data as { experience: { id: number } }[]).every((r) => r.experience.id === a.experience),
    ).toBe(true);
    const other = await call(t, `operator/reviews?experience_id=${b.experience}`, {
      token: world.callers.ownerA,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('EXPERIENCE_NOT_FOUND');
    const pageTwo = await call(t, 'operator/reviews?page=2', { token: world.callers.ownerA });
    expect(pageTwo.json().data).toEqual([]);
  });

  it('replies in both languages: the page shows the one of its language, at once (its cache cleared)', async () => {
    const [review] = a.reviews;
    // Cached before the reply, as a visitor's page would be.
    expect((await pageReviews(a.experience, 'en')).find((r) => r.id === review)?.reply).toBeNull();
    const answer = await reply(world.callers.staffA, review!, {
      text_es: '¡Gracias, Lucía!',
      text_en: 'Thank you, Lucía!',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.reply).toMatchObject({
      text_es: '¡Gracias, Lucía!',
      text_en: 'Thank you, Lucía!',
      replied_at: TEST_NOW.toISOString(),
      editable: true,
      editable_until: minutesAfter(TEST_NOW, 1440).toISOString(),
    });
    expect((await pageReviews(a.experience, 'en')).find((r) => r.id === review)?.reply).toEqual({
      text: 'Thank you, Lucía!',
      lang: 'en',
    });
    expect((await pageReviews(a.experience, 'es')).find((r) => r.id === review)?.reply).toEqual({
      text: '¡Gracias, Lucía!',
      lang: 'es',
    });
    const audit = await queryRows<{ action: string; actor_id: number; after: Record<string, unknown> }>(
      t.database.db,
      sql`select action, actor_id, after from audit_log where entity = 'review' and entity_id = ${String(review)}`,
    );
    expect(audit).toEqual([
      {
        action: 'review.reply',
        actor_id: world.accounts.staffA,
        after: { reply_es: '¡Gracias, Lucía!', reply_en: 'Thank you, Lucía!' },
      },
    ]);
  });

  it('a reply in one language shows on the pages of both', async () => {
    const review = a.reviews[1]!;
    expect((await reply(world.callers.ownerA, review, { text_es: 'Gracias por venir' })).statusCode).toBe(
      200,
    );
    for (const lang of ['es', 'en'] as const) {
      expect((await pageReviews(a.experience, lang)).find((r) => r.id === review)?.reply).toEqual({
        text: 'Gracias por venir',
        lang: 'es',
      });
    }
  });

  it('is changeable for 24 hours after the first reply, then 409 and unchanged', async () => {
    const review = a.reviews[2]!;
    expect((await reply(world.callers.ownerA, review, { text_en: 'First' })).statusCode).toBe(200);
    time.set(minutesAfter(TEST_NOW, 1439));
    try {
      const edited = await reply(world.callers.ownerA, review, { text_es: 'Segunda', text_en: 'Second' });
      expect(edited.statusCode, edited.body).toBe(200);
      // The window counts from the first reply, not from the last change.
      expect(edited.json().data.reply.replied_at).toBe(TEST_NOW.toISOString());
      time.set(minutesAfter(TEST_NOW, 1440));
      const late = await reply(world.callers.ownerA, review, { text_en: 'Third' }, 'en');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        code: 'REVIEW_REPLY_LOCKED',
        message:
          'This reply can no longer be changed: more than 24 hours have passed since you published it.',
      });
      expect(await storedReply(review)).toMatchObject({ reply_es: 'Segunda', reply_en: 'Second' });
      const listed = await call(t, `operator/reviews?experience_id=${a.experience}`, {
        token: world.callers.ownerA,
      });
      const row = (listed.json().data as { id: number; reply: { editable: boolean } }[]).find(
        (r) => r.id === review,
      );
      expect(row?.reply.editable).toBe(false);
    } finally {
      time.set(TEST_NOW);
    }
  });

  it('takes up to 1,000 characters a language and at least one language; refusals save nothing', async () => {
    const review = await insertReview(a.experience, 'Para el límite', TEST_NOW);
    for (const [payload, field] of [
      [{ text_es: 'a'.repeat(1001) }, 'text_es'],
      [{ text_es: 'ok', text_en: 'b'.repeat(1001) }, 'text_en'],
      [{}, 'text_es'],
      [{ text_es: '   ', text_en: '' }, 'text_es'],
      [{ text_es: 42 }, 'text_es'],
    ] as const) {
      const answer = await reply(world.callers.ownerA, review, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect((answer.json().issues as { field: string }[]).map((issue) => issue.field)).toContain(field);
    }
    expect(await storedReply(review)).toEqual({ reply_es: null, reply_en: null, replied_at: null });
    const longest = await reply(world.callers.ownerA, review, { text_es: `  ${'a'.repeat(1000)}  ` });
    expect(longest.statusCode, longest.body).toBe(200);
    expect((await storedReply(review)).reply_es).toBe('a'.repeat(1000));
  });

  it('marks a review the marketplace hid, without its reason, and refuses replying to it (409)', async () => {
    const hidden = await insertReview(a.experience, 'Comentario ocultado', minutesAfter(TEST_NOW, -30));
    expect((await reply(world.callers.ownerA, hidden, { text_es: 'Antes' })).statusCode).toBe(200);
    const hiddenAt = minutesAfter(TEST_NOW, -10);
    await t.database.db.execute(sql`update reviews set hidden_at = ${hiddenAt},
        hidden_reason = 'Denunciada por Pedro Pérez: insultos' where id = ${hidden}`);
    const listed = await call(t, `operator/reviews?experience_id=${a.experience}`, {
      token: world.callers.staffA,
    });
    const rows = listed.json().data as { id: number; hidden_at: string | null }[];
    expect(rows.find((row) => row.id === hidden)).toMatchObject({
      hidden_at: hiddenAt.toISOString(),
      reply: { text_es: 'Antes' },
    });
    expect(rows.filter((row) => row.id !== hidden).every((row) => row.hidden_at === null)).toBe(true);
    expect(listed.body).not.toContain('Pedro');

    for (const [lang, message] of [
      ['es', 'Rumbo ocultó esta reseña: ya no se puede responder.'],
      ['en', 'Rumbo hid this review: it can no longer be replied to.'],
    ] as const) {
      const refused = await reply(world.callers.ownerA, hidden, { text_es: 'Después' }, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'REVIEW_HIDDEN', message });
    }
    expect(await storedReply(hidden)).toMatchObject({ reply_es: 'Antes', reply_en: null });
  });

  it('another company’s review is a 404, and nothing is saved', async () => {
    const answer = await reply(world.callers.ownerA, b.review, { text_es: 'No es mía' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('REVIEW_NOT_FOUND');
    expect((await reply(world.callers.ownerA, 2_000_000_000, { text_es: 'Nadie' })).statusCode).toBe(404);
    expect(await storedReply(b.review)).toEqual({ reply_es: null, reply_en: null, replied_at: null });
  });
});

describe('each operator user’s e-mail choices', () => {
  const choices = (token: string) => call(t, 'operator/notifications', { token });
  const choose = (token: string, payload: unknown) =>
    call(t, 'operator/notifications', { method: 'PUT', token, payload });

  it('are off until chosen, and each member changes only its own', async () => {
    const before = await choices(world.callers.staffA);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toMatchObject({
      new_booking: false,
      cancellation: false,
      daily_manifest: false,
    });
    expect(before.json().data.contact_email).toMatch(/@/);

    const chosen = await choose(world.callers.staffA, {
      new_booking: true,
      cancellation: false,
      daily_manifest: true,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data).toMatchObject({
      new_booking: true,
      cancellation: false,
      daily_manifest: true,
    });
    expect((await choices(world.callers.staffA)).json().data).toMatchObject({
      new_booking: true,
      daily_manifest: true,
    });
    // The owner of the same company is another row: unchanged.
    expect((await choices(world.callers.ownerA)).json().data).toMatchObject({
      new_booking: false,
      daily_manifest: false,
    });
    const stored = await queryRows<{ user_id: number; notify_new_booking: boolean }>(
      t.database.db,
      sql`select user_id, notify_new_booking from company_members where company_id = ${world.companyA}
        and notify_new_booking`,
    );
    expect(stored.map((row) => row.user_id)).toEqual([world.accounts.staffA]);
    const audit = await queryRows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`select action, before, after from audit_log where action = 'member.notifications'
        and actor_id = ${world.accounts.staffA}`,
    );
    expect(audit).toEqual([
      {
        action: 'member.notifications',
        before: { new_booking: false, daily_manifest: false },
        after: { new_booking: true, daily_manifest: true },
      },
    ]);
  });

  it('refuses a body without the three choices as yes or no, changing nothing', async () => {
    for (const payload of [
      { new_booking: true },
      { new_booking: 'yes', cancellation: false, daily_manifest: false },
    ]) {
      const answer = await choose(world.callers.ownerA, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await choices(world.callers.ownerA)).json().data).toMatchObject({
      new_booking: false,
      cancellation: false,
      daily_manifest: false,
    });
  });
});
