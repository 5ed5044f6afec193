import type { Database, Db } from '../db/client';
import { addDays, weekdayOf } from '../domain/booking/calendar-days';
import { parseExperienceFilters } from '../domain/catalog/experience-filters';
import { searchExperiences } from '../domain/catalog/experience-search.server';
import { percentile } from './search-latency';
import { formatSuggestions, measureSuggestions } from './search-suggestions';

/**
 * Searches by date and group (docs/decisions/0086-search-by-date.md) as the search page asks them, from
 * the real clock: tomorrow for 2, next Saturday for 4, a week from the day after tomorrow for 2, a group of 6 alone (the
 * next 31 days), and next Saturday for 4 in shared tours (a filter the week rows do not hold). Each runs
 * uncached through the domain function, page 1 of 16.
 */
export function dateSearchCases(now: Date): { name: string; input: Record<string, unknown> }[] {
  const today = now.toISOString().slice(0, 10);
  let saturday = addDays(today, 1);
  while (weekdayOf(saturday) !== 'saturday') saturday = addDays(saturday, 1);
  const weekStart = addDays(today, 2);
  const tomorrow = addDays(today, 1);
  return [
    // Tomorrow: every experience's anticipation may cut it, so its departures decide (day_departures).
    { name: `${tomorrow} + 2`, input: { filters: { date: tomorrow, travellers: 2 } } },
    { name: `${saturday} + 4`, input: { filters: { date: saturday, travellers: 4 } } },
    {
      name: `${weekStart}..${addDays(weekStart, 6)} + 2`,
      input: { filters: { date: weekStart, to: addDays(weekStart, 6), travellers: 2 } },
    },
    { name: 'any day + 6', input: { filters: { travellers: 6 } } },
    // A filter beside the country's: counted over the experiences, not the week rows alone.
    {
      name: `${saturday} + 4, shared`,
      input: { filters: { date: saturday, travellers: 4, properties: ['shared'] } },
    },
  ];
}

export async function measureDateSearch(db: Db, rounds: number) {
  const now = new Date();
  const cases = dateSearchCases(now).map((c) => ({ ...c, filters: parseExperienceFilters(c.input) }));
  const timings: number[] = [];
  const totals: Record<string, number> = {};
  for (const c of cases) {
    const page = await searchExperiences(db, c.filters, { page: 1, limit: 16 }, 'es', now);
    totals[c.name] = page.pagination.total_records;
  }
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const started = performance.now();
      await searchExperiences(db, c.filters, { page: 1, limit: 16 }, 'es', new Date());
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p95: percentile(timings, 95), samples: timings.length, totals };
}

export function formatDateSearch(
  results: { engine: string; target: number; m: Awaited<ReturnType<typeof measureDateSearch>> }[],
): string {
  const lines = [
    '| date search at 100k (uncached) | p50 | p95 | samples | target p95 | matches |',
    '|---|---|---|---|---|---|',
  ];
  for (const { engine, target, m } of results) {
    const matches = Object.entries(m.totals)
      .map(([name, n]) => `${name}: ${n.toLocaleString('en')}`)
      .join('; ');
    lines.push(
      `| ${engine} | ${m.p50.toFixed(1)} ms | ${m.p95.toFixed(1)} ms | ${m.samples} | ${target} ms | ${matches} |`,
    );
  }
  return lines.join('\n');
}

/**
 * BENCH_ONLY=date-search: the 100k catalogues (opened and prepared by the caller's functions), the date
 * searches and the search bar's suggestions alone (no build, no servers).
 */
export async function benchSearchesOnly(
  openPostgres: () => Promise<Database>,
  openPglite: () => Promise<Database>,
  prepare: (database: Database) => Promise<number>,
) {
  console.log('Preparing the 100k catalogues (cached after the first run)…');
  const postgres = await openPostgres();
  await prepare(postgres);
  const pglite = await openPglite();
  await prepare(pglite);
  console.log('Date search latency (uncached, domain function, page 1 of 16)…');
  const pgDates = await measureDateSearch(postgres.db, 10);
  const liteDates = await measureDateSearch(pglite.db, 5);
  console.log('Search bar suggestions (uncached, domain function)…');
  const pgSuggest = await measureSuggestions(postgres.db, 10);
  const liteSuggest = await measureSuggestions(pglite.db, 5);
  await postgres.close();
  await pglite.close();
  console.log(
    `\n${formatDateSearch([
      { engine: 'PostgreSQL', target: 100, m: pgDates },
      { engine: 'embedded (PGlite)', target: 200, m: liteDates },
    ])}`,
  );
  console.log(`\n${formatSuggestions(pgSuggest, liteSuggest)}`);
}
