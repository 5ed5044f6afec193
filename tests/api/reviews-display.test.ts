import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp } from '../helpers/accounts';
import { reviewer } from '../helpers/review-photos';
import { apiHeaders, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 17 § Reviews: a public comment is plain text, shown escaped wherever the experience is shown; a
 * private comment reaches no public answer, API or page, cached or not. The review is posted through the
 * API with the page and the answers already cached, as a visitor would have them.
 */
let t: TestApp;
let experienceId: number;
let pagePath: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from experiences where status = 'published' order by id limit 1`,
  );
  experienceId = row!.id;
  pagePath = (await api(`experience/${experienceId}`)).json().url;
}, 300_000);
afterAll(() => t?.close());

const api = (path: string, lang: 'es' | 'en' = 'es') =>
  t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: apiHeaders(lang) });

const SCRIPT = '<script>window.reviewInjected = 1</script>';
const MARKUP = '<img src=x onerror="window.reviewInjected = 2"> & "quotes"';

/** Everything public that carries the experience or its reviews, as text. */
async function publicAnswers(cookie: string): Promise<string[]> {
  const answers = await Promise.all([
    api(`experience/${experienceId}`),
    api(`experience/${experienceId}`, 'en'),
    api('experiences/simple'),
    api(`experience/${experienceId}/similar`),
    t.app.inject({ method: 'GET', url: pagePath }),
    // A session cookie bypasses the shared page cache: this render reads the catalogue read cache.
    t.app.inject({ method: 'GET', url: pagePath, headers: { cookie } }),
    t.app.inject({ method: 'GET', url: `${pagePath}.data` }),
  ]);
  for (const answer of answers) expect(answer.statusCode).toBe(200);
  return answers.map((answer) => answer.payload);
}

describe('a posted review on the experience page and in the API', () => {
  it('shows the public comment as text and never the private one', async () => {
    const author = await reviewer(t, experienceId);
    const reader = await signUp(t);
    const cookie = `session=${reader.token}`;
    const marker = randomBytes(6).toString('hex');
    const privateText = `Secreto para el operador ${marker}`;
    const publicText = `${SCRIPT}\n${MARKUP} ${marker}`;
    // Every cache holds the experience before the review.
    for (const before of await publicAnswers(cookie)) expect(before).not.toContain(marker);

    const res = await call(t, 'add-review/', {
      token: author.token,
      payload: {
        experience_id: experienceId,
        rating: 5,
        public_comment: publicText,
        private_comment: privateText,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.public_comment).toBe(publicText);

    const [apiEs, apiEn, list, similar, page, signedInPage, pageData] = await publicAnswers(cookie);
    for (const answer of [apiEs, apiEn, list, similar, page, signedInPage, pageData]) {
      expect(answer).not.toContain(privateText);
      expect(answer).not.toContain('private_comment');
    }
    // The API gives the text as written; the page prints it escaped and never as markup.
    expect(JSON.parse(apiEs!).reviews[0].comments).toBe(publicText);
    for (const html of [page!, signedInPage!]) {
      expect(html).toContain(
        '&lt;script&gt;window.reviewInjected = 1&lt;/script&gt;\n&lt;img src=x onerror=&quot;window.reviewInjected = 2&quot;&gt; &amp; &quot;quotes&quot;',
      );
      // Nowhere raw: not in the markup, not in the hydration data's inline script.
      expect(html).not.toContain(SCRIPT);
      expect(html).not.toContain('<img src=x');
    }
  });
});

describe('the review page', () => {
  it('is rendered for each visitor and kept by no cache', async () => {
    t.app.clearCatalogueCaches();
    const anonymous = await t.app.inject({ method: 'GET', url: `/review-experience/${experienceId}` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    expect(anonymous.payload).toContain('<meta name="robots" content="noindex"');
    expect(t.app.pageCache.size).toBe(0);
    const traveller = await signUp(t);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/review-experience/${experienceId}`,
      headers: { cookie: `session=${traveller.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.payload).toContain('data-outcome="not_purchased"');
    expect(t.app.pageCache.size).toBe(0);
  });
});
