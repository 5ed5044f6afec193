import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../db/seed/random';

const draws = (seed: number | string, n = 20) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('createRandom', () => {
  it('is deterministic for the same seed and differs between seeds', () => {
    expect(draws(42)).toEqual(draws(42));
    expect(draws('catalogue')).toEqual(draws('catalogue'));
    expect(draws(42)).not.toEqual(draws(43));
    expect(draws(42)).toEqual(draws('42'));
  });

  it('returns floats in [0, 1) and integers within inclusive bounds', () => {
    const random = createRandom('bounds');
    const ints = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const int = random.int(-2, 3);
      expect(Number.isInteger(int)).toBe(true);
      ints.add(int);
      const float = random.float(1.5, 2.5);
      expect(float).toBeGreaterThanOrEqual(1.5);
      expect(float).toBeLessThan(2.5);
    }
    expect([...ints].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
    expect(random.int(7, 7)).toBe(7);
    expect(() => random.int(3, 2)).toThrow(RangeError);
    expect(() => random.int(0.5, 2)).toThrow(RangeError);
  });

  it('is roughly uniform', () => {
    const random = createRandom('uniform');
    const buckets = new Array(10).fill(0) as number[];
    for (let i = 0; i < 20_000; i++) {
      const index = Math.floor(random.next() * 10);
      buckets[index] = (buckets[index] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(250);
  });

  it('picks, picks many distinct, shuffles copies and handles edge cases', () => {
    const random = createRandom('lists');
    const list = ['a', 'b', 'c', 'd', 'e'] as const;
    expect(list).toContain(random.pick(list));
    expect(() => random.pick([])).toThrow(RangeError);

    const many = random.pickMany(list, 3);
    expect(many).toHaveLength(3);
    expect(new Set(many).size).toBe(3);
    expect(random.pickMany(list, 10)).toHaveLength(5);
    expect(random.pickMany(list, 0)).toEqual([]);
    // Duplicated values are distinct positions, so both copies can be picked.
    expect(random.pickMany(['x', 'x'], 2)).toEqual(['x', 'x']);

    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = random.shuffle(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(input);
  });

  it('chance respects its probability and always consumes one draw', () => {
    const random = createRandom('chance');
    let hits = 0;
    for (let i = 0; i < 10_000; i++) if (random.chance(0.3)) hits++;
    expect(hits).toBeGreaterThan(2700);
    expect(hits).toBeLessThan(3300);

    const a = createRandom('draws');
    const b = createRandom('draws');
    expect(a.chance(0)).toBe(false);
    expect(a.chance(1)).toBe(true);
    b.next();
    b.next();
    expect(a.next()).toBe(b.next());
  });

  it('forks independent streams that do not depend on the parent position', () => {
    const fresh = createRandom(7).fork('reviews');
    const used = createRandom(7);
    for (let i = 0; i < 100; i++) used.next();
    const late = used.fork('reviews');
    expect(Array.from({ length: 10 }, () => late.next())).toEqual(
      Array.from({ length: 10 }, () => fresh.next()),
    );

    // Drawing from one fork does not move a sibling or the parent.
    const parent = createRandom(7);
    const sibling = parent.fork('prices');
    const busy = parent.fork('destinations');
    for (let i = 0; i < 50; i++) busy.next();
    expect(sibling.next()).toBe(createRandom(7).fork('prices').next());
    expect(parent.next()).toBe(createRandom(7).next());

    expect(createRandom(7).fork('a').next()).not.toBe(createRandom(7).fork('b').next());
    expect(createRandom(7).fork('a').fork('b').seed).toBe('7/a/b');
  });
});
