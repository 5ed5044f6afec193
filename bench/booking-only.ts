import autocannon from 'autocannon';
import { openDatabase } from '../db/client';
import { bookingBodies, bookingSample } from './booking-calls';

/**
 * Only the two live booking calls, against a server already running (BASE) on DATABASE_URL:
 * `BASE=http://127.0.0.1:PORT DATABASE_URL=postgres://… npx tsx bench/booking-only.ts`. For profiling
 * them without the whole suite (npm run bench), with the same load: 32 connections, DURATION s each.
 */
const base = process.env.BASE ?? 'http://127.0.0.1:3999';
const duration = Number(process.env.DURATION ?? 8);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? '' });
const sample = await bookingSample(database.db);
await database.close();
if (!sample) throw new Error('no weekly-scheduled experience');
const bodies = await bookingBodies(base, sample);
for (const [name, path, body] of [
  ['get-available-schedule', 'get-available-schedule', bodies.schedule],
  ['booking/quote with a coupon', 'booking/quote', bodies.quote],
] as const) {
  const result = await autocannon({
    url: `${base}/api/v1/${path}`,
    connections: 32,
    duration,
    method: 'POST',
    headers: { 'api-token': 'dev-public-token', 'language-code': 'es', 'content-type': 'application/json' },
    body,
  });
  console.log(
    `${name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
}
