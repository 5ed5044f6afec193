import { useEffect, useState } from 'react';

/**
 * The modal `<dialog>` opened last and still open, or null. While a modal dialog is open the browser makes
 * everything outside it inert (unclickable, hidden from screen readers), even content drawn above it, so
 * anything that must stay usable then (the toasts) has to be rendered inside this element.
 */
export function useOpenModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    // In opening order, so nested dialogs resolve to the one on top.
    let stack: HTMLDialogElement[] = [];
    const update = (records: MutationRecord[]) => {
      for (const record of records) {
        const target = record.target;
        if (record.type !== 'attributes' || !(target instanceof HTMLDialogElement)) continue;
        stack = stack.filter((item) => item !== target);
        if (target.matches(':modal')) stack.push(target);
      }
      // A dialog can also leave the page while open (its route unmounted).
      stack = stack.filter((item) => item.isConnected && item.open);
      setDialog(stack.at(-1) ?? null);
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    stack = [...document.querySelectorAll('dialog')].filter((item) => item.matches(':modal'));
    setDialog(stack.at(-1) ?? null);
    return () => observer.disconnect();
  }, []);

  return dialog;
}
