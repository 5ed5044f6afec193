import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * Whether this render is the server's, or the browser's hydration of it: React takes the server's value
 * while it hydrates and the browser's for a part that mounts later (a client-side navigation). A part can
 * start from what the server sent and change after hydration without a mismatch.
 */
export function useServerRendered(): boolean {
  return useSyncExternalStore(
    noChange,
    () => false,
    () => true,
  );
}
