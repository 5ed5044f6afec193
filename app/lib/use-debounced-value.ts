import { useEffect, useState } from 'react';

/** A value's content as text, objects' keys in order (as TanStack Query hashes its keys). */
const contentKey = (value: unknown): string =>
  JSON.stringify(value, (_, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );

/**
 * `value` once it has stayed the same for `ms` (compared by content, as query keys are): typed input feeds
 * a query key through this, so a typed "150" is one call, not three. `settled` is false while a newer
 * value waits, so an answer for the older one is never shown as the current one.
 */
export function useDebouncedValue<T>(value: T, ms: number): { value: T; settled: boolean } {
  const hash = contentKey([value]);
  const [kept, setKept] = useState({ hash, value });
  useEffect(() => {
    const timer = setTimeout(() => setKept({ hash, value }), ms);
    return () => clearTimeout(timer);
    // `value` is new on every render; its content is `hash`, which alone restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, ms]);
  return { value: kept.value, settled: kept.hash === hash };
}
