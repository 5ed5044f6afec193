import type { Db } from '../db/client';
import { searchSuggestions } from '../domain/catalog/search-suggestions.server';
import { percentile } from './search-latency';

/** Texts as a traveller types them into a search bar: partial words, typos, accents, places and kinds. */
export const SUGGESTION_QUERIES = [
  'cart',
  'cartajena',
  'snork',
  'panamá',
  'volc',
  'cafe boq',
  'surf el tun',
  'kayak',
  'antigua',
  'cascada',
  'medell',
  'tour',
  'aventura',
  'birdwatching',
];

/** The search bar's suggestions at 100k experiences, uncached, through the domain function. */
export async function measureSuggestions(db: Db, rounds: number) {
  const timings: number[] = [];
  for (const q of SUGGESTION_QUERIES) await searchSuggestions(db, q, 'es');
  for (let round = 0; round < rounds; round++) {
    for (const q of SUGGESTION_QUERIES) {
      const started = performance.now();
      await searchSuggestions(db, q, round % 2 === 0 ? 'es' : 'en');
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), samples: timings.length };
}

type SuggestionTimes = Awaited<ReturnType<typeof measureSuggestions>>;

/** The table of the suggestions' latency on both engines, against the 30 ms p95 of decision 0087. */
export function formatSuggestions(postgres: SuggestionTimes, pglite: SuggestionTimes): string {
  const row = (engine: string, m: SuggestionTimes) =>
    `| ${engine} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.samples} | 30 ms |`;
  return [
    '| suggestions at 100k (uncached) | p50 | p95 | samples | target p95 |',
    '|---|---|---|---|---|',
    row('PostgreSQL', postgres),
    row('embedded (PGlite)', pglite),
  ].join('\n');
}
