import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const appDir = join(import.meta.dirname, '../../../app');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The browser build never re-renders <Links>: it hydrates <body> only and keeps the stylesheets the server
 * put in <head> (app/browser/browser-document.tsx). That holds while the root's stylesheet is the only
 * one; a route with CSS or `links` of its own would not get them on a client-side navigation.
 */
describe('head links in the browser build', () => {
  const files = sourceFiles(appDir);

  it('only the root imports a stylesheet', () => {
    const importing = files.filter((file) =>
      /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(file, 'utf8')),
    );
    expect(importing.map((file) => file.slice(appDir.length + 1))).toEqual(['root.tsx']);
  });

  it('no route module exports links', () => {
    const exporting = files.filter((file) =>
      /^export\s+(const|function|async function)\s+links\b/m.test(readFileSync(file, 'utf8')),
    );
    expect(exporting).toEqual([]);
  });
});
