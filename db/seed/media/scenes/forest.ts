import { darken, lighten, mix } from '../scene-color';
import { bigLeaf, canopy, frondPath, palm, tree } from '../scene-flora';
import {
  dots,
  hillPoints,
  landAt,
  linear,
  mist,
  n,
  type Pt,
  type SceneCtx,
  smoothArea,
  smoothLine,
} from '../scene-kit';
import { canoe, panga } from '../scene-props';
import { birds, clouds, sky, sun, sunPosition } from '../scene-sky';

export const JUNGLE = '#2f7d3a';

/** Heliconia ("lobster claw"): alternating red bracts with yellow tips on a stem. */
function heliconia(x: number, y: number, s: number, color: string): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const k = i % 2 ? 1 : -1;
    const by = y - i * s * 0.18;
    d += `M${n(x)} ${n(by)}l${n(k * s * 0.3)} ${n(-s * 0.08)}l${n(-k * s * 0.28)} ${n(-s * 0.12)}Z`;
  }
  return `<path d="M${n(x)} ${n(y + s * 0.5)}V${n(y - s * 0.8)}" stroke="#2e5d2a" stroke-width="${n(s * 0.04)}"/><path d="${d}" fill="${color}" stroke="#ffd23f" stroke-width="${n(s * 0.025)}"/>`;
}

/** Keel-billed toucan perched on a branch: the emblem bird of Central American rainforest. */
function toucan(x: number, y: number, s: number, dir: number, dark: number): string {
  const shade = (c: string) => mix(c, '#0d0d1a', dark * 0.6);
  const k = dir;
  const beak = `M${n(x + k * s * 0.12)} ${n(y - s * 0.62)}C${n(x + k * s * 0.5)} ${n(y - s * 0.78)} ${n(x + k * s * 0.85)} ${n(y - s * 0.62)} ${n(x + k * s * 0.95)} ${n(y - s * 0.5)}C${n(x + k * s * 0.7)} ${n(y - s * 0.48)} ${n(x + k * s * 0.4)} ${n(y - s * 0.46)} ${n(x + k * s * 0.12)} ${n(y - s * 0.48)}Z`;
  const tip = `M${n(x + k * s * 0.78)} ${n(y - s * 0.66)}C${n(x + k * s * 0.88)} ${n(y - s * 0.6)} ${n(x + k * s * 0.93)} ${n(y - s * 0.55)} ${n(x + k * s * 0.95)} ${n(y - s * 0.5)}C${n(x + k * s * 0.88)} ${n(y - s * 0.5)} ${n(x + k * s * 0.82)} ${n(y - s * 0.49)} ${n(x + k * s * 0.76)} ${n(y - s * 0.48)}Z`;
  return `<path d="M${n(x - k * s * 0.05)} ${n(y)}l${n(-k * s * 0.1)} ${n(s * 0.45)}h${n(k * s * 0.14)}Z" fill="${shade('#15151f')}"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.2)}" rx="${n(s * 0.2)}" ry="${n(s * 0.34)}" fill="${shade('#15151f')}"/><ellipse cx="${n(x + k * s * 0.07)}" cy="${n(y - s * 0.33)}" rx="${n(s * 0.12)}" ry="${n(s * 0.16)}" fill="${shade('#ffd23f')}"/><circle cx="${n(x + k * s * 0.02)}" cy="${n(y - s * 0.55)}" r="${n(s * 0.14)}" fill="${shade('#15151f')}"/><path d="${beak}" fill="${shade('#9fd356')}"/><path d="M${n(x + k * s * 0.14)} ${n(y - s * 0.6)}C${n(x + k * s * 0.4)} ${n(y - s * 0.7)} ${n(x + k * s * 0.6)} ${n(y - s * 0.64)} ${n(x + k * s * 0.7)} ${n(y - s * 0.58)}" stroke="${shade('#ff8c1a')}" stroke-width="${n(s * 0.06)}" fill="none"/><path d="${tip}" fill="${shade('#e63946')}"/><circle cx="${n(x + k * s * 0.06)}" cy="${n(y - s * 0.58)}" r="${n(s * 0.035)}" fill="#000" stroke="${shade('#7bdff2')}" stroke-width="${n(s * 0.02)}"/><path d="M${n(x - k * s * 0.05)} ${n(y + s * 0.08)}l${n(k * s * 0.06)} ${n(s * 0.06)}" stroke="${shade('#3a7bd5')}" stroke-width="${n(s * 0.05)}"/>`;
}

/** Vines hanging from the top edge with small leaves along them. */
function vines(ctx: SceneCtx, count: number, color: string): string {
  const { W, H, u, rng } = ctx;
  let d = '';
  const leaves: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const x = W * rng.range(0, 1);
    const len = H * rng.range(0.15, 0.45);
    const sway = rng.range(-40, 40) * u;
    d += `M${n(x)} -5q${n(sway)} ${n(len / 2)} 0 ${n(len)}`;
    for (let k = 0.2; k < 1; k += 0.14)
      leaves.push([x + sway * 2 * k * (1 - k) + rng.range(-6, 6) * u, len * k]);
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(4 * u)}" fill="none"/>${dots(leaves, 16 * u, lighten(color, 0.1))}`;
}

