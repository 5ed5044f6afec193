import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureIcons } from '../../../db/seed/media/icons';
import { iconUrl } from '../../../domain/media/photo-url';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'icons-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('ensureIcons', () => {
  it('copies and recolours Lucide icons, idempotently', async () => {
    await ensureIcons(dir, ['map-pin', 'calendar', 'map-pin'], '#ff0055');
    const file = path.join(dir, 'icons', 'map-pin.svg');
    const svg = await readFile(file, 'utf8');
    expect(svg).toContain('stroke="#ff0055"');
    expect(svg).not.toContain('currentColor');
    expect(svg).toContain('<path');
    const before = (await stat(file)).mtimeMs;
    await ensureIcons(dir, ['map-pin'], '#ff0055');
    expect((await stat(file)).mtimeMs).toBe(before);
    await ensureIcons(dir, ['map-pin']);
    expect(await readFile(file, 'utf8')).toContain('stroke="#0b7a75"');
  });

  it('rejects unknown icons, unsafe names and bad colours', async () => {
    await expect(ensureIcons(dir, ['no-such-icon-xyz'])).rejects.toThrow(/Unknown Lucide icon/);
    await expect(ensureIcons(dir, ['../package'])).rejects.toThrow(/Invalid icon name/);
    await expect(ensureIcons(dir, ['map-pin'], 'red')).rejects.toThrow(/Invalid icon colour/);
  });

  it('builds the public URL', () => {
    expect(iconUrl('map-pin')).toBe('/media/icons/map-pin.svg');
  });
});
