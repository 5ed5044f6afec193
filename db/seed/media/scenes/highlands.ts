import { darken, lighten, mix } from '../scene-color';
import { canopy, pine, tree } from '../scene-flora';
import {
  dots,
  hillPoints,
  landAt,
  linear,
  mist,
  n,
  type Peak,
  type Pt,
  polyArea,
  radial,
  rangePoints,
  type SceneCtx,
  smoothArea,
} from '../scene-kit';
import { birds, clouds, sky, sun, sunPosition } from '../scene-sky';

/** A jagged range with faceted shadow sides and optional snow caps, all clipped to its silhouette. */
function range(ctx: SceneCtx, base: number, peaks: readonly Peak[], color: string, snow: boolean): string {
  const id = ctx.id('c');
  const d = polyArea(rangePoints(ctx, base, peaks, 6), ctx.H);
  let inner = '';
  for (const p of peaks) {
    const drop = base - p.top;
    inner += `M${n(p.x)} ${n(p.top)}L${n(p.x + p.spread * 0.75)} ${n(base)}L${n(p.x + p.spread * 0.12)} ${n(base)}L${n(p.x + p.spread * 0.05)} ${n(p.top + drop * 0.45)}Z`;
  }
  let s = `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${d}" fill="${color}"/><path d="${inner}" fill="${darken(color, 0.28)}" opacity=".5" clip-path="url(#${id})"/>`;
  if (snow) {
    let caps = '';
    for (const p of peaks) {
      const y = p.top + (base - p.top) * 0.22;
      const w = p.spread * 0.24;
      caps += `M${n(p.x - w * 1.4)} ${n(p.top - 10)}H${n(p.x + w * 1.4)}V${n(y)}l${n(-w * 0.4)} ${n(-w * 0.25)}l${n(-w * 0.4)} ${n(w * 0.3)}l${n(-w * 0.5)} ${n(-w * 0.35)}l${n(-w * 0.5)} ${n(w * 0.2)}l${n(-w * 0.6)} ${n(-w * 0.3)}Z`;
    }
    s += `<path d="${caps}" fill="${mix('#f4f7fb', ctx.theme.glow, 0.25)}" opacity=".9" clip-path="url(#${id})"/>`;
  }
  return s;
}

export function renderMountain(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.55, 0.66);
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon * 0.8, sunPosition(ctx, horizon * 0.8)) +
    clouds(ctx, rng.int(2, 4), horizon * 0.1, horizon * 0.55);
  const rock = mix(t.land, '#5d6b8c', 0.55);
  const layers = 3;
  for (let i = 0; i < layers; i++) {
    const base = horizon + i * H * 0.08;
    const peaks: Peak[] = [];
    const count = rng.int(2, 4);
    for (let k = 0; k < count; k++) {
      peaks.push({
        x: W * ((k + rng.range(0.2, 0.8)) / count),
        top: H * rng.range(0.14, 0.3) + i * H * 0.1,
        spread: W * rng.range(0.22, 0.36),
      });
    }
    s += range(
      ctx,
      base,
      peaks,
      landAt(ctx, 0.85 - i * 0.3, rock),
      i === 0 && t.tod !== 'dusk' && rng.chance(0.65),
    );
    s += mist(ctx, base + 10 * u, 90 * u, 0.5);
  }
  // Foreground meadow with wildflowers and a pine stand.
  const fg = hillPoints(ctx, H * 0.84, 90 * u, 5);
  const green = landAt(ctx, 0, mix(t.land, '#3d7b3f', 0.5));
  s += `<path d="${smoothArea(fg, H)}" fill="${linear(
    ctx,
    [
      [0, lighten(green, 0.1)],
      [1, darken(green, 0.2)],
    ],
    0,
    H * 0.75,
    0,
    H,
  )}"/>`;
  const flowers: Pt[] = [];
  for (let i = 0; i < 40; i++) flowers.push([W * rng.range(0, 1), H * rng.range(0.86, 1)]);
  s += dots(flowers, 9 * u, t.accent, 0.9) + dots(flowers.slice(0, 15), 7 * u, '#ffffff', 0.8);
  const pineColor = mix(darken(green, 0.35), t.shade, 0.2);
  const side = rng.chance(0.5) ? 0 : 1;
  for (let i = 0; i < rng.int(4, 8); i++) {
    const x = W * (side ? rng.range(0.62, 1) : rng.range(0, 0.38));
    s += pine(x, H * rng.range(0.86, 1), rng.range(160, 340) * u, mix(pineColor, t.haze, rng.range(0, 0.15)));
  }
  if (t.tod !== 'dusk')
    s += birds(ctx, rng.int(2, 4), W * 0.5, horizon * 0.35, 120 * u, darken(t.sky[0], 0.4));
  return s;
}

