import { darken, lighten, mix } from '../scene-color';
import { canopy, frondPath } from '../scene-flora';
import {
  dots,
  hillPoints,
  landAt,
  linear,
  n,
  type Pt,
  radial,
  type SceneCtx,
  smoothArea,
} from '../scene-kit';
import { clouds, sky, sun, sunPosition } from '../scene-sky';

import { JUNGLE } from './forest';

export function renderWaterfall(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const cliffTop = H * rng.range(0.2, 0.32);
  const poolY = H * rng.range(0.72, 0.8);
  let s =
    sky(ctx, cliffTop + 40 * u) +
    sun(ctx, cliffTop, sunPosition(ctx, cliffTop)) +
    clouds(ctx, rng.int(1, 3), cliffTop * 0.2, cliffTop * 0.7);
  const green = mix(t.land, JUNGLE, 0.5);
  // Rock type cycles: grey basalt, red volcanic, pale limestone, mossy.
  const stone = ['#8a8170', '#8a5e4a', '#a39a84', '#5f6f5c'][ctx.variant % 4]!;
  const rock = mix(mix(t.land, stone, 0.75), t.shade, t.dark * 0.6);
  s += canopy(ctx, cliffTop - 30 * u, 30, 60, landAt(ctx, 0.7, green));
  // Back wall with rock strata, then the falls.
  s += `<rect y="${n(cliffTop)}" width="${W}" height="${n(poolY - cliffTop + 10)}" fill="${linear(
    ctx,
    [
      [0, rock],
      [1, darken(rock, 0.3)],
    ],
    0,
    cliffTop,
    0,
    poolY,
  )}"/>`;
  let strata = '';
  for (let i = 0; i < 9; i++) {
    const y = cliffTop + (poolY - cliffTop) * rng.range(0.05, 0.95);
    strata += `M${n(rng.range(0, W))} ${n(y)}h${n(rng.range(80, 300) * u)}`;
  }
  s += `<path d="${strata}" stroke="${darken(rock, 0.25)}" stroke-width="${n(5 * u)}" stroke-linecap="round" opacity=".6"/>`;
  const ledge = landAt(ctx, 0.35, green);
  s += canopy(
    ctx,
    cliffTop + 10 * u,
    20,
    40,
    ledge,
    cliffTop + 50 * u,
    undefined,
    undefined,
    lighten(ledge, 0.12),
  );
  const cx = W * rng.range(0.38, 0.62);
  const fw = ctx.S * rng.range(0.08, 0.16);
  // Every third variant is a twin fall: a second, thinner ribbon beside the main one.
  const falls: Array<[number, number]> = [[cx, fw]];
  if (ctx.variant % 3 === 1) falls.push([cx + fw * rng.pick([-1.1, 1.1]), fw * 0.45]);
  const water = lighten(t.water, 0.55);
  const sheet = linear(
    ctx,
    [
      [0, lighten(water, 0.5)],
      [1, water],
    ],
    0,
    cliffTop,
    0,
    poolY,
  );
  let streaks = '';
  for (const [x, w] of falls) {
    s += `<path d="M${n(x - w / 2)} ${n(cliffTop)}H${n(x + w / 2)}C${n(x + w * 0.6)} ${n(cliffTop + 30 * u)} ${n(x + w * 0.7)} ${n(poolY - 60 * u)} ${n(x + w * 0.75)} ${n(poolY)}H${n(x - w * 0.75)}C${n(x - w * 0.7)} ${n(poolY - 60 * u)} ${n(x - w * 0.6)} ${n(cliffTop + 30 * u)} ${n(x - w / 2)} ${n(cliffTop)}Z" fill="${sheet}"/>`;
    for (let i = 0; i < (w === fw ? 14 : 6); i++) {
      streaks += `M${n(x + w * rng.range(-0.45, 0.45))} ${n(cliffTop + rng.range(0, 40) * u)}V${n(poolY)}`;
    }
  }
  s += `<path d="${streaks}" stroke="#fff" stroke-width="${n(5 * u)}" stroke-dasharray="${n(60 * u)} ${n(25 * u)}" opacity=".7"/>`;
  const span = falls.length > 1 ? fw * 1.1 : 0;
  // Flanking cliffs, darker and nearer, topped with jungle and trailing greenery.
  for (const side of [-1, 1]) {
    const edge = side < 0 ? cx - span - fw * rng.range(0.9, 1.6) : cx + span + fw * rng.range(0.9, 1.6);
    const outer = side < 0 ? -20 : W + 20;
    const topY = H * rng.range(0.08, 0.24);
    const d = `M${n(outer)} ${n(H)}V${n(topY)}L${n(edge - side * 60 * u)} ${n(topY + 40 * u)}L${n(edge)} ${n(topY + 160 * u)}L${n(edge + side * 30 * u)} ${n(poolY - 40 * u)}L${n(edge - side * 20 * u)} ${n(H)}Z`;
    s += `<path d="${d}" fill="${linear(
      ctx,
      [
        [0, darken(rock, 0.05)],
        [1, darken(rock, 0.3)],
      ],
      0,
      topY,
      0,
      H,
    )}"/>`;
    const x0 = side < 0 ? -80 : edge - 120 * u;
    const x1 = side < 0 ? edge + 80 * u : W + 80;
    const top = landAt(ctx, 0.12, green);
    s += canopy(ctx, topY + 20 * u, 40, 70, top, topY + 110 * u, x0, x1, lighten(top, 0.14));
  }
  // Plunge pool: foam and spray at the foot of the falls.
  s += `<rect y="${n(poolY)}" width="${W}" height="${n(H - poolY)}" fill="${linear(
    ctx,
    [
      [0, lighten(t.water, 0.2)],
      [1, darken(t.water, 0.1)],
    ],
    0,
    poolY,
    0,
    H,
  )}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(poolY)}" r="${n(fw * 2.2)}" fill="${radial(
    ctx,
    [
      [0, '#ffffff', 0.8],
      [1, '#ffffff', 0],
    ],
    cx,
    poolY,
    fw * 2.2,
    0.5,
  )}"/>`;
  // Two layers of foam: broad soft puffs and smaller bright ones, so the splash does not look like beads.
  const foam: Pt[] = [];
  const spray: Pt[] = [];
  for (let i = 0; i < 12; i++) foam.push([cx + rng.range(-1.1, 1.1) * fw, poolY + rng.range(-20, 20) * u]);
  for (let i = 0; i < 22; i++) spray.push([cx + rng.range(-1.3, 1.3) * fw, poolY + rng.range(-40, 30) * u]);
  s += dots(foam, 70 * u, '#ffffff', 0.45) + dots(spray, 22 * u, '#ffffff', 0.8);
  let ripples = '';
  for (let i = 0; i < 6; i++)
    ripples += `M${n(cx - fw * (1 + i * 0.6))} ${n(poolY + (40 + i * 32) * u)}h${n(fw * (2 + i * 1.2))}`;
  s += `<path d="${ripples}" stroke="#fff" stroke-width="${n(4 * u)}" stroke-linecap="round" opacity=".35"/>`;
  const boulder = darken(rock, 0.35);
  s += `<path d="${smoothArea(hillPoints(ctx, H * 0.97, 60 * u, 6), H)}" fill="${boulder}"/>`;
  let ferns = '';
  for (let k = 0; k < 5; k++)
    ferns += frondPath(
      [W * rng.pick([rng.range(0, 0.25), rng.range(0.75, 1)]), H + 10],
      rng.range(50, 130),
      rng.range(150, 240) * u,
      0.3,
      0.12,
      6,
    );
  s += `<path d="${ferns}" fill="${landAt(ctx, 0, darken(green, 0.2))}"/>`;
  return s;
}
