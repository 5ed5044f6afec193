/**
 * The scan queue at work (scan-queue-machine.ts): sends each scan through the page's `send`, waits after a
 * send without an answer, and keeps the waiting scans in the device's storage so a reload or a dead battery
 * loses none (docs/decisions/0072-check-in.md). No React in it: use-scan-queue.ts binds it to the page.
 */
import type { AttendanceBookingJson } from '../../../domain/check-in/contract';
import {
  initialScanQueue,
  nextToSend,
  type QueuedScan,
  type ScanQueueEvent,
  type ScanQueueState,
  scanQueueReducer,
} from './scan-queue-machine';

/** What a send came back with: the server's answer, or none (no connection, or the server failed). */
export type SendAnswer =
  | { kind: 'valid' | 'already'; booking: AttendanceBookingJson; checkedInAt: string }
  | { kind: 'refused'; code: string; message: string; bookingCode: string | null }
  | { kind: 'unanswered' };

/** What the queue needs of the page and the device. */
export interface ScanQueuePorts {
  send: (scanned: string) => Promise<SendAnswer>;
  /** The stored queue (JSON), null when there is none or storage cannot be used. */
  read: () => string | null;
  write: (stored: string) => void;
  now: () => number;
  newId: () => string;
}

/** The queue as stored: well-formed scans only (the storage is the device's, anything may be there). */
export function storedScans(stored: string | null): QueuedScan[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter(
    (item): item is QueuedScan =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as QueuedScan).id === 'string' &&
      typeof (item as QueuedScan).scanned === 'string' &&
      typeof (item as QueuedScan).at === 'number',
  );
}

export type ScanQueue = ReturnType<typeof createScanQueue>;

export function createScanQueue(ports: ScanQueuePorts, online: boolean) {
  let state: ScanQueueState = initialScanQueue(storedScans(ports.read()), online);
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  // The scan in flight is stored too: if the page dies before its answer, it is sent again (a second
  // check-in answers `already`).
  const persist = () =>
    ports.write(JSON.stringify([...(state.sending ? [state.sending] : []), ...state.queue]));

  const dispatch = (event: ScanQueueEvent) => {
    const next = scanQueueReducer(state, event);
    if (next === state) return;
    const stored = next.queue !== state.queue || next.sending !== state.sending;
    state = next;
    if (stored) persist();
    for (const listener of listeners) listener();
    pump();
  };

  const deliver = async (scan: QueuedScan) => {
    let answer: SendAnswer;
    try {
      answer = await ports.send(scan.scanned);
    } catch {
      answer = { kind: 'unanswered' };
    }
    if (disposed) return;
    if (answer.kind === 'unanswered') dispatch({ type: 'unanswered', id: scan.id, at: ports.now() });
    else
      dispatch({ type: 'answered', id: scan.id, outcome: { ...answer, scanned: scan.scanned, at: scan.at } });
  };

  function pump() {
    if (disposed) return;
    const scan = nextToSend(state, ports.now());
    if (scan) {
      dispatch({ type: 'sending', id: scan.id });
      void deliver(scan);
      return;
    }
    if (state.retryAt !== null && timer === null) {
      timer = setTimeout(
        () => {
          timer = null;
          dispatch({ type: 'tick', at: ports.now() });
        },
        Math.max(0, state.retryAt - ports.now()),
      );
    }
  }

  return {
    /** A scan read by the camera or typed; repeats of one still waiting or just answered are dropped. */
    scan(scanned: string) {
      const text = scanned.trim();
      if (text) dispatch({ type: 'scanned', scan: { id: ports.newId(), scanned: text, at: ports.now() } });
    },
    setOnline(value: boolean) {
      if (value && timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      dispatch({ type: value ? 'online' : 'offline' });
    },
    /** Starts sending what the device kept from before. */
    start: () => pump(),
    snapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      listeners.clear();
    },
  };
}
