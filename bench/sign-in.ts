import { pathToFileURL } from 'node:url';
import { BENCH_PRODUCTION_SECRETS } from './servers';
import { percentile } from './search-latency';

/**
 * Sign-in under a steady arrival rate (open loop: a request every 1/rate seconds whether or not the
 * previous ones finished), so queueing behind argon2 shows in the latency. Each request comes from its
 * own client address (X-Forwarded-For, as behind the proxy), like distinct visitors, so the per-address
 * limit does not turn the run into a 429 benchmark. Target: p95 ≤ 150 ms at 20 sign-ins/s.
 */
const RATE = Number(process.env.BENCH_SIGNIN_RATE ?? 20);
const DURATION_S = Number(process.env.BENCH_SIGNIN_SECONDS ?? 15);
const TARGET_P95_MS = 150;
const ACCOUNTS = 20;
const PASSWORD = 'BenchPass123';

const headers = (ip: string) => ({
  'api-token': 'dev-public-token',
  'language-code': 'es',
  'content-type': 'application/json',
  'x-forwarded-for': ip,
});
const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function ensureAccounts(base: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const email = `bench-signin-${i}@example.com`;
    const res = await fetch(`${base}/api/v1/sign-up`, {
      method: 'POST',
      headers: headers(ipOf(200_000 + i)),
      body: JSON.stringify({
        first_name: 'Bench',
        last_name: 'Runner',
        email,
        phone: '+50760000000',
        password: PASSWORD,
        country: 'PA',
        accept_terms: true,
      }),
    });
    // 409: the account is left from an earlier run against the same database.
    if (res.status !== 201 && res.status !== 409) throw new Error(`bench sign-up failed: ${res.status}`);
    emails.push(email);
  }
  return emails;
}

export async function measureSignIn(base: string) {
  const emails = await ensureAccounts(base);
  const timings: number[] = [];
  let failures = 0;
  const total = RATE * DURATION_S;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      (async () => {
        const sent = performance.now();
        const res = await fetch(`${base}/api/v1/sign-in`, {
          method: 'POST',
          headers: headers(ipOf(i + 1)),
          body: JSON.stringify({ email: emails[i % emails.length], password: PASSWORD }),
        });
        await res.arrayBuffer();
        timings.push(performance.now() - sent);
        if (res.status !== 200) failures += 1;
      })(),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    rate: RATE,
    achieved: timings.length / elapsed,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: timings[timings.length - 1] ?? 0,
    failures,
    samples: timings.length,
  };
}

/** Runs the sign-in measurement against a running server and prints its table. */
export async function benchSignIn(base: string) {
  console.log(`Sign-in at ${RATE}/s for ${DURATION_S} s (argon2id m=19456 t=2 p=1)…`);
  const result = await measureSignIn(base);
  console.log(
    '\n| sign-in | rate | achieved | p50 | p95 | max | non-200 | target p95 |\n|---|---|---|---|---|---|---|---|',
  );
  console.log(
    `| POST /api/v1/sign-in | ${result.rate}/s | ${result.achieved.toFixed(1)}/s | ${result.p50.toFixed(1)} ms | ${result.p95.toFixed(1)} ms | ${result.max.toFixed(1)} ms | ${result.failures} | ${TARGET_P95_MS} ms |`,
  );
  return result;
}

// `tsx bench/sign-in.ts` alone: an in-memory server on a free port, nothing else.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { openDatabase } = await import('../db/client');
  const { migrateDatabase } = await import('../db/migrate');
  const { buildApp } = await import('../server/app');
  const { parseEnv } = await import('../server/env');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrateDatabase(database);
  const env = parseEnv({
    ...process.env,
    ...BENCH_PRODUCTION_SECRETS,
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-signin-')),
  });
  const app = await buildApp({ env, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await benchSignIn(base);
  } finally {
    await app.close();
  }
}
