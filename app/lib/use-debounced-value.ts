import { hashKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (compared by content, as query keys are): typed input feeds
 * a query key through this, so a typed "150" is one call, not three. `settled` is false while a newer
 * value waits, so an answer for the older one is never shown as the current one.
 */
export function useDebouncedValue<T>(value: T, ms: number): { value: T; settled: boolean } {
  const hash = hashKey([value]);
  const [kept, setKept] = useState({ hash, value });
  useEffect(() => {
    const timer = setTimeout(() => setKept({ hash, value }), ms);
    return () => clearTimeout(timer);
    // `value` is new on every render; its content is `hash`, which alone restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hash, ms]);
  return { value: kept.value, settled: kept.hash === hash };
}
