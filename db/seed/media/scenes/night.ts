import { darken, mix } from '../scene-color';
import { palm, pine } from '../scene-flora';
import {
  dots,
  hillPoints,
  n,
  type Pt,
  polyArea,
  radial,
  rangePoints,
  type SceneCtx,
  smoothArea,
} from '../scene-kit';
import { sky, sun, sunPosition } from '../scene-sky';
import { sea } from './coast';

/** Starfield with a Milky Way band: star density follows the band so it reads as a galaxy, not noise. */
function starfield(ctx: SceneCtx, horizon: number, moon: boolean): string {
  const { W, u, rng } = ctx;
  const angle = rng.range(-35, 35);
  const cx = W * rng.range(0.35, 0.65);
  const cy = horizon * 0.45;
  let s = '';
  if (!moon) {
    const fill = radial(
      ctx,
      [
        [0, '#c9c2ff', 0.35],
        [0.4, '#8f86d8', 0.15],
        [1, '#8f86d8', 0],
      ],
      0,
      0,
      W * 0.7,
      0.16,
    );
    s += `<rect x="${n(-W)}" y="${n(-W * 0.2)}" width="${n(W * 2)}" height="${n(W * 0.4)}" fill="${fill}" transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})"/>`;
  }
  const rad = (angle * Math.PI) / 180;
  const small: Pt[] = [];
  const mid: Pt[] = [];
  const big: Pt[] = [];
  for (let i = 0; i < 170; i++) {
    let p: Pt;
    if (!moon && i < 90) {
      // Along the band: offset from its axis with a triangular distribution.
      const along = rng.range(-0.8, 0.8) * W;
      const across = (rng.next() - rng.next()) * 110 * u;
      p = [
        cx + Math.cos(rad) * along - Math.sin(rad) * across,
        cy + Math.sin(rad) * along + Math.cos(rad) * across,
      ];
    } else p = [rng.range(0, W), rng.range(0, horizon) ** 1.1 / horizon ** 0.1];
    (i % 11 === 0 ? big : i % 3 === 0 ? mid : small).push(p);
  }
  return `${s}${dots(small, 2.4 * u, '#ffffff', 0.7)}${dots(mid, 4 * u, '#fff8e7', 0.85)}${dots(big, 7 * u, '#ffffff')}`;
}

function cabin(x: number, y: number, s: number, body: string, light: string): string {
  return `<path d="M${n(x)} ${n(y)}v${n(-s * 0.5)}l${n(s * 0.5)} ${n(-s * 0.35)}l${n(s * 0.5)} ${n(s * 0.35)}v${n(s * 0.5)}Z" fill="${body}"/><rect x="${n(x + s * 0.18)}" y="${n(y - s * 0.38)}" width="${n(s * 0.22)}" height="${n(s * 0.2)}" fill="${light}"/><rect x="${n(x + s * 0.58)}" y="${n(y - s * 0.42)}" width="${n(s * 0.2)}" height="${n(s * 0.42)}" fill="${light}"/>`;
}

