import { parseHex } from './scene-color';
import type { SceneKind } from './scene-kinds';
import { type SceneCtx, vignette } from './scene-kit';
import { createRng } from './scene-rng';
import { makeTheme, type ScenePalette } from './scene-theme';
import { renderBeach, renderIsland } from './scenes/coast';
import { renderFood } from './scenes/food';
import { renderJungle, renderRiver } from './scenes/forest';
import { renderMountain, renderVolcano } from './scenes/highlands';
import { renderLake } from './scenes/lake';
import { renderNight } from './scenes/night';
import { renderReef } from './scenes/reef';
import { renderCoffee, renderDesert } from './scenes/rural';
import { renderCity, renderColonial } from './scenes/urban';
import { renderWaterfall } from './scenes/waterfall';

export type { ScenePalette } from './scene-theme';

export interface SceneOptions {
  /** Canvas (viewBox) width in user units; the raster size is chosen by whoever renders it. */
  width?: number;
  height?: number;
  palette?: ScenePalette;
}

type Renderer = (ctx: SceneCtx) => string;

// A full Record, so adding a SceneKind without a renderer fails type-checking.
const RENDERERS: Record<SceneKind, Renderer> = {
  beach: renderBeach,
  island: renderIsland,
  reef: renderReef,
  mountain: renderMountain,
  volcano: renderVolcano,
  lake: renderLake,
  jungle: renderJungle,
  waterfall: renderWaterfall,
  river: renderRiver,
  coffee: renderCoffee,
  desert: renderDesert,
  city: renderCity,
  colonial: renderColonial,
  night: renderNight,
  food: renderFood,
};

/**
 * Pure and deterministic: the same (kind, variant, palette, size) always yields the same bytes.
 * Size does not enter the seed, so a 3:1 banner of variant 2 is a wider crop-alike of the 4:3 one.
 */
export function renderSceneSvg(kind: SceneKind, variant: number, opts: SceneOptions = {}): string {
  const W = Math.round(opts.width ?? 1600);
  const H = Math.round(opts.height ?? (opts.width ? (W * 3) / 4 : 1200));
  if (!(W >= 16 && H >= 16 && W <= 8000 && H <= 8000)) throw new Error(`Invalid scene size ${W}x${H}`);
  const palette = opts.palette;
  // Validating also stops anything but a colour from being spliced into the markup.
  if (palette) for (const c of [palette.sky, palette.land, palette.accent]) parseHex(c);
  const seed = `${kind}:${variant}${palette ? `:${palette.sky}:${palette.land}:${palette.accent}` : ''}`;
  const rng = createRng(seed);
  let counter = 0;
  const ctx: SceneCtx = {
    kind,
    variant: Math.abs(Math.trunc(variant)),
    W,
    H,
    u: H / 1200,
    S: Math.min(W, (H * 4) / 3),
    rng,
    theme: makeTheme(kind, variant, rng.fork('theme'), palette),
    defs: [],
    id: (prefix) => `${prefix}${(counter++).toString(36)}`,
  };
  const body = RENDERERS[kind](ctx) + vignette(ctx, kind === 'food' ? 0.18 : 0.26);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${ctx.defs.join('')}</defs>${body}</svg>`;
}
