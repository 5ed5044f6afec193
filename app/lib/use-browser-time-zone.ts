import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => null;

/**
 * The visitor's own time zone, from the browser; null on the server and while hydrating, so a page
 * rendered by the server (which cannot know it) hydrates without a mismatch and adds the local time after.
 */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}