export function renderNight(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.62, 0.72);
  // Cycle settings and moon/galaxy by variant so a pool of 8 always shows the full range.
  const setting = ctx.variant % 3;
  const moon = Math.floor(ctx.variant / 3) % 2 === 0;
  const sp = moon ? sunPosition(ctx, horizon) : null;
  let s = sky(ctx, horizon) + starfield(ctx, horizon, moon);
  if (sp) s += sun(ctx, horizon, sp);
  // A thin warm afterglow on the horizon keeps silhouettes readable.
  s += `<rect y="${n(horizon - 200 * u)}" width="${W}" height="${n(200 * u)}" fill="${radial(
    ctx,
    [
      [0, '#4a5fa0', 0.55],
      [1, '#4a5fa0', 0],
    ],
    W / 2,
    horizon,
    W * 0.7,
    0.3,
  )}"/>`;
  const sil = darken(t.land, 0.2);
  const light = t.accent;
  if (setting === 0) {
    // Moonlit bay: hills, a palm-lined shore and cabins with lit windows.
    s += `<path d="${smoothArea(hillPoints(ctx, horizon, 120 * u, 6), horizon + 2)}" fill="${mix(sil, t.sky[2], 0.35)}"/>`;
    s += sea(ctx, horizon, sp?.x ?? null, 0);
    const shore = hillPoints(ctx, H * 0.88, 40 * u, 5);
    s += `<path d="${smoothArea(shore, H)}" fill="${sil}"/>`;
    for (let i = 0; i < 3; i++)
      s += palm(ctx, W * rng.range(0.05, 0.95), H * 0.92, rng.range(280, 420) * u, rng.range(-0.3, 0.3), sil);
    s += cabin(W * rng.range(0.3, 0.6), H * 0.9, 120 * u, sil, light);
  } else if (setting === 1) {
    // Mountain camp: a glowing tent and a campfire under the stars.
    const peaks = [0, 1, 2].map((k) => ({
      x: W * (k * 0.4 + rng.range(0, 0.3)),
      top: horizon - rng.range(120, 300) * u,
      spread: W * 0.3,
    }));
    s += `<path d="${polyArea(rangePoints(ctx, horizon, peaks, 6), H)}" fill="${mix(sil, t.sky[2], 0.3)}"/>`;
    s += `<path d="${smoothArea(hillPoints(ctx, H * 0.84, 70 * u, 5), H)}" fill="${sil}"/>`;
    for (let i = 0; i < 5; i++)
      s += pine(
        W * rng.pick([rng.range(0, 0.25), rng.range(0.75, 1)]),
        H * rng.range(0.88, 1),
        rng.range(200, 340) * u,
        darken(sil, 0.2),
      );
    const tx = W * rng.range(0.35, 0.55);
    const ty = H * 0.9;
    s += `<path d="M${n(tx)} ${n(ty)}l${n(110 * u)} ${n(-150 * u)}l${n(110 * u)} ${n(150 * u)}Z" fill="${mix(light, '#ff9f5a', 0.3)}"/><path d="M${n(tx + 110 * u)} ${n(ty)}l${n(-20 * u)} ${n(-80 * u)}h${n(40 * u)}Z" fill="${darken(sil, 0.2)}"/>`;
    const fx = tx + 330 * u;
    s += `<circle cx="${n(fx)}" cy="${n(ty)}" r="${n(260 * u)}" fill="${radial(
      ctx,
      [
        [0, '#ffb347', 0.55],
        [1, '#ffb347', 0],
      ],
      fx,
      ty,
      260 * u,
    )}"/>`;
    s += `<path d="M${n(fx - 30 * u)} ${n(ty)}q${n(10 * u)} ${n(-50 * u)} ${n(30 * u)} ${n(-80 * u)}q${n(20 * u)} ${n(40 * u)} ${n(30 * u)} ${n(80 * u)}Z" fill="#ffb347"/><path d="M${n(fx - 40 * u)} ${n(ty + 6 * u)}l${n(80 * u)} ${n(-12 * u)}M${n(fx - 40 * u)} ${n(ty - 6 * u)}l${n(80 * u)} ${n(12 * u)}" stroke="#3b2a20" stroke-width="${n(10 * u)}"/>`;
  } else {
    // Hill town: scattered lit windows climbing the slopes.
    const hill = hillPoints(ctx, horizon + 40 * u, 200 * u, 5);
    s += `<path d="${smoothArea(hill, H)}" fill="${sil}"/>`;
    const lights: Pt[] = [];
    for (let i = 0; i < 110; i++) {
      const x = rng.range(0, W);
      const k = Math.min(hill.length - 1, Math.max(0, Math.round((x / W) * (hill.length - 1))));
      lights.push([x, hill[k]![1] + rng.range(30, H - hill[k]![1]) * rng.next()]);
    }
    s += dots(lights, 10 * u, light, 0.95) + dots(lights.slice(0, 40), 30 * u, light, 0.15);
    s += `<path d="${smoothArea(hillPoints(ctx, H * 0.93, 50 * u, 4), H)}" fill="${darken(sil, 0.3)}"/>`;
  }
  return s;
}
