import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LUCIDE_NAME, lucideIconDir } from '../../../domain/media/lucide-icons.server';

const COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Copies Lucide icons into `${mediaDir}/icons/<name>.svg` with a fixed stroke colour (an <img> cannot
 * inherit `currentColor`). Files whose content is already right are left untouched (idempotent).
 * One colour per media folder: calling again with another colour rewrites the files.
 */
export async function ensureIcons(
  mediaDir: string,
  names: readonly string[],
  color = '#0b7a75',
): Promise<void> {
  if (!COLOR_PATTERN.test(color)) throw new Error(`Invalid icon colour: ${JSON.stringify(color)}`);
  const src = lucideIconDir();
  const dest = path.join(mediaDir, 'icons');
  await mkdir(dest, { recursive: true });
  await Promise.all(
    [...new Set(names)].map(async (name) => {
      if (!LUCIDE_NAME.test(name)) throw new Error(`Invalid icon name: ${JSON.stringify(name)}`);
      let svg: string;
      try {
        svg = await readFile(path.join(src, `${name}.svg`), 'utf8');
      } catch {
        throw new Error(`Unknown Lucide icon "${name}" (not in lucide-static/icons)`);
      }
      const out = svg.replace(/stroke="currentColor"/g, `stroke="${color}"`);
      const file = path.join(dest, `${name}.svg`);
      const current = await readFile(file, 'utf8').catch(() => null);
      if (current === out) return;
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, out);
      await rename(tmp, file);
    }),
  );
}
