import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../db/client';
import { call, signUp } from './accounts';
import { insertTestPurchase } from './purchase-rows';
import { createTestApp, TEST_NOW, type TestApp } from './test-app';

type Status = 'created' | 'confirmed' | 'in_progress' | 'completed' | 'canceled_by_customer';

/**
 * The reviews' test files (docs/product.md § Reviews): an app with a small seeded catalogue, four of its
 * published experiences, travellers with purchases in given statuses, and the review post and the
 * experience's totals as the tests read them. Read `t` inside tests.
 */
export function useReviewSuite() {
  let experienceIds: number[] = [];
  const experience = (index = 0) => experienceIds[index] ?? 0;
  const suite = {
    t: undefined as unknown as TestApp,
    experience,
    /** A new traveller with purchases of `experienceId` in the given statuses. */
    async traveller(statuses: Status[], experienceId = experience()) {
      const user = await signUp(suite.t);
      for (const status of statuses) {
        await insertTestPurchase(suite.t.database.db, {
          userId: user.id,
          experienceId,
          status,
          startsAt: new Date(TEST_NOW.getTime() - 3 * 86_400_000),
        });
      }
      return user;
    },
    post: (token: string | undefined, payload: unknown, options: { lang?: 'es' | 'en'; url?: string } = {}) =>
      call(suite.t, options.url ?? 'add-review/', {
        token,
        payload,
        lang: options.lang ?? 'es',
        method: 'POST',
      }),
    async totals(experienceId: number) {
      const [row] = await queryRows<{ rating: number; review_count: number; avg: number | null; n: number }>(
        suite.t.database.db,
        sql`select e.rating, e.review_count,
              (select avg(rating)::float8 from reviews where experience_id = e.id) as avg,
              (select count(*)::int from reviews where experience_id = e.id) as n
            from experiences e where e.id = ${experienceId}`,
      );
      return row!;
    },
    reviewsBy: (userId: number) =>
      queryRows<{
        id: number;
        rating: number;
        public_comment: string | null;
        private_comment: string | null;
      }>(
        suite.t.database.db,
        sql`select id, rating, public_comment, private_comment from reviews where user_id = ${userId}`,
      ),
  };
  beforeAll(async () => {
    suite.t = await createTestApp({ seed: true, experiences: 6 });
    experienceIds = (
      await queryRows<{ id: number }>(
        suite.t.database.db,
        sql`select id from experiences where status = 'published' order by id limit 4`,
      )
    ).map((row) => row.id);
  });
  afterAll(() => suite.t?.close());
  return suite;
}