/** Stratovolcano with concave flanks, a green skirt, gullies and an ash plume (lava when dark). */
export function volcanoCone(
  ctx: SceneCtx,
  cx: number,
  base: number,
  top: number,
  bw: number,
  color: string,
  active: boolean,
): string {
  const { u, rng, theme: t } = ctx;
  const cw = (36 + bw * 0.06) * u;
  const h = base - top;
  const d = `M${n(cx - bw)} ${n(base)}Q${n(cx - cw * 2.2)} ${n(base - h * 0.12)} ${n(cx - cw)} ${n(top)}L${n(cx - cw * 0.3)} ${n(top + cw * 0.18)}L${n(cx + cw * 0.4)} ${n(top + cw * 0.1)}L${n(cx + cw)} ${n(top + 4 * u)}Q${n(cx + cw * 2.2)} ${n(base - h * 0.12)} ${n(cx + bw)} ${n(base)}Z`;
  const id = ctx.id('c');
  let s = `<clipPath id="${id}"><path d="${d}"/></clipPath>`;
  s += `<path d="${d}" fill="${linear(
    ctx,
    [
      [0, lighten(color, 0.12)],
      [0.5, color],
      [0.56, darken(color, 0.22)],
      [1, darken(color, 0.3)],
    ],
    cx - bw * 0.5,
    0,
    cx + bw * 0.5,
    0,
  )}"/>`;
  let gullies = '';
  for (let i = 0; i < 9; i++) {
    const k = (i + 0.5) / 9 - 0.5;
    gullies += `M${n(cx + k * cw * 1.6)} ${n(top + 10 * u)}q${n(k * bw * 0.3)} ${n(h * 0.3)} ${n(k * bw * 0.9)} ${n(h * rng.range(0.45, 0.7))}`;
  }
  const skirt = mix(t.land, '#4f8a3a', 0.5);
  s += `<g clip-path="url(#${id})"><path d="${gullies}" stroke="${darken(color, 0.35)}" stroke-width="${n(5 * u)}" fill="none" opacity=".45"/>`;
  s += `<rect x="${n(cx - bw)}" y="${n(top + h * 0.45)}" width="${n(bw * 2)}" height="${n(h * 0.6)}" fill="${linear(
    ctx,
    [
      [0, skirt, 0],
      [0.45, skirt, 0.85],
      [1, darken(skirt, 0.15)],
    ],
    0,
    top + h * 0.45,
    0,
    base,
  )}"/></g>`;
  const lava = active && t.dark > 0.45;
  if (lava) {
    s += `<circle cx="${n(cx)}" cy="${n(top)}" r="${n(cw * 4)}" fill="${radial(
      ctx,
      [
        [0, '#ffb347', 0.9],
        [0.3, '#ff5e1a', 0.45],
        [1, '#ff5e1a', 0],
      ],
      cx,
      top,
      cw * 4,
    )}"/>`;
    s += `<path d="M${n(cx - cw * 0.2)} ${n(top + 6 * u)}q${n(-cw * 0.6)} ${n(h * 0.2)} ${n(-cw * 1.6)} ${n(h * 0.38)}M${n(cx + cw * 0.3)} ${n(top + 6 * u)}q${n(cw * 0.2)} ${n(h * 0.15)} ${n(cw * 1.3)} ${n(h * 0.3)}" stroke="#ff7a1a" stroke-width="${n(6 * u)}" fill="none" stroke-linecap="round" opacity=".85"/>`;
  }
  if (active) {
    let puffs = '';
    const drift = rng.chance(0.5) ? 1 : -1;
    for (let i = 0; i < 9; i++) {
      const r = (18 + i * 9) * u * rng.range(0.8, 1.2);
      puffs += `<circle cx="${n(cx + drift * i * i * 6 * u + rng.range(-8, 8) * u)}" cy="${n(top - 10 * u - i * 34 * u)}" r="${n(r)}"/>`;
    }
    const smoke = lava ? mix('#6b5a6e', t.glow, 0.25) : mix('#e9e6e2', t.cloud, 0.4);
    s += `<g fill="${smoke}" opacity="${lava ? 0.75 : 0.85}">${puffs}</g>`;
  }
  return s;
}

export function renderVolcano(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.64, 0.74);
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon * 0.9, sunPosition(ctx, horizon * 0.9)) +
    clouds(ctx, rng.int(1, 3), horizon * 0.1, horizon * 0.5);
  const cx = W * rng.range(0.35, 0.65);
  const rock = mix(t.land, '#6b5e55', 0.6);
  const side = cx > W / 2 ? -1 : 1;
  s += volcanoCone(
    ctx,
    cx + side * W * rng.range(0.32, 0.42),
    horizon + 8,
    H * rng.range(0.36, 0.46),
    ctx.S * 0.32,
    landAt(ctx, 0.7, rock),
    false,
  );
  s += volcanoCone(
    ctx,
    cx,
    horizon + 8,
    H * rng.range(0.17, 0.28),
    ctx.S * rng.range(0.45, 0.62),
    landAt(ctx, 0.25, rock),
    true,
  );
  s += mist(ctx, horizon, 70 * u, 0.55);
  const green = mix(t.land, '#3f7d36', 0.4);
  s += canopy(ctx, horizon + 40 * u, 30, 60, landAt(ctx, 0.35, green));
  if (rng.chance(0.5)) {
    // Crater-lake foreground (Arenal / Atitlán feel).
    const ly = horizon + 70 * u;
    s += `<rect y="${n(ly)}" width="${W}" height="${n(H - ly)}" fill="${linear(
      ctx,
      [
        [0, mix(t.water, t.haze, 0.3)],
        [1, t.water],
      ],
      0,
      ly,
      0,
      H,
    )}"/>`;
    s += `<path d="${smoothArea(hillPoints(ctx, H * 0.97, 80 * u, 4), H)}" fill="${landAt(ctx, 0, green)}"/>`;
  } else {
    s += `<path d="${smoothArea(hillPoints(ctx, H * 0.86, 70 * u, 5), H)}" fill="${landAt(ctx, 0.12, green)}"/>`;
    for (let i = 0; i < rng.int(3, 6); i++)
      s += tree(
        ctx,
        W * rng.range(0, 1),
        H * rng.range(0.92, 1.02),
        rng.range(120, 220) * u,
        landAt(ctx, 0, darken(green, 0.15)),
      );
  }
  return s;
}
