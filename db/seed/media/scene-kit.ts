import { mix } from './scene-color';
import type { SceneKind } from './scene-kinds';
import type { Rng } from './scene-rng';
import type { Theme } from './scene-theme';

/** Everything a scene renderer needs; renderers return SVG markup and push gradients into `defs`. */
export interface SceneCtx {
  readonly kind: SceneKind;
  readonly W: number;
  readonly H: number;
  /** Object scale: 1 when the canvas is 1200 units tall, so banners (wide, short) scale objects by height. */
  readonly u: number;
  readonly rng: Rng;
  readonly theme: Theme;
  readonly defs: string[];
  id(prefix: string): string;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];
export type Pt = readonly [number, number];

/** Compact number formatting: one decimal is invisible at 1600 px and keeps the SVG small. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

const stopTags = (stops: readonly Stop[]) =>
  stops
    .map(([o, c, a]) => `<stop offset="${n(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${n(a * 100) / 100}"`}/>`)
    .join('');

/** Gradient in user space (absolute coordinates) so shapes of any size share one smooth ramp. */
export function linear(ctx: SceneCtx, stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
  const id = ctx.id('l');
  ctx.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(ctx: SceneCtx, stops: readonly Stop[], cx: number, cy: number, r: number, sy = 1): string {
  const id = ctx.id('r');
  const transform = sy === 1 ? '' : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${n(sy * 100) / 100})"`;
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
export function hillPoints(ctx: SceneCtx, y: number, amp: number, count: number, x0 = -40, x1 = ctx.W + 40): Pt[] {
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
export function rangePoints(ctx: SceneCtx, base: number, peaks: readonly Peak[], jitter: number, step = 24): Pt[] {
  const pts: Pt[] = [];
  for (let x = -step; x <= ctx.W + step; x += step * ctx.u) {
    let y = base;
    for (const p of peaks) y = Math.min(y, p.top + (Math.abs(x - p.x) / p.spread) * (base - p.top));
    pts.push([x, y + ctx.rng.range(-jitter, jitter) * ctx.u]);
  }
  return pts;
}

/** Sky gradient down to the horizon (the rest of the canvas keeps the horizon colour). */
export function sky(ctx: SceneCtx, horizon: number): string {
  const [top, mid, low] = ctx.theme.sky;
  const fill = linear(ctx, [[0, top], [0.55, mid], [1, low]], 0, 0, 0, horizon);
  return `<rect width="${ctx.W}" height="${ctx.H}" fill="${fill}"/>`;
}

/** Where the sun sits for the current time of day (null at dusk: only an afterglow). */
export function sunPosition(ctx: SceneCtx, horizon: number): { x: number; y: number; r: number } | null {
  const { rng, W, u } = ctx;
  const x = W * rng.pick([rng.range(0.15, 0.35), rng.range(0.62, 0.85)]);
  switch (ctx.theme.tod) {
    case 'day':
      return { x, y: horizon * rng.range(0.18, 0.38), r: 62 * u };
    case 'morning':
      return { x, y: horizon * rng.range(0.45, 0.65), r: 70 * u };
    case 'golden':
      return { x, y: horizon * rng.range(0.55, 0.75), r: 78 * u };
    case 'sunset':
      return { x: W * rng.range(0.3, 0.7), y: horizon - rng.range(10, 70) * u, r: 95 * u };
    case 'night':
      return { x, y: horizon * rng.range(0.2, 0.45), r: 48 * u };
    default:
      return null;
  }
}

/** Sun (or moon at night) with a radial glow; at dusk just the glow on the horizon. */
export function sun(ctx: SceneCtx, horizon: number, pos = sunPosition(ctx, horizon)): string {
  const t = ctx.theme;
  if (!pos) {
    const fill = radial(ctx, [[0, t.glow, 0.75], [1, t.glow, 0]], ctx.W / 2, horizon, ctx.W * 0.6, 0.45);
    return `<rect width="${ctx.W}" height="${n(horizon)}" fill="${fill}"/>`;
  }
  const glowR = pos.r * (t.tod === 'night' ? 4 : 7);
  const glow = radial(ctx, [[0, t.glow, t.tod === 'night' ? 0.35 : 0.7], [0.25, t.glow, 0.25], [1, t.glow, 0]], pos.x, pos.y, glowR);
  let s = `<circle cx="${n(pos.x)}" cy="${n(pos.y)}" r="${n(glowR)}" fill="${glow}"/><circle cx="${n(pos.x)}" cy="${n(pos.y)}" r="${n(pos.r)}" fill="${t.sun}"/>`;
  if (t.tod === 'night') {
    // A few soft maria make it read as the moon rather than a sun.
    const c = mix(t.sun, t.sky[2], 0.35);
    s += `<g fill="${c}" opacity=".55"><circle cx="${n(pos.x - pos.r * 0.3)}" cy="${n(pos.y - pos.r * 0.2)}" r="${n(pos.r * 0.25)}"/><circle cx="${n(pos.x + pos.r * 0.3)}" cy="${n(pos.y + pos.r * 0.25)}" r="${n(pos.r * 0.18)}"/><circle cx="${n(pos.x + pos.r * 0.1)}" cy="${n(pos.y - pos.r * 0.45)}" r="${n(pos.r * 0.1)}"/></g>`;
  }
  return s;
}

/** Puffy clouds: overlapping ellipses over a flat base. */
export function clouds(ctx: SceneCtx, count: number, yMin: number, yMax: number): string {
  const { rng, u, theme } = ctx;
  let out = '';
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-0.05, 1.05) * ctx.W;
    const cy = rng.range(yMin, yMax);
    const w = rng.range(140, 320) * u * (1 - (cy / ctx.H) * 0.5);
    let blobs = `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w)}" ry="${n(w * 0.16)}"/>`;
    const puffs = rng.int(3, 5);
    for (let j = 0; j < puffs; j++) {
      const px = cx - w * 0.7 + (w * 1.4 * (j + 0.5)) / puffs + rng.range(-10, 10) * u;
      const r = w * rng.range(0.18, 0.34) * (1 - Math.abs(px - cx) / (w * 1.4));
      blobs += `<circle cx="${n(px)}" cy="${n(cy - r * 0.45)}" r="${n(r)}"/>`;
    }
    const op = theme.tod === 'night' ? 0.35 : theme.tod === 'day' ? 0.92 : 0.8;
    out += `<g fill="${theme.cloud}" opacity="${op}">${blobs}</g>`;
  }
  return out;
}