export function renderJungle(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const top = H * rng.range(0.22, 0.32);
  let s =
    sky(ctx, top + 60 * u) +
    sun(ctx, top, sunPosition(ctx, top)) +
    clouds(ctx, rng.int(1, 3), top * 0.15, top * 0.6);
  const green = mix(t.land, JUNGLE, 0.5);
  const rows = 5;
  for (let i = 0; i < rows; i++) {
    const depth = 1 - i / (rows - 1);
    const y = top + (H * 0.72 - top) * (i / (rows - 1)) ** 1.1;
    const color = landAt(ctx, 0.15 + depth * 0.75, green);
    if (i === 1 || i === 2) {
      // Emergent giants (ceiba-like) poke above the canopy with flat, layered crowns.
      for (let k = 0; k < rng.int(1, 2); k++) {
        const x = W * rng.range(0.1, 0.9);
        const h = (160 + i * 60) * u;
        s += `<path d="M${n(x)} ${n(y + 20 * u)}V${n(y - h)}" stroke="${color}" stroke-width="${n(10 * u)}"/>`;
        s += `<g fill="${color}"><ellipse cx="${n(x)}" cy="${n(y - h)}" rx="${n(h * 0.7)}" ry="${n(h * 0.16)}"/><ellipse cx="${n(x + h * 0.15)}" cy="${n(y - h * 1.1)}" rx="${n(h * 0.45)}" ry="${n(h * 0.14)}"/></g>`;
      }
    }
    const hue = i % 2 ? mix(green, '#6a9a2a', 0.25) : mix(green, '#1f6b4f', 0.2);
    const c = landAt(ctx, 0.1 + depth * 0.75, hue);
    s += canopy(
      ctx,
      y,
      40 + i * 22,
      80 + i * 34,
      c,
      H,
      undefined,
      undefined,
      i > 0 ? lighten(c, 0.12 + i * 0.02) : undefined,
    );
    if (i < rows - 1) s += mist(ctx, y + 40 * u + i * 10 * u, 120 * u, 0.55 - i * 0.08, lighten(t.haze, 0.2));
  }
  // Foreground framing: a near undergrowth row, big leaves and ferns from the bottom corners.
  const leaf = mix(darken(green, 0.25), t.shade, t.dark * 0.6);
  const under = mix(darken(green, 0.12), t.shade, t.dark * 0.5);
  s += canopy(ctx, H * rng.range(0.9, 0.95), 70, 130, under, H, undefined, undefined, lighten(under, 0.1));
  for (const side of [0, 1]) {
    const x = side ? W + 20 * u : -20 * u;
    for (let k = 0; k < 4; k++) {
      const a = side ? rng.range(100, 165) : rng.range(15, 80);
      s += bigLeaf(
        x,
        H * rng.range(0.7, 1.02),
        a,
        rng.range(340, 560) * u,
        k % 2 ? leaf : lighten(leaf, 0.1),
      );
    }
  }
  let ferns = '';
  for (let k = 0; k < 6; k++)
    ferns += frondPath(
      [W * rng.range(0.15, 0.85), H + 10],
      rng.range(40, 140),
      rng.range(200, 300) * u,
      0.2,
      0.2,
      8,
    );
  s += `<path d="${ferns}" fill="${darken(leaf, 0.1)}"/>`;
  // Shadow pooling at the bottom gives the foreground canopy some depth.
  s += `<rect y="${n(H * 0.7)}" width="${W}" height="${n(H * 0.3)}" fill="${linear(
    ctx,
    [
      [0, t.shade, 0],
      [1, t.shade, 0.35],
    ],
    0,
    H * 0.7,
    0,
    H,
  )}"/>`;
  s += heliconia(W * rng.range(0.2, 0.8), H * rng.range(0.82, 0.9), 170 * u, t.accent);
  if (rng.chance(0.7)) s += vines(ctx, rng.int(3, 6), darken(green, 0.35));
  if (ctx.variant % 2 === 0) {
    // A toucan on a branch reaching in from one side.
    const left = rng.chance(0.5);
    const by = H * rng.range(0.38, 0.52);
    const tx = left ? W * rng.range(0.18, 0.3) : W * rng.range(0.7, 0.82);
    s += `<path d="M${left ? -10 : W + 10} ${n(by + 30 * u)}Q${n((tx + (left ? 0 : W)) / 2)} ${n(by - 10 * u)} ${n(tx + (left ? 140 : -140) * u)} ${n(by + 10 * u)}" stroke="${mix('#5b4030', t.shade, t.dark)}" stroke-width="${n(18 * u)}" fill="none" stroke-linecap="round"/>`;
    s += toucan(tx, by, 260 * u, left ? 1 : -1, t.dark);
  }
  return s;
}

