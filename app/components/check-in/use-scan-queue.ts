import { useEffect, useState, useSyncExternalStore } from 'react';
import { checkInEndpoint } from '../../../domain/check-in/contract';
import { ApiError, useApi } from '../../lib/api-client';
import { BROWSER_KEYS } from '../../lib/browser-storage';
import { createScanQueue, type ScanQueue, type SendAnswer } from './scan-queue';
import { initialScanQueue, type ScanQueueState } from './scan-queue-machine';

const EMPTY = initialScanQueue();

/** Storage can be full or blocked (private modes): the queue then lives as long as the page. */
function storage() {
  return {
    read: () => {
      try {
        return localStorage.getItem(BROWSER_KEYS.checkInQueue);
      } catch {
        return null;
      }
    },
    write: (stored: string) => {
      try {
        localStorage.setItem(BROWSER_KEYS.checkInQueue, stored);
      } catch {
        // Kept in memory only.
      }
    },
  };
}

/**
 * The check-in page's scan queue (scan-queue.ts), bound to the page: its sends go through the operator API,
 * the browser's online and offline events move it, and the page re-renders on each change.
 */
export function useScanQueue(): { state: ScanQueueState; scan: (text: string) => void } {
  const api = useApi();
  const [queue, setQueue] = useState<ScanQueue | null>(null);

  useEffect(() => {
    const send = async (scanned: string): Promise<SendAnswer> => {
      try {
        const { data } = await api(checkInEndpoint, { body: { scanned } });
        return {
          kind: data.already ? 'already' : 'valid',
          booking: data.booking,
          checkedInAt: data.checked_in_at,
        };
      } catch (error) {
        // No answer, or one the server could not give: the scan waits and is sent again.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
          return { kind: 'unanswered' };
        const bookingCode = error.body.booking_code;
        return {
          kind: 'refused',
          code: error.code,
          message: error.message,
          bookingCode: typeof bookingCode === 'string' ? bookingCode : null,
        };
      }
    };
    const created = createScanQueue(
      {
        send,
        ...storage(),
        now: () => Date.now(),
        newId: () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
      },
      navigator.onLine,
    );
    const online = () => created.setOnline(true);
    const offline = () => created.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    // The queue exists in the browser only (its storage, its connection), from hydration on.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setQueue(created);
    created.start();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      created.dispose();
    };
  }, [api]);

  const state = useSyncExternalStore(
    (listener) => (queue ? queue.subscribe(listener) : () => undefined),
    () => queue?.snapshot() ?? EMPTY,
    () => EMPTY,
  );
  return { state, scan: (text) => queue?.scan(text) };
}
