import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?[jt]sx?$/.test(entry.name) ? [path] : [];
  });
}

const sources = [
  ...sourceFiles(join(root, 'app')),
  ...sourceFiles(join(root, 'scripts')),
  join(root, 'vite.config.ts'),
];
const offending = (pattern: RegExp) =>
  sources
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(root.length + 1));

/**
 * The browser runs React DOM as React Router documents it (docs/decisions/0027): public APIs only, so an
 * upgrade of React or React Router cannot break hydration through an internal we relied on.
 */
describe('the browser runtime uses public APIs only', () => {
  it('imports nothing UNSAFE_ from React, React DOM or React Router', () => {
    expect(offending(/\bUNSAFE_\w+/)).toEqual([]);
  });

  it("writes none of React Router's window globals", () => {
    expect(offending(/window\.__reactRouter\w*\s*=[^=]/)).toEqual([]);
  });

  it('does not load Preact or alias React', () => {
    expect(offending(/from\s+['"]preact|['"]preact\/compat/)).toEqual([]);
  });
});
