import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A header button that opens a small panel under it (the profile menu, the country and language menu):
 * Escape, a click outside or a navigation closes it, and focus returns to the button on Escape. Spread
 * `buttonProps` on the button, put `root` on the element that holds both and `panelId` on the panel.
 */
export function useHeaderPanel() {
  const { pathname } = useLocation();
  // The page the panel was opened on: a navigation closes it without an effect that resets it afterwards.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A layout effect: the listeners are in place before the open panel is painted, so a click that follows
  // at once still closes it.
  useLayoutEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return {
    open,
    close,
    root,
    panelId,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenOn((current) => (current === pathname ? null : pathname)),
    },
  };
}
