import { darken, lighten, mix } from '../scene-color';
import { palm } from '../scene-flora';
import {
  dots,
  hillPoints,
  landAt,
  linear,
  n,
  type Pt,
  type SceneCtx,
  smoothArea,
  smoothLine,
  waveLine,
} from '../scene-kit';
import { panga, sailboat, umbrella } from '../scene-props';
import { birds, clouds, sky, sun, sunPosition } from '../scene-sky';

/** Open sea from the horizon down, with glitter under the sun and soft swell lines (`glintOnly` for lakes). */
export function sea(
  ctx: SceneCtx,
  horizon: number,
  sunX: number | null,
  shallow = 0.35,
  glintOnly = false,
): string {
  const { W, H, u, rng, theme: t } = ctx;
  let s = '';
  if (!glintOnly) {
    const fill = linear(
      ctx,
      [
        [0, mix(t.water, t.haze, 0.45)],
        [0.35, t.water],
        [1, lighten(t.water, shallow)],
      ],
      0,
      horizon,
      0,
      H,
    );
    s += `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${fill}"/>`;
    let swell = '';
    for (let i = 0; i < 6; i++) {
      const y = horizon + (H - horizon) * (0.06 + 0.16 * i) ** 1.2 + 6 * u;
      swell += waveLine(-50, W + 50, y, (2 + i * 1.5) * u, (90 + i * 50) * u);
    }
    s += `<path d="${swell}" fill="none" stroke="${lighten(t.water, 0.45)}" stroke-width="${n(2.5 * u)}" opacity=".35"/>`;
  }
  if (sunX !== null) {
    let glint = '';
    for (let i = 0; i < 18; i++) {
      const k = i / 18;
      const y = horizon + 4 * u + (H - horizon) * 0.7 * k ** 1.4;
      const w = (30 + 220 * k) * u * rng.range(0.3, 1);
      const x = sunX + rng.range(-1, 1) * (20 + 140 * k) * u;
      glint += `M${n(x - w / 2)} ${n(y)}h${n(w)}`;
    }
    s += `<path d="${glint}" stroke="${t.glow}" stroke-width="${n(4 * u)}" stroke-linecap="round" opacity=".6"/>`;
  }
  return s;
}

export function renderBeach(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.42, 0.54);
  const sp = sunPosition(ctx, horizon);
  const side = rng.chance(0.5) ? 1 : -1; // which side the palms stand on
  let s =
    sky(ctx, horizon) + sun(ctx, horizon, sp) + clouds(ctx, rng.int(2, 5), horizon * 0.15, horizon * 0.75);
  if (rng.chance(0.75)) {
    // A distant headland on the side opposite the palms gives depth.
    const x0 = side > 0 ? W * 0.5 : -40;
    const x1 = side > 0 ? W + 40 : W * 0.5;
    const pts = hillPoints(ctx, horizon, rng.range(40, 110) * u, 6, x0, x1);
    pts[side > 0 ? 0 : pts.length - 1] = [side > 0 ? x0 : x1, horizon + 2];
    s += `<path d="${smoothArea(pts, horizon + 4)}" fill="${landAt(ctx, 0.7, mix(t.land, '#2f7d3a', 0.7))}"/>`;
  }
  s += sea(ctx, horizon, sp?.x ?? null);
  if (rng.chance(0.7))
    s += sailboat(
      W * rng.range(0.2, 0.8),
      horizon + 14 * u,
      rng.range(40, 70) * u,
      '#f4f1ea',
      mix('#ffffff', t.haze, 0.3),
    );
  // Shoreline: the sand rises toward the palm side.
  const yA = H * rng.range(0.76, 0.86);
  const yB = H * rng.range(0.66, 0.74);
  const shore: Pt[] = [];
  for (let i = 0; i <= 6; i++) {
    const k = i / 6;
    const f = side > 0 ? k : 1 - k;
    shore.push([-40 + (W + 80) * k, yA + (yB - yA) * f ** 1.5 + rng.range(-12, 12) * u]);
  }
  const sand = t.land;
  const wet = mix(sand, t.water, 0.35);
  s += `<path d="${smoothArea(
    shore.map(([x, y]) => [x, y - 16 * u] as Pt),
    H,
  )}" fill="${lighten(t.water, 0.55)}" opacity=".7"/>`;
  s += `<path d="${smoothArea(shore, H)}" fill="${wet}"/>`;
  const dry = shore.map(([x, y]) => [x, y + 22 * u] as Pt);
  s += `<path d="${smoothArea(dry, H)}" fill="${linear(
    ctx,
    [
      [0, sand],
      [1, darken(sand, 0.12)],
    ],
    0,
    yB,
    0,
    H,
  )}"/>`;
  s += `<path d="${smoothLine(shore.map(([x, y]) => [x, y - 4 * u] as Pt))}" fill="none" stroke="#fff" stroke-width="${n(5 * u)}" opacity=".85"/>`;
  // Palms on the high side, leaning out over the water.
  const palmColor = mix('#2f7d3a', t.shade, t.dark * 1.1);
  const count = rng.int(1, 3);
  for (let i = 0; i < count; i++) {
    const x =
      side > 0 ? W * (0.98 - i * 0.1 - rng.range(0, 0.06)) : W * (0.02 + i * 0.1 + rng.range(0, 0.06));
    const baseY = yB + (30 + i * 20) * u;
    s += palm(
      ctx,
      x,
      baseY,
      rng.range(480, 640) * u * (1 - i * 0.18),
      -side * rng.range(0.18, 0.4),
      palmColor,
    );
  }
  // Foreground prop cycles with the variant so a pool shows umbrellas, beached boats and bare sand.
  const px = W * (0.5 - side * rng.range(0.05, 0.25));
  const prop = ctx.variant % 3;
  if (prop === 0) s += umbrella(px, H * 0.93, 170 * u, t.accent, side * 6);
  else if (prop === 1)
    s += panga(px, H * 0.9, 360 * u, mix('#f5f3ee', t.shade, t.dark * 0.6), t.accent2, side > 0);
  else {
    const shells: Pt[] = [];
    for (let i = 0; i < 9; i++) shells.push([W * rng.range(0.1, 0.9), H * rng.range(0.88, 0.98)]);
    s += dots(shells, 9 * u, lighten(sand, 0.5), 0.9);
  }
  if (t.tod !== 'dusk')
    s += birds(ctx, rng.int(2, 4), W * rng.range(0.3, 0.7), horizon * 0.45, 80 * u, darken(t.sky[0], 0.3));
  return s;
}

