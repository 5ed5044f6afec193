import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signUp } from '../helpers/accounts';
import { encodeUrlPart } from '../helpers/fuzz-url-encoding';
import {
  type FuzzRequest,
  type Operation,
  operationsOf,
  requestArbitrary,
  systematicRequests,
} from '../helpers/fuzz-requests';
import { API_TOKEN, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 13: no client input may earn a 5xx. Every operation of the OpenAPI document the app serves gets
 * requests built by fast-check: wrong types, huge and deeply nested values, NUL characters, lone
 * surrogates, out-of-range numbers, missing and extra fields, raw bodies that are not JSON; with the
 * api-token, with and without a signed-in session. Seeded and of a fixed size, so CI runs the same
 * requests every time; FUZZ_SEED and FUZZ_RUNS explore further locally, FUZZ_STATS=1 shows the statuses.
 */
const ENGINE_SEEDS = { pglite: 0, postgres: 1_000_003 } as const;
/**
 * Each engine runs its own seeded requests: CI asks 30 random ones per operation of each engine, 60
 * different ones in all, at half the time of the same 60 on both (the fuzz was the API projects' longest file).
 */
const SEED =
  Number(process.env.FUZZ_SEED ?? 20261124) +
  ENGINE_SEEDS[process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite'];
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let operations: Operation[] = [];
let session: { token: string; alive: boolean };

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  session = { token: (await signUp(t)).token, alive: true };
  operations = operationsOf(t.app.swagger());
});
afterAll(() => t?.close());

/** The signed-in user may have deleted the account or changed the password: sign up another one. */
async function liveSessionToken(): Promise<string> {
  if (!session.alive) {
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { 'api-token': API_TOKEN, authorization: `Bearer ${session.token}` },
    });
    session = { token: me.statusCode === 200 ? session.token : (await signUp(t)).token, alive: true };
  }
  return session.token;
}

async function send(operation: Operation, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeUrlPart(request.path[name] ?? ''),
  );
  const search = request.query
    .map(([name, value]) => `${encodeUrlPart(name)}=${encodeUrlPart(value)}`)
    .join('&');
  const headers: Record<string, string> = {
    'api-token': API_TOKEN,
    'language-code': request.lang,
    'x-forwarded-for': freshIp(),
  };
  if (request.session === 'bearer') headers.authorization = `Bearer ${await liveSessionToken()}`;
  if (request.session === 'cookie') headers.cookie = `session=${await liveSessionToken()}`;
  if (request.session === 'garbage') headers.authorization = `Bearer ${request.garbageToken}`;
  if (request.contentType && request.body.kind !== 'none') headers['content-type'] = request.contentType;
  const payload =
    request.body.kind === 'json'
      ? (JSON.stringify(request.body.value) ?? 'null')
      : request.body.kind === 'raw'
        ? request.body.text
        : undefined;
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: search ? `${path}?${search}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
  // A successful write may have ended the session (account deleted, password changed): check before reuse.
  if (request.session !== 'none' && operation.method !== 'GET' && response.statusCode < 300)
    session.alive = false;
  return response;
}

/** The request as a person would retype it, for the failure message (long values shortened). */
function describeRequest(operation: Operation, request: FuzzRequest, response: LightMyRequestResponse) {
  const short = (value: unknown) => {
    const text = JSON.stringify(value) ?? String(value);
    return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  };
  return [
    `${operation.method} ${operation.path} → ${response.statusCode} ${response.body.slice(0, 200)}`,
    `path ${short(request.path)} query ${short(request.query)} content-type ${request.contentType}`,
    `body ${short(request.body)} session ${request.session} lang ${short(request.lang)}`,
  ].join('\n');
}

/** A small stable number for a text (djb2). */
function hash(text: string): number {
  let value = 5381;
  for (const char of text) value = ((value * 33) ^ char.charCodeAt(0)) >>> 0;
  return value % 1_000_000;
}

describe('fuzzing every OpenAPI operation', () => {
  it('finds operations in the document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  // One test over every operation (its seeds are per operation): its time grows with the API, about a
  // second per operation on a loaded two-core machine, hence the generous limit.
  it('answers every request without a 5xx', { timeout: 360_000 }, async () => {
    const failures: string[] = [];
    const statuses: Record<string, Record<number, number>> = {};
    for (const operation of operations) {
      const examples = systematicRequests(operation, SEED).map((request): [FuzzRequest] => [request]);
      const seen = (statuses[`${operation.method} ${operation.path}`] = {} as Record<number, number>);
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(operation), async (request) => {
            const response = await send(operation, request);
            seen[response.statusCode] = (seen[response.statusCode] ?? 0) + 1;
            if (response.statusCode >= 500) {
              failures.push(describeRequest(operation, request, response));
              return false;
            }
            return true;
          }),
          // One seed per operation, so adding an operation does not change the others' requests.
          // The examples count among the runs: RUNS random requests follow them.
          {
            seed: SEED + hash(`${operation.method} ${operation.path}`),
            numRuns: RUNS + examples.length,
            endOnFailure: true,
            examples,
          },
        )
        .catch((error: unknown) => {
          // A 5xx is collected above (all operations are tried); anything else is a fault of the test.
          if (!failures.some((failure) => failure.startsWith(`${operation.method} ${operation.path} `)))
            throw error;
        });
    }
    // FUZZ_STATS=1 prints the statuses each operation gave: a fuzz that only ever earns 400s tests little.
    if (process.env.FUZZ_STATS) console.warn(JSON.stringify(statuses, null, 1));
    expect(failures, failures.join('\n\n')).toEqual([]);
  });
});
