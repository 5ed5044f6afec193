import { darken, lighten, mix } from '../scene-color';
import { canopy } from '../scene-flora';
import { dots, hillPoints, linear, n, type Pt, type SceneCtx, smoothArea, waveLine } from '../scene-kit';

/** Branching coral: recursive forked strokes with round caps. */
function branch(ctx: SceneCtx, x: number, y: number, len: number, angle: number, depth: number): string {
  const x2 = x + Math.cos(angle) * len;
  const y2 = y - Math.sin(angle) * len;
  let d = `M${n(x)} ${n(y)}L${n(x2)} ${n(y2)}`;
  if (depth > 0) {
    const spread = ctx.rng.range(0.35, 0.6);
    d += branch(ctx, x2, y2, len * 0.72, angle + spread, depth - 1);
    d += branch(ctx, x2, y2, len * 0.72, angle - spread, depth - 1);
  }
  return d;
}

/** Sea fan: a half-disc of radiating ribs. */
function fan(x: number, y: number, r: number, color: string): string {
  let d = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (0.1 + 0.8 * (i / 10));
    d += `M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r)} ${n(y - Math.sin(a) * r)}`;
  }
  return `<path d="M${n(x - r * 0.95)} ${n(y - r * 0.3)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.95)} ${n(y - r * 0.3)}L${n(x)} ${n(y)}Z" fill="${color}" opacity=".55"/><path d="${d}" stroke="${color}" stroke-width="${n(r * 0.04)}" fill="none"/>`;
}

/** Tropical fish facing left or right, with optional stripes. */
function fish(x: number, y: number, s: number, color: string, stripe: string | null, dir: number): string {
  const body = `M${n(x - dir * s)} ${n(y)}Q${n(x - dir * s * 0.2)} ${n(y - s * 0.55)} ${n(x + dir * s * 0.55)} ${n(y)}Q${n(x - dir * s * 0.2)} ${n(y + s * 0.55)} ${n(x - dir * s)} ${n(y)}Z`;
  const tail = `M${n(x + dir * s * 0.45)} ${n(y)}L${n(x + dir * s * 0.95)} ${n(y - s * 0.35)}L${n(x + dir * s * 0.85)} ${n(y)}L${n(x + dir * s * 0.95)} ${n(y + s * 0.35)}Z`;
  let out = `<path d="${body}${tail}" fill="${color}"/>`;
  if (stripe)
    out += `<path d="M${n(x - dir * s * 0.35)} ${n(y - s * 0.36)}v${n(s * 0.72)}M${n(x + dir * s * 0.05)} ${n(y - s * 0.3)}v${n(s * 0.6)}" stroke="${stripe}" stroke-width="${n(s * 0.1)}"/>`;
  return `${out}<circle cx="${n(x - dir * s * 0.68)}" cy="${n(y - s * 0.08)}" r="${n(s * 0.07)}" fill="#13202e"/>`;
}

