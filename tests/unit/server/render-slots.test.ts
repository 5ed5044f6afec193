import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RenderSlot, RenderSlots } from '../../../server/overload/render-slots';

const limits = { total: 2, perAddress: 2, queue: 1, maxWaitMs: 1000 };

function granted(slot: RenderSlot) {
  if (!slot.granted) throw new Error(`refused: ${slot.reason}`);
  return slot;
}

describe('render slots', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grants up to the total, then queues a few, then refuses as busy', async () => {
    const slots = new RenderSlots(limits);
    const first = granted(await slots.acquire('a'));
    granted(await slots.acquire('b'));
    const waiting = slots.acquire('c');
    expect(slots.queued).toBe(1);
    expect(await slots.acquire('d')).toEqual({ granted: false, reason: 'busy' });
    first.release();
    granted(await waiting);
    expect(slots.active).toBe(2);
    expect(slots.queued).toBe(0);
  });

  it('refuses an address over its share at once, while other addresses still get turns', async () => {
    const slots = new RenderSlots({ ...limits, total: 10, perAddress: 1 });
    const held = granted(await slots.acquire('203.0.113.7'));
    expect(await slots.acquire('203.0.113.7')).toEqual({ granted: false, reason: 'address' });
    granted(await slots.acquire('198.51.100.2'));
    held.release();
    granted(await slots.acquire('203.0.113.7'));
  });

  it('counts a waiting request in its address share', async () => {
    const slots = new RenderSlots({ total: 1, perAddress: 2, queue: 5, maxWaitMs: 1000 });
    granted(await slots.acquire('a'));
    void slots.acquire('a');
    expect(await slots.acquire('a')).toEqual({ granted: false, reason: 'address' });
  });

  it('refuses a waiting request after the longest wait, and frees its share', async () => {
    vi.useFakeTimers();
    const slots = new RenderSlots({ total: 1, perAddress: 1, queue: 5, maxWaitMs: 1000 });
    const running = granted(await slots.acquire('a'));
    const waiting = slots.acquire('b');
    await vi.advanceTimersByTimeAsync(999);
    expect(slots.queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await waiting).toEqual({ granted: false, reason: 'busy' });
    expect(slots.queued).toBe(0);
    running.release();
    granted(await slots.acquire('b'));
  });

  it('gives up waiting when the client goes away', async () => {
    const slots = new RenderSlots({ ...limits, total: 1 });
    const running = granted(await slots.acquire('a'));
    const gone = new AbortController();
    const waiting = slots.acquire('b', gone.signal);
    gone.abort();
    expect(await waiting).toEqual({ granted: false, reason: 'busy' });
    running.release();
    expect(slots.active).toBe(0);
  });

  it('queues nobody with a queue of 0, and a release counts once', async () => {
    const slots = new RenderSlots({ ...limits, total: 1, queue: 0 });
    const running = granted(await slots.acquire('a'));
    expect(await slots.acquire('b')).toEqual({ granted: false, reason: 'busy' });
    running.release();
    running.release();
    expect(slots.active).toBe(0);
    granted(await slots.acquire('b'));
    expect(slots.active).toBe(1);
  });
});
