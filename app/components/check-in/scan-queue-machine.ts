/**
 * The check-in page's scans as one state machine (docs/decisions/0072-check-in.md): each scan waits in a
 * queue kept on the device, is sent one at a time while there is a connection, and ends with the server's
 * answer (which wins: a scan queued offline that another device checked in first comes back `already`).
 * A send that gets no answer puts the scan back at the head of the queue and waits before trying again.
 * Pure: the driver (scan-queue.ts) makes the calls, keeps the timers and stores the queue.
 */
import type { AttendanceBookingJson } from '../../../domain/check-in/contract';

/** One scan waiting to be sent: what was read, and when (ms since the epoch, the device's clock). */
export interface QueuedScan {
  id: string;
  scanned: string;
  at: number;
}

/** What the server answered to a scan (read at `at`, as queued), as the page shows it. */
export type ScanOutcome = { scanned: string; at: number } & (
  | { kind: 'valid' | 'already'; booking: AttendanceBookingJson; checkedInAt: string }
  | { kind: 'refused'; code: string; message: string; bookingCode: string | null }
);

export interface ScanQueueState {
  /** Waiting to be sent, oldest first (what the device stores). */
  queue: readonly QueuedScan[];
  /** The one being sent. */
  sending: QueuedScan | null;
  online: boolean;
  /** Sends that got no answer in a row, and until when the next waits (ms since the epoch). */
  failures: number;
  retryAt: number | null;
  /** The answers, newest first, the page's last few. */
  outcomes: readonly ScanOutcome[];
}

export type ScanQueueEvent =
  | { type: 'scanned'; scan: QueuedScan }
  | { type: 'online' }
  | { type: 'offline' }
  /** The scan in flight left the device. */
  | { type: 'sending'; id: string }
  | { type: 'answered'; id: string; outcome: ScanOutcome }
  /** No answer (no connection, or the server could not answer): tried again later. */
  | { type: 'unanswered'; id: string; at: number }
  /** Time passed: a wait after a failure may be over. */
  | { type: 'tick'; at: number };

/** The waits after one, two, three… sends without an answer; the last repeats. */
export const RETRY_WAITS_MS = [2_000, 5_000, 15_000, 30_000] as const;
/** A camera reads the same QR many times a second: the same text again this soon is the same scan. */
export const SAME_SCAN_MS = 4_000;
/** Answers the page keeps. */
export const OUTCOMES_KEPT = 5;

export const initialScanQueue = (queue: readonly QueuedScan[] = [], online = true): ScanQueueState => ({
  queue,
  sending: null,
  online,
  failures: 0,
  retryAt: null,
  outcomes: [],
});

export const retryWait = (failures: number): number =>
  RETRY_WAITS_MS[Math.min(failures, RETRY_WAITS_MS.length) - 1] ?? RETRY_WAITS_MS[0];

/**
 * Whether `scan` repeats one already waiting or in flight, the one whose answer is on screen (the camera
 * still pointed at the same voucher), or one answered moments ago.
 */
function isRepeat(state: ScanQueueState, scan: QueuedScan): boolean {
  if (state.sending?.scanned === scan.scanned) return true;
  if (state.queue.some((queued) => queued.scanned === scan.scanned)) return true;
  if (state.outcomes[0]?.scanned === scan.scanned) return true;
  return state.outcomes.some((done) => done.scanned === scan.scanned && scan.at - done.at < SAME_SCAN_MS);
}

export function scanQueueReducer(state: ScanQueueState, event: ScanQueueEvent): ScanQueueState {
  switch (event.type) {
    case 'scanned':
      return isRepeat(state, event.scan) ? state : { ...state, queue: [...state.queue, event.scan] };
    case 'online':
      return state.online ? state : { ...state, online: true, failures: 0, retryAt: null };
    case 'offline':
      return state.online ? { ...state, online: false } : state;
    case 'sending': {
      const [next, ...rest] = state.queue;
      if (state.sending || next?.id !== event.id) return state;
      return { ...state, sending: next, queue: rest };
    }
    case 'answered': {
      if (state.sending?.id !== event.id) return state;
      return {
        ...state,
        sending: null,
        failures: 0,
        retryAt: null,
        outcomes: [event.outcome, ...state.outcomes].slice(0, OUTCOMES_KEPT),
      };
    }
    case 'unanswered': {
      if (state.sending?.id !== event.id) return state;
      const failures = state.failures + 1;
      return {
        ...state,
        sending: null,
        queue: [state.sending, ...state.queue],
        failures,
        retryAt: event.at + retryWait(failures),
      };
    }
    case 'tick':
      return state.retryAt !== null && event.at >= state.retryAt ? { ...state, retryAt: null } : state;
  }
}

/** The scan to send now, if any: one at a time, while online, once a wait after a failure is over. */
export function nextToSend(state: ScanQueueState, now: number): QueuedScan | null {
  if (state.sending || !state.online || (state.retryAt !== null && now < state.retryAt)) return null;
  return state.queue[0] ?? null;
}

/** Scans not yet answered: the page's "waiting" count. */
export const waitingCount = (state: ScanQueueState): number => state.queue.length + (state.sending ? 1 : 0);
