import { type ReactElement, Suspense } from 'react';
import { inFirstPass, waitForTurn } from '../browser/staged-hydration';

/** Suspends during the page's first hydration pass only, until its turn (app/browser/staged-hydration). */
function WaitForTurn({ children }: { children: ReactElement }) {
  if (inFirstPass()) throw waitForTurn();
  return children;
}

/**
 * A part of the page the browser hydrates in a task of its own, after the first pass: for parts that are
 * many (cards) or far down (the footer). `children` must be one element: it is the DOM node Preact keeps
 * while the part waits. The server renders the children as they are.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  if (import.meta.env.SSR) return children;
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
