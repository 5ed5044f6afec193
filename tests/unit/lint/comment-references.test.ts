import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments point inside the repository: to a heading of docs/product.md (or another docs/ page, or the
 * README) as `docs/product.md § Heading`, or to a decision as `docs/decisions/NNNN`. A product spec,
 * an architecture note or an issue tracker outside the repository is not there for the next reader,
 * so "spec §", "ARCHITECTURE.md" and "issue N" are refused, and so is a heading or decision that does
 * not exist.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PRODUCT_FOLDERS = ['app', 'server', 'domain', 'db', 'common', 'scripts', 'bench', 'tests/helpers'];
const SKIPPED = new Set(['node_modules', 'migrations', '.react-router', 'build', 'dist']);
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;

function sourceFiles(folder: string): string[] {
  const path = join(ROOT, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const child = join(folder, name);
    if (statSync(join(ROOT, child)).isDirectory()) return sourceFiles(child);
    return SOURCE.test(name) ? [child] : [];
  });
}

/** The text with comment continuations joined, so a reference wrapped over two lines reads as one. */
function joinedLines(source: string): string {
  return source.replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
}

/** The headings of a Markdown page, without their `#` marks. */
function headingsOf(page: string): string[] {
  return readFileSync(join(ROOT, page), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

const OUTSIDE = [
  { name: 'spec §', pattern: /\bspec §/g },
  { name: 'the spec', pattern: /\b(?:the spec|spec's|specification)\b/gi },
  { name: 'ARCHITECTURE.md', pattern: /ARCHITECTURE\.md/g },
  { name: 'issue N', pattern: /\bissues? \d+/gi },
];

/** `docs/product.md § Heading` or `README § Heading`: the page and the words after the mark. */
const HEADING_REFERENCE = /(docs\/[\w-]+\.md|README(?:\.md)?) § ([^§]{1,120})/g;
const DECISION_REFERENCE = /docs\/decisions\/([\w-]+)/g;

export function referenceProblems(
  file: string,
  source: string,
  headings: (page: string) => string[] | null,
  decisionExists: (name: string) => boolean,
): string[] {
  const problems: string[] = [];
  for (const { name, pattern } of OUTSIDE)
    for (const match of source.matchAll(pattern)) problems.push(`${file}: "${match[0]}" (${name})`);
  const text = joinedLines(source);
  for (const match of text.matchAll(HEADING_REFERENCE)) {
    const page = match[1]!.startsWith('README') ? 'README.md' : match[1]!;
    const known = headings(page);
    const words = match[2]!;
    // The heading is the longest one the words start with, ended by anything but a letter or digit.
    const found = known?.some(
      (heading) => words.startsWith(heading) && !/^[\p{L}\p{N}]/u.test(words.slice(heading.length)),
    );
    if (!found) problems.push(`${file}: "${page} § ${words.slice(0, 40)}…" names no heading of ${page}`);
  }
  for (const match of source.matchAll(DECISION_REFERENCE))
    if (!decisionExists(match[1]!)) problems.push(`${file}: docs/decisions/${match[1]} does not exist`);
  return problems;
}

const decisionFiles = readdirSync(join(ROOT, 'docs/decisions'));
const decisionExists = (name: string) =>
  decisionFiles.some((file) => file === `${name}.md` || file.startsWith(`${name}-`));
const headingCache = new Map<string, string[] | null>();
const headings = (page: string) => {
  if (!headingCache.has(page)) headingCache.set(page, existsSync(join(ROOT, page)) ? headingsOf(page) : null);
  return headingCache.get(page)!;
};

describe('comments point inside the repository', () => {
  it('no product file cites the spec, ARCHITECTURE.md or an issue, or a heading or decision that is not there', () => {
    const files = PRODUCT_FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) =>
      referenceProblems(
        relative(ROOT, join(ROOT, file)),
        readFileSync(join(ROOT, file), 'utf8'),
        headings,
        decisionExists,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('catches each kind of reference that leads nowhere', () => {
    const fakeHeadings = (page: string) => (page === 'docs/product.md' ? ['Booking', 'Audience'] : null);
    const fakeDecision = (name: string) => name === '0040';
    const check = (source: string) => referenceProblems('x.ts', source, fakeHeadings, fakeDecision);
    expect(check('// (spec § 4)')).toHaveLength(1);
    expect(check("// as the spec says, the spec's list")).toHaveLength(2);
    expect(check('/** ARCHITECTURE.md § 5 */')).toHaveLength(1);
    expect(check('// issue 17 and Issue 4')).toHaveLength(2);
    expect(check('// docs/product.md § Bookings')).toHaveLength(1);
    expect(check('// docs/product.md § Missing heading')).toHaveLength(1);
    expect(check('// docs/design.md § Voice')).toHaveLength(1);
    expect(check('// docs/decisions/0099')).toHaveLength(1);
    expect(check('// docs/product.md § Booking, docs/decisions/0040')).toEqual([]);
    expect(check('/**\n * the rule (docs/product.md §\n * Audience).\n */')).toEqual([]);
  });
});
