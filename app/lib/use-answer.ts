import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { retriesFailure, retryDelayMs } from './retry-policy';

/**
 * Answers kept by key for `freshMs` after they arrived, for the page's life: asking for a key again within
 * that time shows its answer at once and asks nothing. Made once per module (the header's suggestions).
 */
export interface AnswerCache<T> {
  get: (key: string) => T | undefined;
  set: (key: string, data: T) => void;
}

export function answerCache<T>(freshMs: number): AnswerCache<T> {
  const entries = new Map<string, { data: T; at: number }>();
  return {
    get: (key) => {
      const entry = entries.get(key);
      return entry && Date.now() - entry.at < freshMs ? entry.data : undefined;
    },
    set: (key, data) => {
      entries.delete(key);
      entries.set(key, { data, at: Date.now() });
    },
  };
}

export interface Answer<T> {
  /** The answer for the current key; undefined until it arrives (or with no key). */
  data: T | undefined;
  /** The last answer that arrived, whatever its key: shown while the next one loads where a page wants it. */
  last: T | undefined;
  /** The current key's failure once its retries are over. */
  error: unknown;
  /** The current key has its answer or its final failure. */
  settled: boolean;
  /** Whether the current key is being asked (or waits for a retry). */
  loading: boolean;
  /** Changes the current key's answer after a change the server confirmed (a favourite toggled). */
  update: (change: (current: T | undefined) => T) => void;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  last: T | undefined;
  error: unknown;
  settled: boolean;
}

/**
 * The browser's answer to `load` for `key`, for the few calls of the app's shell (who is signed in, their
 * favourites, the header's suggestions) and the experience page's reviews, which stay out of TanStack Query
 * so that the library is not in every page's first scripts (docs/decisions/0050-server-state). The same
 * rules as the library's queries: asked once the page runs in the browser (never while the server renders),
 * again when the key changes; the previous call is cancelled (`signal`) and an answer for another key is
 * never shown as the current one; no network or a 5xx is retried twice (retry-policy.ts). `key` null: nothing
 * is asked.
 */
export function useAnswer<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  cache?: AnswerCache<T>,
): Answer<T> {
  const [state, setState] = useState<State<T>>({
    key: null,
    data: undefined,
    last: undefined,
    error: undefined,
    settled: false,
  });
  const ask = useEffectEvent(load);
  const cached = key === null ? undefined : cache?.get(key);

  useEffect(() => {
    if (key === null || cache?.get(key) !== undefined) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = (failures: number) => {
      ask(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          cache?.set(key, data);
          setState({ key, data, last: data, error: undefined, settled: true });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (retriesFailure(failures, error))
            retry = setTimeout(() => attempt(failures + 1), retryDelayMs(failures));
          else setState((s) => ({ ...s, key, data: undefined, error, settled: true }));
        },
      );
    };
    attempt(0);
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [key, cache]);

  const update = useCallback(
    (change: (current: T | undefined) => T) =>
      setState((s) => {
        // An answer of another key (the person changed meanwhile) is left alone.
        if (key === null || (s.key !== null && s.key !== key)) return s;
        const next = change(s.data);
        return { key, data: next, last: next, error: undefined, settled: true };
      }),
    [key],
  );
  const current = key !== null && state.key === key;
  const data = cached ?? (current ? state.data : undefined);
  const settled = cached !== undefined || (current && state.settled);
  return {
    data,
    last: data ?? state.last,
    error: current ? state.error : undefined,
    settled,
    loading: key !== null && !settled,
    update,
  };
}
