import { expect } from 'vitest';

/**
 * Every item passes `check`, and there is at least one: `items.every(check)` alone is true for an empty
 * list, so a filter that found nothing would pass. On failure the message names the items that did not pass.
 */
export function expectEach<T>(items: readonly T[], check: (item: T) => boolean, what: string): void {
  expect(items.length, `${what}: the list is empty`).toBeGreaterThan(0);
  expect(
    items.filter((item) => !check(item)),
    `${what}: these items do not`,
  ).toEqual([]);
}

/**
 * The first item that matches, for a fixture a test picks out of the seed: fails with `what` instead of
 * a later "cannot read properties of undefined" when the seed no longer has one.
 */
export function findFixture<T>(items: readonly T[], match: (item: T) => boolean, what: string): T {
  const found = items.find(match);
  if (found === undefined) throw new Error(`the seed has no ${what}`);
  return found;
}
