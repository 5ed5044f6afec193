import { useState, useSyncExternalStore } from 'react';

/** The open modal dialogs of the page, in opening order, watched while anyone subscribes. */
function createModalWatch() {
  let stack: HTMLDialogElement[] = [];
  return {
    top: () => stack.at(-1) ?? null,
    subscribe(changed: () => void) {
      const update = (records: MutationRecord[]) => {
        for (const record of records) {
          const target = record.target;
          if (record.type !== 'attributes' || !(target instanceof HTMLDialogElement)) continue;
          stack = stack.filter((item) => item !== target);
          if (target.matches(':modal')) stack.push(target);
        }
        // A dialog can also leave the page while open (its route unmounted).
        stack = stack.filter((item) => item.isConnected && item.open);
        changed();
      };
      const observer = new MutationObserver(update);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open'],
      });
      stack = [...document.querySelectorAll('dialog')].filter((item) => item.matches(':modal'));
      changed();
      return () => observer.disconnect();
    },
  };
}

/**
 * The modal `<dialog>` opened last and still open, or null. While a modal dialog is open the browser makes
 * everything outside it inert (unclickable, hidden from screen readers), even content drawn above it, so
 * anything that must stay usable then (the toasts) has to be rendered inside this element. The page is an
 * external store to React: read through useSyncExternalStore, null on the server.
 */
export function useOpenModalDialog(): HTMLDialogElement | null {
  const [watch] = useState(createModalWatch);
  return useSyncExternalStore(watch.subscribe, watch.top, () => null);
}
