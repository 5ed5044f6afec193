/**
 * A lifecycle: the states of an entity, the steps between them and who may take each (docs/decisions/
 * 0052-lifecycles). Each entity declares its own in one module (purchase-lifecycle.ts, …); every status
 * write asks it first, and the conditional SQL of a write repeats the step's allowed sources in its
 * `where`, so a race is decided by the database, never by a stale read.
 */

/**
 * Who takes a step: the traveller (`customer`), the operator (`supplier`), the marketplace's support
 * (`administration`), a job or the payment pipeline (`system`), the payment provider's answer
 * (`provider`). The first four are also the purchase history's `actor` values.
 */
export type Actor = 'customer' | 'supplier' | 'administration' | 'system' | 'provider';

/** For each state, the states it may move to and who may move it there. */
export type Steps<S extends string> = Readonly<Record<S, Readonly<Partial<Record<S, readonly Actor[]>>>>>;

export interface Lifecycle<S extends string> {
  readonly name: string;
  readonly states: readonly S[];
  /** The states an entity may start in. */
  readonly initial: readonly S[];
  isState(value: unknown): value is S;
  /** Whether `from` may move to `to` (by `actor`, when given). */
  can(from: S, to: S, actor?: Actor): boolean;
  /** Who may move `from` to `to` (none: the step is not in the graph). */
  actorsOf(from: S, to: S): readonly Actor[];
  /** The states `to` may be reached from (what a conditional update puts in its `where`). */
  sourcesOf(to: S, actor?: Actor): S[];
  /** Throws ForbiddenTransitionError unless the step is allowed. */
  assert(from: S, to: S, actor?: Actor): void;
  /** States nothing leaves. */
  isFinal(state: S): boolean;
}

/** A step the graph forbids: a programming error, never a traveller's (their calls check first). */
export class ForbiddenTransitionError extends Error {
  constructor(
    readonly entity: string,
    readonly from: string,
    readonly to: string,
    readonly actor?: Actor,
  ) {
    super(`${entity} status cannot go from ${from} to ${to}${actor ? ` by ${actor}` : ''}`);
  }
}

export function defineLifecycle<S extends string>(definition: {
  name: string;
  states: readonly S[];
  initial: readonly S[];
  steps: Steps<S>;
}): Lifecycle<S> {
  const { name, states, initial, steps } = definition;
  const actorsOf = (from: S, to: S): readonly Actor[] => steps[from]?.[to] ?? [];
  const can = (from: S, to: S, actor?: Actor) => {
    const actors = actorsOf(from, to);
    return actor === undefined ? actors.length > 0 : actors.includes(actor);
  };
  return {
    name,
    states,
    initial,
    isState: (value): value is S => (states as readonly unknown[]).includes(value),
    can,
    actorsOf,
    sourcesOf: (to, actor) => states.filter((from) => can(from, to, actor)),
    assert(from, to, actor) {
      if (!can(from, to, actor)) throw new ForbiddenTransitionError(name, from, to, actor);
    },
    isFinal: (state) => Object.keys(steps[state] ?? {}).length === 0,
  };
}
