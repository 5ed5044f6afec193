import type { Db } from '../db/client';
import { parseExperienceFilters } from '../domain/catalog/experience-filters';
import { searchExperiences } from '../domain/catalog/experience-search.server';

/** Queries a traveller types, typos included; each runs uncached through the domain function. */
export const SEARCH_QUERIES = [
  'snorkel bocas',
  'cartajena',
  'panama',
  'volcan',
  'cafe boquete',
  'snorkle',
  'surf el tunco',
  'kayak',
  'tour colonial antigua',
  'cascada',
  'ballenas',
  'medellin graffiti',
];

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function measureSearch(db: Db, rounds: number) {
  const timings: number[] = [];
  for (const q of SEARCH_QUERIES)
    await searchExperiences(db, parseExperienceFilters({ searchText: q }), { page: 1, limit: 16 }, 'es');
  for (let round = 0; round < rounds; round++) {
    for (const q of SEARCH_QUERIES) {
      const started = performance.now();
      await searchExperiences(db, parseExperienceFilters({ searchText: q }), { page: 1, limit: 16 }, 'es');
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), samples: timings.length };
}
