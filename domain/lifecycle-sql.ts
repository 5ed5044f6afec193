/**
 * How a status write applies a lifecycle step in SQL (docs/decisions/0052-lifecycles): the update sets the
 * new status and repeats, in its `where`, the states the lifecycle allows the step from, for the actor
 * taking it. A row in another state is left alone (a concurrent writer got there first), so the caller
 * reads "nothing moved" from the rows the update returns.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Actor, Lifecycle } from './lifecycle';

/**
 * `status = 'to' … where status in (…)`: the target state and its allowed sources (or the given ones,
 * each checked against the graph), as SQL values cast to the column's enum type when it has one. Throws
 * when no source is left: a write the graph does not have is a programming error, not a race.
 */
export function step<S extends string>(
  lifecycle: Lifecycle<S>,
  to: S,
  actor: Actor,
  options: { from?: readonly S[]; enumType?: string } = {},
): { to: SQL; from: SQL } {
  const { enumType } = options;
  const value = (state: S) => (enumType ? sql`${state}::${sql.raw(enumType)}` : sql`${state}`);
  for (const from of options.from ?? []) lifecycle.assert(from, to, actor);
  const sources = options.from ?? lifecycle.sourcesOf(to, actor);
  if (sources.length === 0) throw new Error(`${lifecycle.name}: nothing reaches ${to} by ${actor}`);
  return { to: value(to), from: sql.join(sources.map(value), sql`, `) };
}
