import { type ReactElement, Suspense, useState } from 'react';
import { takeTurn, type Turn } from '../browser/staged-hydration';

/** Suspends until the part's turn (app/browser/staged-hydration), if it has one. */
function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of the page the browser hydrates in a task of its own: for parts that are many (cards) or far
 * down (the footer). A part inside another waits for a turn of its own after the outer one has hydrated,
 * so a section of cards is one short task and then one per card. `children` must be one element: it is
 * the DOM node Preact keeps while the part waits. The server renders the children as they are.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (import.meta.env.SSR) return children;
  // After the SSR check, which is fixed per build: the hook runs on every render of the browser build.
  const [turn] = useState(takeTurn);
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
