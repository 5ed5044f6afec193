import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { dayPlacesConditions } from './domain/catalog/day-places-conditions.server';
import { join } from 'node:path';
const which = process.argv[2];
const d = which === 'pg'
  ? await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_catalog' })
  : await openDatabase({ dataDir: join('.bench-data', 'pglite') });
const now = new Date();
for (const [from, to, n] of [['2026-12-05','2026-12-05',4],['2026-11-30','2026-12-30',6]] as const) {
const { sure, check } = dayPlacesConditions({ from, to, travellers: n, now }, sql`w.experience_id`);
const a = sql`select (select count(*) filter (where ${sure}) from day_places_weeks w where true)::int as sure,
        array(select w.experience_id from day_places_weeks w where true and not ${sure} and ${check}
          union select st.experience_id from day_places_stale st) as candidates`;
const b = sql`select count(*) filter (where x.sure)::int as sure, array_agg(x.id) filter (where not x.sure and x.check) as candidates
   from (select w.experience_id as id, ${sure} as sure, ${check} as check from day_places_weeks w where true offset 0) x`;
const c = sql`select count(*)::int from day_places_weeks w where ${sure}`;
for (const [name, q] of [['a', a], ['b', b], ['c', c], ['a', a], ['b', b], ['c', c]] as const) {
  let m = Infinity; for (let i = 0; i < 5; i++) { const t = performance.now(); await d.db.execute(q); m = Math.min(m, performance.now() - t); }
  console.log(which, from, to, name, m.toFixed(1));
}
}
await d.close();
