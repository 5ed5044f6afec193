import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '../../db/client';
import type { Clock } from '../../domain/clock';
import type { PaymentGateway } from '../../domain/payments/payment-gateway';
import { createSandboxGateway, type SandboxGateway } from '../../domain/payments/sandbox-gateway.server';
import { seedDemo } from '../../db/seed/seed-demo';
import { type App, buildApp } from '../../server/app';
import { type Env, parseEnv } from '../../server/env';
import { loadWebBuild } from '../../server/web-build';
import { createTestDatabase, type DatabaseContents } from './test-database';
import { e2eDataDir } from './e2e-media';

export const API_TOKEN = 'test-token';
export const TEST_SIGNING_SECRET = 'test-signing-secret-of-at-least-32-characters';
/**
 * Production refuses to start without keys of its own (server/env.ts, DEVELOPMENT_KEYS); every test app,
 * and so those that run as production, gets these.
 */
export const TEST_SERVER_KEYS = {
  SIGNING_SECRET: TEST_SIGNING_SECRET,
  EMAIL_HASH_SECRET: 'test-email-hash-secret-0123456789abcdef',
  CARD_FINGERPRINT_KEY: 'test-card-fingerprint-key-0123456789abcdef',
  /** 32 bytes, base64 (docs/decisions/0069-bank-details-encryption.md). */
  DATA_ENCRYPTION_KEY: 'dGVzdC1kYXRhLWVuY3J5cHRpb24ta2V5LTMyLWJ5dGU=',
};
export const TEST_NOW = new Date('2026-11-22T15:00:00Z');

export interface TestApp {
  app: App;
  /** `url` is set on PostgreSQL, so a second server can open connections of its own. */
  database: Database & { url?: string };
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, optionally with a small demo catalogue (images are not rendered:
 * rows point at pool ids as they would in production).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    experiences?: number;
    /** The seed's demo traveller and her agenda (db/seed/write-demo-agenda.ts); off unless asked. */
    demoTraveller?: boolean;
    web?: boolean;
    /** Environment variables on top of the test defaults (e.g. NODE_ENV=production, SMTP_URL). */
    env?: Record<string, string>;
    /** The app's clock; a fixed TEST_NOW by default. */
    clock?: Clock;
    /** The app's outgoing HTTP (Cloudflare's siteverify); tests that reach it pass a fake. */
    outboundFetch?: typeof fetch;
    /**
     * The checkout's card gateway in front of the sandbox (on this app's database and clock): a spy or
     * a faulty gateway (timeouts, crashes) that delegates to it.
     */
    wrapGateway?: (sandbox: SandboxGateway) => PaymentGateway;
  } = {},
): Promise<TestApp> {
  const dataDir = options.web ? e2eDataDir() : mkdtempSync(join(tmpdir(), 'marketplace-test-'));
  const database = await createTestDatabase(options.seed ? demoSeed(options, dataDir) : undefined);
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_API_TOKENS: API_TOKEN,
    LOG_LEVEL: 'silent',
    // The purchases' job runs when a test calls app.runPurchaseJobs(), not on a timer under its feet.
    PURCHASE_JOBS: 'off',
    // The search's per-day places are refreshed when a test calls app.refreshDayPlaces().
    DAY_PLACES_JOBS: 'off',
    // Shedding under pressure (decision 0048) is off: on a loaded CI machine the event loop's delay alone
    // would shed other tests' requests. tests/api/server-overload.test.ts sets its own thresholds.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_HEAP_USED_MB: '0',
    ...TEST_SERVER_KEYS,
    ...options.env,
  });
  const web = options.web ? await loadWebBuild() : undefined;
  if (options.web && !web) throw new Error('run `npx react-router build` first (the e2e global setup does)');
  const clock = options.clock ?? (() => TEST_NOW);
  const gateway = options.wrapGateway?.(
    createSandboxGateway({
      db: database.db,
      clock,
      publicUrl: env.PUBLIC_URL,
      fingerprintKey: env.CARD_FINGERPRINT_KEY,
    }),
  );
  const app = await buildApp({
    env,
    database,
    clock,
    logger: false,
    web,
    outboundFetch: options.outboundFetch,
    ...(gateway ? { payments: { gateway } } : {}),
  });
  await app.ready();
  return { app, database, close: () => app.close() };
}

/** The demo catalogue of `createTestApp`'s options: equal options, one template per run. */
function demoSeed(
  options: { experiences?: number; demoTraveller?: boolean; web?: boolean },
  dataDir: string,
): DatabaseContents {
  const seed = {
    experiences: options.experiences ?? 160,
    demoTraveller: options.demoTraveller ?? false,
    renderMedia: options.web ?? false,
  };
  return {
    key: JSON.stringify({ demo: seed }),
    fill: async (db) => {
      await seedDemo(db, { mediaDir: join(dataDir, 'media'), now: TEST_NOW, ...seed });
    },
  };
}

/**
 * A second server on the database of `first`, as a second `npm start` process on one database would be:
 * on PostgreSQL with a connection pool of its own; on the embedded engine (one in-memory database)
 * through the same database object. Closing it leaves the database itself open (the first app owns it).
 */
export async function createSecondApp(
  first: TestApp,
  /** `env`: settings of this server that differ from the first's (PURCHASE_JOBS: 'on'). */
  options: { clock?: Clock; env?: Partial<Env> } = {},
): Promise<App> {
  const database = first.database.url
    ? await openDatabase({ databaseUrl: first.database.url, poolSize: 2 })
    : { ...first.database, close: async () => {} };
  const app = await buildApp({
    env: { ...first.app.env, ...options.env },
    database,
    clock: options.clock ?? first.app.clock,
    logger: false,
    outboundFetch: first.app.outboundFetch,
  });
  await app.ready();
  return app;
}

/** Headers every API call carries (docs/product.md § Conventions). */
export const apiHeaders = (lang: 'es' | 'en' = 'es') => ({ 'api-token': API_TOKEN, 'language-code': lang });
