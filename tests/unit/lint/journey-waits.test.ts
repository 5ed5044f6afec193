import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Tests wait for what the visitor waits for (docs/decisions/0054): a hydrated page
 * (tests/helpers/hydrated-page.ts), an element, a URL, a response or a polled value. Waiting for the
 * network to go quiet waits on requests nobody looks at, and a fixed sleep is too short on a loaded
 * machine and too long on an idle one, so neither may appear under tests/. The words are put together
 * here so that this file does not name them itself.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const REFUSED = [
  { name: 'the network going quiet', word: ['network', 'idle'].join('') },
  { name: 'a fixed sleep', word: ['waitFor', 'Timeout('].join('') },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    if (name === 'node_modules') return [];
    const child = join(folder, name);
    if (statSync(join(ROOT, child)).isDirectory()) return sourceFiles(child);
    return SOURCE.test(name) ? [child] : [];
  });
}

/** Each line of `source` that waits in a refused way, as `file:line (what)`. */
export function refusedWaits(file: string, source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      REFUSED.filter(({ word }) => line.includes(word)).map(({ name }) => `${file}:${index + 1} (${name})`),
    );
}

describe('waits in tests', () => {
  it('finds both refused waits in a sample, and nothing in a wait for the page', () => {
    const sample = [
      `await page.goto(url, { waitUntil: '${REFUSED[0]!.word}' });`,
      `await page.${REFUSED[1]!.word}500);`,
      'await gotoHydrated(page, url);',
    ].join('\n');
    expect(refusedWaits('sample.ts', sample)).toEqual([
      'sample.ts:1 (the network going quiet)',
      'sample.ts:2 (a fixed sleep)',
    ]);
  });

  it('none under tests/', () => {
    const files = sourceFiles('tests');
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(join('tests', 'e2e', 'hydration.test.ts'));
    const found = files.flatMap((file) => refusedWaits(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
