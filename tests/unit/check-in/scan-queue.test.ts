import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScanQueue, type SendAnswer, storedScans } from '../../../app/components/check-in/scan-queue';
import {
  initialScanQueue,
  nextToSend,
  RETRY_WAITS_MS,
  SAME_SCAN_MS,
  scanQueueReducer,
  waitingCount,
} from '../../../app/components/check-in/scan-queue-machine';
import type { AttendanceBookingJson } from '../../../domain/check-in/contract';

const BOOKING: AttendanceBookingJson = {
  id: 7,
  code: 'RB-7K2M9QXP',
  status: 'confirmed',
  traveller_name: 'Lucía Mora',
  experience: { id: 3, name: 'Volcán Barú' },
  date: '2026-11-22',
  hour: '08:00',
  total_participants: 2,
  participants: [{ tier: 'adults', quantity: 2 }],
  add_ons: [],
};
const valid: SendAnswer = { kind: 'valid', booking: BOOKING, checkedInAt: '2026-11-22T13:01:00.000Z' };
/** The server's answer to the scan of `scanned` read at `at`. */
const answered = (id: string, scanned: string, at = 0) => ({
  type: 'answered' as const,
  id,
  outcome: { kind: 'valid' as const, booking: BOOKING, checkedInAt: '2026-11-22T13:01:00.000Z', scanned, at },
});

describe('the scan queue machine', () => {
  const scan = (id: string, scanned: string, at = 0) => ({
    type: 'scanned' as const,
    scan: { id, scanned, at },
  });

  it('sends one scan at a time, in the order they were read', () => {
    let state = scanQueueReducer(initialScanQueue(), scan('1', 'A'));
    state = scanQueueReducer(state, scan('2', 'B'));
    expect(nextToSend(state, 0)?.id).toBe('1');
    state = scanQueueReducer(state, { type: 'sending', id: '1' });
    expect(nextToSend(state, 0)).toBeNull();
    expect(waitingCount(state)).toBe(2);
    state = scanQueueReducer(state, answered('1', 'A'));
    expect(nextToSend(state, 0)?.id).toBe('2');
    expect(state.outcomes.map((o) => o.scanned)).toEqual(['A']);
  });

  it('drops the same text while it waits, while its answer shows, or moments after, not later', () => {
    let state = scanQueueReducer(initialScanQueue(), scan('1', 'A', 0));
    expect(scanQueueReducer(state, scan('2', 'A', 10))).toBe(state);
    state = scanQueueReducer(state, { type: 'sending', id: '1' });
    expect(scanQueueReducer(state, scan('2', 'A', 10))).toBe(state);
    state = scanQueueReducer(state, answered('1', 'A'));
    // The camera still on the same voucher: its answer stays on screen.
    expect(scanQueueReducer(state, scan('3', 'A', 60_000))).toBe(state);
    // Another voucher, then the first again: again within moments is dropped, later it is sent.
    state = scanQueueReducer(state, scan('4', 'B', 1000));
    state = scanQueueReducer(state, { type: 'sending', id: '4' });
    state = scanQueueReducer(state, answered('4', 'B', 1000));
    expect(scanQueueReducer(state, scan('5', 'A', SAME_SCAN_MS - 1))).toBe(state);
    expect(scanQueueReducer(state, scan('5', 'A', SAME_SCAN_MS)).queue).toHaveLength(1);
  });

  it('puts a scan without an answer back first and waits longer after each failure', () => {
    let state = scanQueueReducer(initialScanQueue(), scan('1', 'A'));
    state = scanQueueReducer(state, scan('2', 'B'));
    state = scanQueueReducer(state, { type: 'sending', id: '1' });
    state = scanQueueReducer(state, { type: 'unanswered', id: '1', at: 100 });
    expect(state.queue.map((q) => q.id)).toEqual(['1', '2']);
    expect(nextToSend(state, 100 + RETRY_WAITS_MS[0] - 1)).toBeNull();
    expect(nextToSend(state, 100 + RETRY_WAITS_MS[0])?.id).toBe('1');
    state = scanQueueReducer(state, { type: 'sending', id: '1' });
    state = scanQueueReducer(state, { type: 'unanswered', id: '1', at: 5000 });
    expect(state.retryAt).toBe(5000 + RETRY_WAITS_MS[1]);
  });

  it('holds the queue while offline and sends at once when the connection returns', () => {
    let state = scanQueueReducer(initialScanQueue([], false), scan('1', 'A'));
    expect(nextToSend(state, 0)).toBeNull();
    state = scanQueueReducer(state, { type: 'online' });
    expect(nextToSend(state, 0)?.id).toBe('1');
  });

  it('ignores answers of a scan that is not in flight', () => {
    const state = scanQueueReducer(initialScanQueue(), scan('1', 'A'));
    expect(scanQueueReducer(state, { type: 'unanswered', id: '1', at: 0 })).toBe(state);
    expect(scanQueueReducer(state, { type: 'sending', id: '2' })).toBe(state);
  });
});

