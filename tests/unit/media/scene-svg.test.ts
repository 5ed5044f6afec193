import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_KINDS } from '../../../db/seed/media/scene-kinds';
import { renderSceneSvg } from '../../../db/seed/media/scene-svg';

describe('renderSceneSvg', () => {
  it('is deterministic for the same kind, variant and palette', () => {
    expect(renderSceneSvg('beach', 3)).toBe(renderSceneSvg('beach', 3));
    const palette = { sky: '#3a86ff', land: '#2a9d8f', accent: '#ffbe0b' };
    expect(renderSceneSvg('city', 1, { palette })).toBe(renderSceneSvg('city', 1, { palette }));
  });

  it('changes with the variant, the kind and the palette', () => {
    const variants = new Set(Array.from({ length: 8 }, (_, v) => renderSceneSvg('volcano', v)));
    expect(variants.size).toBe(8);
    const kinds = new Set(SCENE_KINDS.map((k) => renderSceneSvg(k, 0)));
    expect(kinds.size).toBe(SCENE_KINDS.length);
    expect(
      renderSceneSvg('beach', 0, { palette: { sky: '#123456', land: '#abcdef', accent: '#ff0000' } }),
    ).not.toBe(renderSceneSvg('beach', 0));
  });

  it('stays small and free of text, images and heavy filters for every kind and aspect', () => {
    for (const kind of SCENE_KINDS) {
      for (let v = 0; v < 8; v++) {
        for (const height of [1200, 900, 533]) {
          const svg = renderSceneSvg(kind, v, { width: 1600, height });
          expect(
            svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="${height}"`),
          ).toBe(true);
          expect(svg.endsWith('</svg>')).toBe(true);
          expect(svg.length, `${kind}-${v}@${height}`).toBeLessThan(20_000);
          expect(svg).not.toMatch(/<text|<image|<filter|NaN|undefined|Infinity/);
        }
      }
    }
    expect(renderSceneSvg('beach', 0)).toContain('viewBox="0 0 1600 1200"');
  });

  it('honours a custom canvas size', () => {
    const svg = renderSceneSvg('island', 2, { width: 1600, height: 533 });
    expect(svg).toContain('viewBox="0 0 1600 533"');
  });

  it('rejects palettes that are not hex colours', () => {
    expect(() =>
      renderSceneSvg('beach', 0, { palette: { sky: 'red"/><script>', land: '#fff', accent: '#000' } }),
    ).toThrow('Invalid hex colour: red"/><script>');
  });

  it('rasterises with sharp', async () => {
    for (const kind of ['reef', 'colonial'] as const) {
      const png = await sharp(Buffer.from(renderSceneSvg(kind, 1)), { density: 18 })
        .png()
        .toBuffer();
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([400, 300]);
      const { channels } = await sharp(png).stats();
      // A real picture, not a blank canvas: every channel varies.
      for (const c of channels.slice(0, 3)) expect(c.max - c.min).toBeGreaterThan(40);
    }
  });
});
