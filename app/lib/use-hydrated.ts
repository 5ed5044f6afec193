import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true once its script runs in the browser (React renders
 * again then, so the first render always matches the server's HTML). A page without JavaScript stays as
 * the server rendered it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
