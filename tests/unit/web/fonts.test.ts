import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const file = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const GENERATOR = file('scripts/subset-fonts.mjs');

describe('the web font', () => {
  it('is what the generator cuts from the pinned font package (not hand-edited, not stale)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [GENERATOR, '--check']);
    expect(stdout).toContain('up to date');
  });

  it('keeps the face every page asks for under 30 KB, and the stylesheet uses the cut faces only', () => {
    // Fontsource's whole Latin face is 48 KB; a page of Spanish or English text needs this one file.
    expect(statSync(file('app/fonts/inter-latin-wght-400-700.woff2')).size).toBeLessThan(30_000);
    const css = readFileSync(file('app/app.css'), 'utf8');
    expect(css).not.toContain("@import '@fontsource");
    expect(css).toContain("url('./fonts/inter-latin-wght-400-700.woff2')");
    expect(css).toContain("url('./fonts/inter-latin-ext-wght-400-700.woff2')");
    // The weights the styles ask for are inside the cut axis.
    expect(css.match(/font-weight: 400 700;/g)).toHaveLength(2);
  });
});
