import { mix } from './scene-color';
import type { SceneKind } from './scene-kinds';
import type { Rng } from './scene-rng';
import type { Theme } from './scene-theme';

/** Everything a scene renderer needs; renderers return SVG markup and push gradients into `defs`. */
export interface SceneCtx {
  readonly kind: SceneKind;
  /** The caller's variant number, for choices that should cycle deterministically (not just be random). */
  readonly variant: number;
  readonly W: number;
  readonly H: number;
  /** Object scale: 1 when the canvas is 1200 units tall, so banners (wide, short) scale objects by height. */
  readonly u: number;
  /** Width of a 4:3 frame at this height: sizes landmarks so wide banners do not stretch them. */
  readonly S: number;
  readonly rng: Rng;
  readonly theme: Theme;
  readonly defs: string[];
  id(prefix: string): string;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Pt = readonly [number, number];

/** Compact number formatting: one decimal is invisible at 1600 px and keeps the SVG small. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);
/** Opacity with two decimals. */
const op = (x: number): string => String(Math.round(x * 100) / 100);

const stopTags = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${op(a)}"`}/>`,
    )
    .join('');

/** Gradient in user space (absolute coordinates) so shapes of any size share one smooth ramp. */
export function linear(
  ctx: SceneCtx,
  stops: readonly Stop[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): string {
  const id = ctx.id('l');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(
  ctx: SceneCtx,
  stops: readonly Stop[],
  cx: number,
  cy: number,
  r: number,
  sy = 1,
): string {
  const id = ctx.id('r');
  const transform =
    sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${op(sy)})"`;
  ctx.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopTags(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Colour of a land layer: depth 0 is the foreground, 1 melts into the haze at the horizon. */
export function landAt(ctx: SceneCtx, depth: number, base = ctx.theme.land): string {
  return mix(base, ctx.theme.haze, Math.min(1, depth) * (ctx.theme.tod === 'night' ? 0.35 : 0.82));
}

/** Catmull-Rom through the points, closed down to `bottom`: smooth hills, dunes and shorelines. */
export function smoothArea(pts: readonly Pt[], bottom: number): string {
  return `${smoothLine(pts)}L${n(pts[pts.length - 1]![0])} ${n(bottom)}L${n(pts[0]![0])} ${n(bottom)}Z`;
}

export function smoothLine(pts: readonly Pt[]): string {
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    d += `C${n(p1[0] + (p2[0] - p0[0]) / 6)} ${n(p1[1] + (p2[1] - p0[1]) / 6)} ${n(p2[0] - (p3[0] - p1[0]) / 6)} ${n(p2[1] - (p3[1] - p1[1]) / 6)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

export function polyArea(pts: readonly Pt[], bottom: number): string {
  const body = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('');
  return `${body}L${n(pts[pts.length - 1]![0])} ${n(bottom)}L${n(pts[0]![0])} ${n(bottom)}Z`;
}

/** Rolling profile across the whole width: a few random control heights, smoothed. */
export function hillPoints(
  ctx: SceneCtx,
  y: number,
  amp: number,
  count: number,
  x0 = -40,
  x1 = ctx.W + 40,
): Pt[] {
  const pts: Pt[] = [];
  const phase = ctx.rng.range(0, Math.PI * 2);
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const wave = Math.sin(phase + t * Math.PI * ctx.rng.range(1.2, 2.2)) * 0.5 + 0.5;
    pts.push([x0 + (x1 - x0) * t, y - amp * (0.35 * wave + 0.65 * ctx.rng.next())]);
  }
  return pts;
}

export interface Peak {
  x: number;
  top: number;
  /** Horizontal half-width at the base line. */
  spread: number;
}

/** Mountain range profile: the max of triangular peaks plus jitter, sampled every `step` units. */
export function rangePoints(
  ctx: SceneCtx,
  base: number,
  peaks: readonly Peak[],
  jitter: number,
  step = 24,
): Pt[] {
  const pts: Pt[] = [];
  for (let x = -step; x <= ctx.W + step; x += step * ctx.u) {
    let y = base;
    for (const p of peaks) y = Math.min(y, p.top + (Math.abs(x - p.x) / p.spread) * (base - p.top));
    pts.push([x, y + ctx.rng.range(-jitter, jitter) * ctx.u]);
  }
  return pts;
}

/**
 * Many dots in one path: a zero-ish-length segment with a round cap draws a disc, which is far
 * smaller than one <circle> per dot (stars, berries, bubbles, sand grains).
 */
export function dots(points: readonly Pt[], size: number, color: string, opacity = 1): string {
  const d = points.map(([x, y]) => `M${n(x)} ${n(y)}h.1`).join('');
  const alpha = opacity < 1 ? ` opacity="${op(opacity)}"` : '';
  return `<path d="${d}" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round"${alpha}/>`;
}

/** Horizontal wave line repeated across the width with relative smooth-quadratic segments. */
export function waveLine(x0: number, x1: number, y: number, amp: number, len: number): string {
  let d = `M${n(x0)} ${n(y)}q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0`;
  for (let x = x0 + len / 2; x < x1; x += len / 2) d += `t${n(len / 2)} 0`;
  return d;
}

/** Soft darkening of the corners: a cheap "lens" touch that makes flat art read more like a photo. */
export function vignette(ctx: SceneCtx, strength = 0.28): string {
  const fill = radial(
    ctx,
    [
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    ctx.W / 2,
    ctx.H / 2,
    Math.hypot(ctx.W, ctx.H) / 2,
  );
  return `<rect width="${ctx.W}" height="${ctx.H}" fill="${fill}"/>`;
}

/** Horizontal band of mist between layers. */
export function mist(ctx: SceneCtx, y: number, h: number, opacity: number, color = ctx.theme.haze): string {
  const fill = linear(
    ctx,
    [
      [0, color, 0],
      [0.5, color, opacity],
      [1, color, 0],
    ],
    0,
    y - h / 2,
    0,
    y + h / 2,
  );
  return `<rect y="${n(y - h / 2)}" width="${ctx.W}" height="${n(h)}" fill="${fill}"/>`;
}
