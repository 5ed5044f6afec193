import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read from the browser as an external store; false on the server and
 * during hydration, so the server's HTML and the first browser render agree.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
