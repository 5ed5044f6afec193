import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { countryMapSvg, countryShape } from '../../../common/map/country-shapes.server';
import { COUNTRY_MAP_ISOS, countryFrame } from '../../../common/map/map-projection';

const JSON_FILE = fileURLToPath(new URL('../../../common/map/country-shapes.json', import.meta.url));
const GENERATOR = fileURLToPath(new URL('../../../scripts/generate-country-shapes.mjs', import.meta.url));

/** Each map is served as an image with the experience page: keep them well under what a photo weighs. */
const SIZE_BUDGET_BYTES = 100_000;

/** The generator's margin around each country, in viewBox units. */
const MARGIN = 60;

/**
 * Absolute points of a path in the generator's dialect: `M x y` per ring, then relative `l dx dy` steps,
 * then `z`; numbers may drop leading zeros and separators (".5.3" is 0.5 then 0.3).
 */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  for (const ring of d.split('M').filter(Boolean)) {
    const [move = '', steps = ''] = ring.replace(/z$/, '').split('l');
    const numbers = (text: string) => (text.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const [x0 = Number.NaN, y0 = Number.NaN] = numbers(move);
    let [x, y] = [x0, y0];
    points.push([x, y]);
    const deltas = numbers(steps);
    expect(deltas.length % 2).toBe(0);
    for (let i = 0; i < deltas.length; i += 2) {
      x += deltas[i]!;
      y += deltas[i + 1]!;
      points.push([x, y]);
    }
  }
  return points;
}

describe('country-shapes.json', () => {
  it(`stays under ${SIZE_BUDGET_BYTES / 1000} KB`, () => {
    expect(statSync(JSON_FILE).size).toBeLessThan(SIZE_BUDGET_BYTES);
  });

  it.each(COUNTRY_MAP_ISOS)('has a well-formed map for %s', (iso) => {
    const shape = countryShape(iso);
    expect(shape).not.toBeNull();
    const { viewBox, country, neighbours, projection } = shape!;
    expect(viewBox).toHaveLength(2);
    expect(viewBox[0]).toBe(1000);
    expect(viewBox[1]).toBeGreaterThanOrEqual(500);
    expect(viewBox[1]).toBeLessThanOrEqual(1250);
    expect(projection.scale).toBeGreaterThan(0);
    expect(projection.translate.every(Number.isFinite)).toBe(true);
    expect(country).toMatch(/^M[-\d.]/);
    expect(typeof neighbours).toBe('string');
  });

  it.each(COUNTRY_MAP_ISOS)('draws %s whole, inside the frame, filling it up to the margin', (iso) => {
    const { viewBox, country } = countryShape(iso)!;
    const [width, height] = viewBox;
    const points = pathPoints(country);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // Never clipped: at least most of the margin is left on every side (rounding and simplification nibble).
    expect(minX).toBeGreaterThanOrEqual(MARGIN - 2);
    expect(minY).toBeGreaterThanOrEqual(MARGIN - 2);
    expect(maxX).toBeLessThanOrEqual(width - MARGIN + 2);
    expect(maxY).toBeLessThanOrEqual(height - MARGIN + 2);
    // Fitted: the country reaches the margin on both sides of at least one axis.
    const fillsWidth = maxX - minX > width - 2 * MARGIN - 15;
    const fillsHeight = maxY - minY > height - 2 * MARGIN - 15;
    expect(fillsWidth || fillsHeight).toBe(true);
  });

  it('shows the land neighbours around each country', () => {
    // Puerto Rico's frame holds only sea around it; every other country shares a land border.
    for (const iso of COUNTRY_MAP_ISOS.filter((code) => code !== 'PR')) {
      expect(countryShape(iso)!.neighbours, iso).toMatch(/^M/);
    }
  });

  it('is what the generator produces from world-atlas (not hand-edited, not stale)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [GENERATOR, '--check']);
    expect(stdout).toContain('up to date');
  });
});

describe('country-frames.json and the map images', () => {
  it.each(COUNTRY_MAP_ISOS)('frames %s as its shapes were drawn', (iso) => {
    const { viewBox, projection } = countryShape(iso)!;
    expect(countryFrame(iso)).toEqual({ viewBox, projection });
  });

  it.each(COUNTRY_MAP_ISOS)('draws %s as a standalone SVG image', (iso) => {
    const svg = countryMapSvg(iso)!;
    const [width, height] = countryShape(iso)!.viewBox;
    expect(svg).toMatch(
      new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`),
    );
    expect(svg).toContain(`<path d="${countryShape(iso)!.country}"`);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('has no map for a country it does not know', () => {
    expect(countryFrame('US')).toBeNull();
    expect(countryMapSvg('US')).toBeNull();
  });
});