describe('the scan queue driver', () => {
  let stored: string | null;
  let sent: string[];
  let answers: (SendAnswer | Error)[];
  let ids: number;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'));
    stored = null;
    sent = [];
    answers = [];
    ids = 0;
  });
  afterEach(() => vi.useRealTimers());

  const queue = (online = true) =>
    createScanQueue(
      {
        send: (scanned) => {
          sent.push(scanned);
          const answer = answers.shift() ?? valid;
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        },
        read: () => stored,
        write: (value) => {
          stored = value;
        },
        now: () => Date.now(),
        newId: () => String(++ids),
      },
      online,
    );

  it('keeps scans made offline on the device and sends them when the connection returns', async () => {
    const first = queue(false);
    first.scan('https://rumbo.example/voucher/RB-1?t=a');
    first.scan(' RB-2 ');
    expect(sent).toEqual([]);
    expect(storedScans(stored).map((s) => s.scanned)).toEqual([
      'https://rumbo.example/voucher/RB-1?t=a',
      'RB-2',
    ]);
    first.dispose();

    // The page is opened again later, still offline, then the connection returns.
    const second = queue(false);
    second.start();
    expect(waitingCount(second.snapshot())).toBe(2);
    answers = [valid, { kind: 'already', booking: BOOKING, checkedInAt: '2026-11-22T12:59:00.000Z' }];
    second.setOnline(true);
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['https://rumbo.example/voucher/RB-1?t=a', 'RB-2']);
    expect(second.snapshot().outcomes.map((o) => o.kind)).toEqual(['already', 'valid']);
    expect(storedScans(stored)).toEqual([]);
  });

  it('tries a scan again after the wait when a send got no answer, and the server’s answer wins', async () => {
    const q = queue();
    answers = [
      new Error('network'),
      { kind: 'unanswered' },
      { kind: 'refused', code: 'CHECK_IN_NOT_TODAY', message: 'Otro día', bookingCode: 'RB-3' },
    ];
    q.scan('RB-3');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(storedScans(stored)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_WAITS_MS[0] - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_WAITS_MS[1]);
    expect(sent).toEqual(['RB-3', 'RB-3', 'RB-3']);
    expect(q.snapshot().outcomes[0]).toMatchObject({
      kind: 'refused',
      code: 'CHECK_IN_NOT_TODAY',
      bookingCode: 'RB-3',
    });
    expect(waitingCount(q.snapshot())).toBe(0);
  });

  it('tells its listeners of each change and stops when disposed', async () => {
    const q = queue();
    const heard = vi.fn();
    q.subscribe(heard);
    q.scan('RB-4');
    await vi.runAllTimersAsync();
    expect(heard).toHaveBeenCalled();
    q.dispose();
    q.scan('RB-5');
    await vi.runAllTimersAsync();
    expect(sent).toEqual(['RB-4']);
  });

  it('reads only well-formed scans from storage', () => {
    expect(storedScans('not json')).toEqual([]);
    expect(storedScans('{"a":1}')).toEqual([]);
    expect(storedScans('[{"id":"1","scanned":"RB-1","at":5},{"id":2},null]')).toEqual([
      { id: '1', scanned: 'RB-1', at: 5 },
    ]);
  });
});