export function renderRiver(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.38, 0.48);
  const sp = sunPosition(ctx, horizon);
  let s =
    sky(ctx, horizon) + sun(ctx, horizon, sp) + clouds(ctx, rng.int(2, 4), horizon * 0.1, horizon * 0.6);
  const green = mix(t.land, JUNGLE, 0.4);
  s += `<path d="${smoothArea(hillPoints(ctx, horizon - 20 * u, 120 * u, 5), H)}" fill="${landAt(ctx, 0.85, green)}"/>`;
  s += canopy(ctx, horizon + 10 * u, 25, 50, landAt(ctx, 0.6, green));
  // River: an S-curve that widens toward the viewer.
  const x0 = W * rng.range(0.4, 0.6);
  const x1 = W * rng.range(0.35, 0.65);
  const phase = rng.range(0, Math.PI);
  const left: Pt[] = [];
  const right: Pt[] = [];
  const top = horizon + 50 * u;
  for (let i = 0; i <= 10; i++) {
    const k = i / 10;
    const y = top + (H + 20 - top) * k;
    const c = x0 + (x1 - x0) * k + Math.sin(phase + k * Math.PI * 1.6) * ctx.S * 0.16 * k;
    const w = 16 * u + ctx.S * 0.3 * k ** 1.5;
    left.push([c - w, y]);
    right.push([c + w, y]);
  }
  const riverD = `${smoothLine(left)}L${smoothLine(right.slice().reverse()).slice(1)}Z`;
  const inside = ctx.id('c');
  const outside = ctx.id('c');
  s += `<clipPath id="${inside}"><path d="${riverD}"/></clipPath><clipPath id="${outside}"><path clip-rule="evenodd" d="M-10 -10H${W + 10}V${H + 10}H-10Z${riverD}"/></clipPath>`;
  const water = mix(t.water, '#3f8fb0', 0.5);
  s += `<path d="${riverD}" fill="${linear(
    ctx,
    [
      [0, mix(t.sky[2], water, 0.45)],
      [1, mix(water, t.sky[1], 0.2)],
    ],
    0,
    top,
    0,
    H,
  )}"/>`;
  // Dark reflections of the banks inside the water: the strongest cue that this is a river, not a road.
  const edges = `${smoothLine(left)}M${smoothLine(right).slice(1)}`;
  s += `<path d="${edges}" stroke="${landAt(ctx, 0.3, darken(green, 0.25))}" stroke-width="${n(110 * u)}" fill="none" opacity=".55" clip-path="url(#${inside})"/>`;
  let ripples = '';
  for (let i = 2; i < 10; i++) {
    const l = left[i]!;
    const w = right[i]![0] - l[0];
    ripples += `M${n(l[0] + w * rng.range(0.2, 0.5))} ${n(l[1])}h${n(w * rng.range(0.1, 0.3))}`;
  }
  s += `<path d="${ripples}" stroke="${lighten(water, 0.55)}" stroke-width="${n(4 * u)}" stroke-linecap="round" opacity=".55"/>`;
  // Jungle on both banks, clipped to stay out of the water so it hugs the river's curves.
  s += `<g clip-path="url(#${outside})">`;
  for (let i = 0; i < 3; i++) {
    const k = i / 2;
    const c = landAt(ctx, 0.45 - k * 0.4, i % 2 ? green : mix(green, '#6a9a2a', 0.2));
    s += canopy(
      ctx,
      top + 30 * u + (H * 0.8 - top) * k ** 1.2,
      36 + i * 24,
      70 + i * 40,
      c,
      H + 10,
      undefined,
      undefined,
      lighten(c, 0.12),
    );
  }
  s += '</g>';
  s += `<path d="${edges}" stroke="${lighten(water, 0.45)}" stroke-width="${n(4 * u)}" fill="none" opacity=".5"/>`;
  const bi = rng.int(5, 7);
  const boatAt = left[bi]!;
  const bw = right[bi]![0] - boatAt[0];
  const bx = boatAt[0] + bw * rng.range(0.35, 0.65);
  s += rng.chance(0.5)
    ? panga(bx, boatAt[1], bw * 0.45, mix('#f3efe6', t.shade, t.dark * 0.6), t.accent, rng.chance(0.5))
    : canoe(bx, boatAt[1], bw * 0.4, mix('#8a5a3b', t.shade, t.dark), '#2b2b33');
  const bank = landAt(ctx, 0.05, green);
  // Alternate which bank holds the broadleaf tree and which the palm.
  const flip = ctx.variant % 2 === 1;
  const treeX = W * (flip ? rng.range(0.85, 0.98) : rng.range(0.02, 0.15));
  const palmX = W * (flip ? rng.range(0.02, 0.14) : rng.range(0.86, 0.98));
  s += tree(ctx, treeX, H * 0.9, rng.range(380, 480) * u, darken(bank, 0.05));
  s += palm(
    ctx,
    palmX,
    H * 0.92,
    rng.range(420, 520) * u,
    (flip ? 1 : -1) * rng.range(0.15, 0.3),
    darken(bank, 0.1),
  );
  if (t.tod !== 'dusk')
    s += birds(ctx, rng.int(2, 4), W * 0.5, horizon * 0.5, 150 * u, darken(t.sky[0], 0.35));
  return s;
}
