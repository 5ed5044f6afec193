import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state for a drawer that closes itself on every navigation (a link inside it, the back button, a
 * language or country change): it is open only while the location it was opened on is still current.
 */
export function useOpenUntilNavigation() {
  const { key } = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  return {
    open: openedAt === key,
    show: () => setOpenedAt(key),
    close: () => setOpenedAt(null),
  };
}