export function renderReef(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  // Wide banners space corals further apart rather than drawing ever more of them.
  const spread = Math.max(1, W / 2400 / u);
  const deep = darken(t.water, 0.35);
  const shallow = lighten(mix(t.water, '#3fd6d0', 0.5), 0.25);
  let s = `<rect width="${W}" height="${H}" fill="${linear(
    ctx,
    [
      [0, shallow],
      [0.55, t.water],
      [1, deep],
    ],
    0,
    0,
    0,
    H,
  )}"/>`;
  // Surface ripples seen from below and god-rays fanning down from them.
  s += `<path d="${waveLine(-40, W + 40, 40 * u, 8 * u, 120 * u)}${waveLine(-80, W + 40, 70 * u, 6 * u, 90 * u)}" fill="none" stroke="#fff" stroke-width="${n(4 * u)}" opacity=".25"/>`;
  const rayFill = linear(
    ctx,
    [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ],
    0,
    0,
    0,
    H * 0.85,
  );
  let rays = '';
  for (let i = 0; i < 6; i++) {
    const x = W * rng.range(0, 1);
    const w = rng.range(30, 90) * u;
    const slant = rng.range(0.1, 0.35) * H;
    rays += `M${n(x)} 0h${n(w)}L${n(x + slant + w * 3)} ${n(H * 0.85)}h${n(-w * 4)}Z`;
  }
  s += `<path d="${rays}" fill="${rayFill}"/>`;
  // Distant reef silhouettes dissolving into blue.
  s += canopy(ctx, H * rng.range(0.56, 0.62), 30 * spread, 70 * spread, mix(t.water, deep, 0.3));
  s += canopy(ctx, H * rng.range(0.66, 0.72), 25 * spread, 55 * spread, mix(t.water, deep, 0.6));
  // Sandy floor.
  const floor = hillPoints(ctx, H * 0.8, 50 * u, 5);
  s += `<path d="${smoothArea(floor, H)}" fill="${linear(
    ctx,
    [
      [0, mix(t.land, t.water, 0.35)],
      [1, mix(t.land, deep, 0.2)],
    ],
    0,
    H * 0.8,
    0,
    H,
  )}"/>`;
  // Corals along the floor, left to right, in the accent family.
  const corals = [t.accent, t.accent2, '#ff8fa3', '#ffd166', '#b388eb', '#ff7a45'];
  let x = rng.range(-40, 40) * u;
  while (x < W + 40) {
    const y = H * rng.range(0.84, 0.98);
    const c = mix(rng.pick(corals), t.water, 0.15);
    const type = rng.int(0, 3);
    const size = rng.range(140, 260) * u;
    if (type === 0)
      s += `<path d="${branch(ctx, x, y, size * 0.45, Math.PI / 2 + rng.range(-0.2, 0.2), 3)}" stroke="${c}" stroke-width="${n(size * 0.08)}" stroke-linecap="round" fill="none"/>`;
    else if (type === 1) s += fan(x, y, size, c);
    else if (type === 2)
      s += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(size * 0.55)}" ry="${n(size * 0.38)}" fill="${c}"/><path d="${waveLine(x - size * 0.4, x + size * 0.4, y - size * 0.12, size * 0.08, size * 0.2)}${waveLine(x - size * 0.45, x + size * 0.4, y + size * 0.08, size * 0.08, size * 0.2)}" stroke="${darken(c, 0.2)}" stroke-width="${n(size * 0.04)}" fill="none"/>`;
    else {
      let tubes = '';
      for (let k = 0; k < 3; k++)
        tubes += `M${n(x + (k - 1) * size * 0.22)} ${n(y)}v${n(-size * rng.range(0.5, 1))}`;
      s += `<path d="${tubes}" stroke="${c}" stroke-width="${n(size * 0.16)}" stroke-linecap="round"/><path d="${tubes.replace(/v-?[\d.]+/g, (m) => `m0 ${m.slice(1)}h.1`)}" stroke="${darken(c, 0.35)}" stroke-width="${n(size * 0.09)}" stroke-linecap="round"/>`;
    }
    x += size * rng.range(0.5, 0.9) * spread;
  }
  // Swaying seaweed.
  let weed = '';
  for (let i = 0; i < 8; i++) {
    const wx = W * rng.range(0, 1);
    const wy = H * rng.range(0.9, 1);
    const len = rng.range(120, 260) * u;
    weed += `M${n(wx)} ${n(wy)}q${n(30 * u)} ${n(-len / 4)} 0 ${n(-len / 2)}t0 ${n(-len / 2)}`;
  }
  s += `<path d="${weed}" stroke="${mix('#3a9d5d', t.water, 0.25)}" stroke-width="${n(10 * u)}" fill="none" stroke-linecap="round"/>`;
  // A school of small fish plus a few big colourful ones.
  const schoolX = W * rng.range(0.25, 0.75);
  const schoolY = H * rng.range(0.25, 0.45);
  const dir = rng.chance(0.5) ? 1 : -1;
  const schoolColor = mix('#dff6ff', t.water, 0.35);
  for (let i = 0; i < 14; i++)
    s += fish(
      schoolX + rng.range(-220, 220) * u,
      schoolY + rng.range(-90, 90) * u,
      rng.range(20, 30) * u,
      schoolColor,
      null,
      dir,
    );
  for (let i = 0; i < rng.int(2, 4); i++) {
    const fc = rng.pick([t.accent, '#ffd23f', '#ff8c42', '#7bdff2']);
    s += fish(
      W * rng.range(0.1, 0.9),
      H * rng.range(0.45, 0.75),
      rng.range(70, 120) * u,
      fc,
      rng.chance(0.6) ? '#ffffff' : null,
      rng.chance(0.5) ? 1 : -1,
    );
  }
  const bubbles: Pt[] = [];
  for (let i = 0; i < 24; i++) bubbles.push([W * rng.range(0.05, 0.95), H * rng.range(0.1, 0.8)]);
  s += `<path d="${bubbles.map(([bx, by]) => `M${n(bx)} ${n(by)}m-${n(6 * u)} 0a${n(6 * u)} ${n(6 * u)} 0 1 0 ${n(12 * u)} 0a${n(6 * u)} ${n(6 * u)} 0 1 0 ${n(-12 * u)} 0`).join('')}" fill="none" stroke="#fff" stroke-width="${n(2 * u)}" opacity=".5"/>`;
  s += dots(
    bubbles.slice(0, 10).map(([bx, by]) => [bx + 20 * u, by - 30 * u] as Pt),
    6 * u,
    '#ffffff',
    0.45,
  );
  return s;
}
