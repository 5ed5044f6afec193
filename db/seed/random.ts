/**
 * Seeded pseudo-random streams for the demo catalogue.
 *
 * The generator must produce the same catalogue for the same seed on every machine, so nothing here
 * touches Math.random or the clock. `fork(label)` derives a child stream from the *seed* and the label,
 * never from the parent's current position: adding a destination must not reshuffle reviews or prices.
 */

export interface Random {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** `n` distinct elements (by position), in random order; clamps to the list length. */
  pickMany<T>(list: readonly T[], n: number): T[];
  chance(p: number): boolean;
  /** Shuffled copy; the input is left untouched. */
  shuffle<T>(list: readonly T[]): T[];
  /** Independent stream determined only by this stream's seed and `label`. */
  fork(label: string): Random;
  readonly seed: string;
}

// xmur3 string hash: spreads similar seeds ("a/1", "a/2") into unrelated 32-bit states.
function hashSeed(text: string): () => number {
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
}

// sfc32: 128-bit state, passes PractRand for far more draws than a seed run will ever need.
function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number | string): Random {
  const seedText = String(seed);
  const hash = hashSeed(seedText);
  const raw = sfc32(hash(), hash(), hash(), hash());
  // Discard the first outputs: sfc32 is weakly mixed right after seeding.
  for (let i = 0; i < 12; i++) raw();

  const next = (): number => raw();

  const int = (min: number, max: number): number => {
    if (!Number.isInteger(min) || !Number.isInteger(max)) {
      throw new RangeError(`int() needs integer bounds, got ${min} and ${max}`);
    }
    if (max < min) throw new RangeError(`int() got min ${min} greater than max ${max}`);
    return min + Math.floor(next() * (max - min + 1));
  };

  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const tmp = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = tmp;
    }
    return copy;
  };

  return {
    seed: seedText,
    next,
    int,
    float(min, max) {
      if (max < min) throw new RangeError(`float() got min ${min} greater than max ${max}`);
      return min + next() * (max - min);
    },
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new RangeError('pick() called with an empty list');
      return list[Math.floor(next() * list.length)] as T;
    },
    pickMany<T>(list: readonly T[], n: number): T[] {
      const count = Math.max(0, Math.min(Math.floor(n), list.length));
      // Partial Fisher-Yates over indices: only `count` draws, and duplicates in `list` stay distinct.
      const indices = list.map((_, i) => i);
      const out: T[] = [];
      for (let i = 0; i < count; i++) {
        const j = i + Math.floor(next() * (indices.length - i));
        const chosen = indices[j] as number;
        indices[j] = indices[i] as number;
        indices[i] = chosen;
        out.push(list[chosen] as T);
      }
      return out;
    },
    chance(p) {
      // Always consume one draw so that tweaking a probability to 0 or 1 does not shift later values.
      return next() < p;
    },
    shuffle,
    fork(label) {
      return createRandom(`${seedText}/${label}`);
    },
  };
}