/** Seagull-style "v" birds. */
export function birds(ctx: SceneCtx, count: number, x: number, y: number, spread: number, color: string): string {
  const { rng, u } = ctx;
  let d = '';
  for (let i = 0; i < count; i++) {
    const s = rng.range(8, 16) * u;
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread, spread) * 0.4;
    d += `M${n(bx - s)} ${n(by - s * 0.3)}q${n(s * 0.5)} ${n(-s * 0.5)} ${n(s)} ${n(s * 0.3)}q${n(s * 0.5)} ${n(-s * 0.8)} ${n(s)} ${n(-s * 0.3)}`;
  }
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(3 * u)}" stroke-linecap="round"/>`;
}

/**
 * Many dots in one path: a zero-ish-length segment with a round cap draws a disc, which is far
 * smaller than one <circle> per dot (stars, berries, bubbles, sand grains).
 */
export function dots(points: readonly Pt[], size: number, color: string, opacity = 1): string {
  const d = points.map(([x, y]) => `M${n(x)} ${n(y)}h.1`).join('');
  const op = opacity < 1 ? ` opacity="${n(opacity * 100) / 100}"` : '';
  return `<path d="${d}" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round"${op}/>`;
}

/** Horizontal wave line repeated across the width with relative smooth-quadratic segments. */
export function waveLine(x0: number, x1: number, y: number, amp: number, len: number): string {
  let d = `M${n(x0)} ${n(y)}q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0`;
  for (let x = x0 + len / 2; x < x1; x += len / 2) d += `t${n(len / 2)} 0`;
  return d;
}

/** Soft darkening of the corners: a cheap "lens" touch that makes flat art read more like a photo. */
export function vignette(ctx: SceneCtx, strength = 0.28): string {
  const fill = radial(ctx, [[0.55, '#000', 0], [1, '#000', strength]], ctx.W / 2, ctx.H / 2, Math.hypot(ctx.W, ctx.H) / 2);
  return `<rect width="${ctx.W}" height="${ctx.H}" fill="${fill}"/>`;
}

/** Horizontal band of mist between layers. */
export function mist(ctx: SceneCtx, y: number, h: number, opacity: number, color = ctx.theme.haze): string {
  const fill = linear(ctx, [[0, color, 0], [0.5, color, opacity], [1, color, 0]], 0, y - h / 2, 0, y + h / 2);
  return `<rect y="${n(y - h / 2)}" width="${ctx.W}" height="${n(h)}" fill="${fill}"/>`;
}
