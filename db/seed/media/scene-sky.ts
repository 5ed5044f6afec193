import { mix } from './scene-color';
import { linear, n, radial, type SceneCtx } from './scene-kit';

/** Sky gradient down to the horizon (the rest of the canvas keeps the horizon colour). */
export function sky(ctx: SceneCtx, horizon: number): string {
  const [top, mid, low] = ctx.theme.sky;
  const fill = linear(
    ctx,
    [
      [0, top],
      [0.55, mid],
      [1, low],
    ],
    0,
    0,
    0,
    horizon,
  );
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
    const fill = radial(
      ctx,
      [
        [0, t.glow, 0.75],
        [1, t.glow, 0],
      ],
      ctx.W / 2,
      horizon,
      ctx.W * 0.6,
      0.45,
    );
    return `<rect width="${ctx.W}" height="${n(horizon)}" fill="${fill}"/>`;
  }
  const glowR = pos.r * (t.tod === 'night' ? 4 : 7);
  const glow = radial(
    ctx,
    [
      [0, t.glow, t.tod === 'night' ? 0.35 : 0.7],
      [0.25, t.glow, 0.25],
      [1, t.glow, 0],
    ],
    pos.x,
    pos.y,
    glowR,
  );
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
    const alpha = theme.tod === 'night' ? 0.35 : theme.tod === 'day' ? 0.92 : 0.8;
    out += `<g fill="${theme.cloud}" opacity="${alpha}">${blobs}</g>`;
  }
  return out;
}

/** Seagull-style "v" birds. */
export function birds(
  ctx: SceneCtx,
  count: number,
  x: number,
  y: number,
  spread: number,
  color: string,
): string {
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
