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
/** Turns asked for by the part hydrating now (the parts inside it): they come next, before the rest. */
let inner: (() => void)[] = [];

/** Whether the server's DOM is still being hydrated: the first pass or a part that waited for its turn. */
export const hydrating = () => phase === 'first pass' || phase === 'stages';

/** A part's place in the queue: `promise` settles, and `done` turns true, when its turn comes. */
export interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/**
 * The turn of a part found while the server's DOM is hydrated, or null when it is not (a part rendered by
 * a later navigation renders at once). One part per task, in document order: the parts inside a part
 * come right after it, before the parts that follow it.
 */
export function takeTurn(): Turn | null {
  if (!hydrating()) return null;
  const turn: Turn = { done: false, promise: Promise.resolve() };
  turn.promise = new Promise((resolve) =>
    (phase === 'stages' ? inner : waiting).push(() => {
      turn.done = true;
      resolve();
    }),
  );
  return turn;
}

function nextTurn() {
  waiting.unshift(...inner);
  inner = [];
  const resolve = waiting.shift();
  if (!resolve) {
    phase = 'done';
    return;
  }
  resolve();
  // The part re-renders in this task's microtasks (and queues the parts inside it); the next one waits
  // for a task of its own.
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
