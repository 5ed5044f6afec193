import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/** Plural forms (key_one, key_other) are used in code as the bare key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Keys named in code: t('a.b'), translate(lang, 'a.b'), and error/message keys passed as 'errors.x'. */
function keysUsedInCode(): Set<string> {
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*'([a-zA-Z0-9_.]+)'/g,
    /translate\(\s*[a-zA-Z.]+,\s*'([a-zA-Z0-9_.]+)'/g,
    /'(errors\.[a-zA-Z0-9_]+)'/g,
  ];
  for (const file of ['app', 'domain', 'server'].flatMap((dir) => sourceFiles(dir))) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) keys.add(match[1]!);
  }
  return keys;
}

describe('message catalogues', () => {
  const esKeys = flatten(es as Tree);
  const enKeys = flatten(en as Tree);

  it('have exactly the same keys in Spanish and English', () => {
    expect(esKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !esKeys.includes(key))).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = (tree: Tree) =>
      flatten(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<Tree | string | undefined>(
            (node, part) => (typeof node === 'object' ? node[part] : undefined),
            tree,
          );
        return typeof value !== 'string' || value.trim() === '';
      });
    expect(empty(es as Tree)).toEqual([]);
    expect(empty(en as Tree)).toEqual([]);
  });

  it('contain every key the code uses', () => {
    const known = new Set(esKeys.map(baseKey));
    const used = [...keysUsedInCode()];
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});
