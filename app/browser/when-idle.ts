const steps: (() => void)[] = [];

const requestIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run)
    : // Safari has no idle callbacks: a timer still yields to input and paint between steps.
      (run) => setTimeout(run, 1);

function runNext() {
  steps.shift()?.();
  if (steps.length) requestIdle(runNext);
}

/**
 * Runs `step` when the browser is idle: one queued step per idle period, in the order they were queued,
 * for work that may wait but should not come all at once. Returns a function that takes the step back.
 */
export function whenIdle(step: () => void): () => void {
  steps.push(step);
  if (steps.length === 1) requestIdle(runNext);
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}