export function renderIsland(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.46, 0.58);
  const sp = sunPosition(ctx, horizon);
  let s =
    sky(ctx, horizon) + sun(ctx, horizon, sp) + clouds(ctx, rng.int(3, 6), horizon * 0.1, horizon * 0.7);
  s += sea(ctx, horizon, sp?.x ?? null, 0.15);
  // Far islets on the horizon.
  for (let i = 0; i < rng.int(1, 3); i++) {
    const cx = W * rng.range(0, 1);
    const w = rng.range(80, 200) * u;
    s += `<path d="M${n(cx - w)} ${n(horizon + 1)}Q${n(cx)} ${n(horizon - w * 0.35)} ${n(cx + w)} ${n(horizon + 1)}Z" fill="${landAt(ctx, 0.8)}"/>`;
  }
  // Main island: lagoon halo, sand rim, green hill and a handful of palms.
  // Odd variants get a big island running off one edge; even ones a small islet nearer the centre.
  const big = ctx.variant % 2 === 1;
  const cx = big ? W * rng.pick([0.12, 0.88]) : W * rng.range(0.3, 0.7);
  const base = horizon + (H - horizon) * (big ? rng.range(0.12, 0.2) : rng.range(0.2, 0.32));
  const hw = ctx.S * (big ? rng.range(0.35, 0.45) : rng.range(0.18, 0.3));
  const lagoon = linear(
    ctx,
    [
      [0, lighten(t.water, 0.55)],
      [1, lighten(t.water, 0.2)],
    ],
    0,
    base - 20 * u,
    0,
    base + 60 * u,
  );
  s += `<ellipse cx="${n(cx)}" cy="${n(base + 6 * u)}" rx="${n(hw * 1.25)}" ry="${n(34 * u)}" fill="${lagoon}"/>`;
  s += `<ellipse cx="${n(cx)}" cy="${n(base)}" rx="${n(hw * 1.02)}" ry="${n(16 * u)}" fill="${mix('#f3dca6', t.shade, t.dark)}"/>`;
  const hillH = rng.range(140, 240) * u * (big ? 1.5 : 1);
  const pts: Pt[] = [[cx - hw, base]];
  for (let i = 1; i < 6; i++) {
    const k = i / 6;
    pts.push([cx - hw + 2 * hw * k, base - hillH * Math.sin(Math.PI * k) ** 1.3 * rng.range(0.75, 1.05)]);
  }
  pts.push([cx + hw, base]);
  s += `<path d="${smoothArea(pts, base)}" fill="${linear(
    ctx,
    [
      [0, lighten(t.land, 0.12)],
      [1, darken(t.land, 0.15)],
    ],
    cx - hw,
    0,
    cx + hw,
    0,
  )}"/>`;
  const palmColor = mix(darken(t.land, 0.1), t.shade, t.dark * 0.4);
  for (let i = 0; i < rng.int(3, 6); i++) {
    const px = cx + rng.range(-0.85, 0.85) * hw;
    s += palm(ctx, px, base - 4 * u, rng.range(120, 190) * u, rng.range(-0.3, 0.3), palmColor);
  }
  // Foreground boat and ripples.
  const by = H * rng.range(0.84, 0.92);
  const bx = big ? W - cx * 0.9 + rng.range(-0.05, 0.05) * W : W * rng.pick([0.2, 0.78]);
  s += `<ellipse cx="${n(bx)}" cy="${n(by + 4 * u)}" rx="${n(220 * u)}" ry="${n(14 * u)}" fill="${darken(t.water, 0.2)}" opacity=".35"/>`;
  s += panga(bx, by, 380 * u, mix('#f5f3ee', t.shade, t.dark * 0.6), t.accent, bx > W / 2);
  if (t.tod !== 'night')
    s += birds(
      ctx,
      rng.int(2, 5),
      cx + rng.range(-200, 200) * u,
      base - hillH - 80 * u,
      120 * u,
      darken(t.sky[0], 0.35),
    );
  return s;
}
