import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '../../../app/components/icon-names';
import { buildIconSprite } from '../../../scripts/icon-sprite';

const appDir = fileURLToPath(new URL('../../../app/', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(/\.tsx?$/.test(entry.name) ? [full] : []);
    }),
  );
  return nested.flat();
}

describe('icon sprite', () => {
  it('has one symbol with the Lucide shapes for every icon the app names, and nothing that fixes colour', async () => {
    const sprite = await buildIconSprite();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const symbols = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map((match) => match[1])).toEqual([...ICON_NAMES].sort());
    for (const [, name, shapes] of symbols)
      expect(shapes, name).toMatch(/^<(path|circle|rect|line|polyline)\s/);
    // Colour and stroke come from the referencing <svg class="icon"> (fill-coral on a star must win).
    expect(sprite).not.toMatch(/<symbol[^>]*(fill|stroke)=/);
    expect(sprite).not.toContain('currentColor');
  });

  it('resolves icons Lucide has renamed, and refuses unknown ones', async () => {
    expect(await buildIconSprite(['circle-alert'])).toContain('<circle cx="12" cy="12" r="10">');
    await expect(buildIconSprite(['no-such-icon-xyz'])).rejects.toThrow(/Unknown Lucide icon/);
  });

  it('lists only icons the app uses', async () => {
    const files = (await sourceFiles(appDir)).filter((file) => !file.endsWith('icon-names.ts'));
    const source = (await Promise.all(files.map((file) => readFile(file, 'utf8')))).join('\n');
    for (const name of ICON_NAMES) expect(source, name).toMatch(new RegExp(`["']${name}["']`));
  });
});
