import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/platform';
import { AppError } from '../../domain/errors';
import { type KeyedCommand, withIdempotency } from '../../domain/purchases/with-idempotency.server';
import { TEST_NOW } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The one claim → run → answer sequence of the money calls (docs/decisions/0052-lifecycles): the API tests
 * of purchases, gift cards and the wallet prove their replays; this proves the command's own rules.
 */
let database: Database;
let runs = 0;
const store = () => ({ db: database.db, clock: () => TEST_NOW });

const command = (answer: { status: number; final: boolean }): KeyedCommand<number> => ({
  run: async () => ++runs,
  answer: (run) => ({ answer: { status: answer.status, body: { run } }, final: answer.final }),
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('withIdempotency', () => {
  it('runs once per key: a replay answers the stored answer without running', async () => {
    const first = await withIdempotency(
      store(),
      's',
      'key-00001',
      { a: 1 },
      command({ status: 201, final: true }),
    );
    const replay = await withIdempotency(
      store(),
      's',
      'key-00001',
      { a: 1 },
      command({ status: 201, final: true }),
    );
    expect(first).toMatchObject({ kind: 'ran', answer: { status: 201, body: { run: 1 } } });
    expect(replay).toEqual({ kind: 'replay', answer: { status: 201, body: { run: 1 } } });
    expect(runs).toBe(1);
  });

  it('refuses another request under the same key (422), in the same scope only', async () => {
    await expect(
      withIdempotency(store(), 's', 'key-00001', { a: 2 }, command({ status: 201, final: true })),
    ).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    const other = await withIdempotency(
      store(),
      't',
      'key-00001',
      { a: 2 },
      command({ status: 201, final: true }),
    );
    expect(other.kind).toBe('ran');
  });

  it('frees the key of a command that threw, so the same key runs again', async () => {
    const failing: KeyedCommand<number> = {
      run: async () => {
        throw new AppError(409, 'CAPACITY_EXCEEDED', 'payment.seatsTaken');
      },
      answer: () => ({ answer: { status: 201, body: {} }, final: true }),
    };
    await expect(withIdempotency(store(), 's', 'key-00002', {}, failing)).rejects.toMatchObject({
      status: 409,
    });
    const retried = await withIdempotency(
      store(),
      's',
      'key-00002',
      {},
      command({ status: 201, final: true }),
    );
    expect(retried.kind).toBe('ran');
  });

  it('leaves an answer that is not final unstored, for the reconciler to store', async () => {
    await withIdempotency(store(), 's', 'key-00003', {}, command({ status: 202, final: false }));
    const [row] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, 's'), eq(idempotencyKeys.key, 'key-00003')));
    expect(row).toMatchObject({ completedAt: null, responseStatus: null });
  });

  it('just runs without a key', async () => {
    const before = runs;
    const a = await withIdempotency(store(), 's', undefined, {}, command({ status: 200, final: true }));
    const b = await withIdempotency(store(), 's', undefined, {}, command({ status: 200, final: true }));
    expect([a.kind, b.kind]).toEqual(['ran', 'ran']);
    expect(runs).toBe(before + 2);
  });
});
