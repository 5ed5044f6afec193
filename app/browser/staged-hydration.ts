/**
 * Hydration in stages (docs/decisions/0015). Preact hydrates a page in one synchronous pass; on a slow
 * phone the home page's pass is one task of several hundred milliseconds in which a tap waits. Parts
 * wrapped in `HydrateLater` (cards, the footer) suspend during that pass instead: Preact keeps their
 * server DOM as it is (its suspended hydration) and each is hydrated later in a task of its own, in
 * document order, so no task is long and the page answers between them.
 */

type Phase = 'before' | 'first pass' | 'stages' | 'done';
let phase: Phase = 'before';
const waiting: (() => void)[] = [];

/** Whether the page's first hydration pass is running: parts asked to wait suspend only then. */
export const inFirstPass = () => phase === 'first pass';

/** Whether the server's DOM is still being hydrated: the first pass or a part that waited for its turn. */
export const hydrating = () => phase === 'first pass' || phase === 'stages';

/** A promise that settles when this part's turn comes: one part per task, in the order they asked. */
export function waitForTurn(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

function nextTurn() {
  const resolve = waiting.shift();
  if (!resolve) {
    phase = 'done';
    return;
  }
  resolve();
  // The part re-renders in this task's microtasks; the next one waits for a task of its own.
  setTimeout(nextTurn, 0);
}

/**
 * Ends the current task so the browser can handle a tap or paint before the next step: the app's
 * modules are evaluated, its data decoded and the page hydrated in tasks of their own rather than one.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs the first hydration pass, then hydrates the parts that wait, one task at a time. */
export function hydrateInStages(hydrate: () => void): void {
  phase = 'first pass';
  try {
    hydrate();
  } finally {
    phase = 'stages';
  }
  setTimeout(nextTurn, 0);
}
