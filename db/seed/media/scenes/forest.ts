import { darken, lighten, mix } from '../scene-color';
import { bigLeaf, canopy, frondPath, palm, tree } from '../scene-flora';
import { birds, clouds, dots, hillPoints, landAt, linear, mist, n, type Pt, radial, type SceneCtx, smoothArea, smoothLine, sky, sun, sunPosition } from '../scene-kit';
import { canoe, panga } from '../scene-props';

const JUNGLE = '#2f7d3a';

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
    for (let k = 0.2; k < 1; k += 0.14) leaves.push([x + sway * 2 * k * (1 - k) + rng.range(-6, 6) * u, len * k]);
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${n(4 * u)}" fill="none"/>${dots(leaves, 16 * u, lighten(color, 0.1))}`;
}

export function renderJungle(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const top = H * rng.range(0.22, 0.32);
  let s = sky(ctx, top + 60 * u) + sun(ctx, top, sunPosition(ctx, top)) + clouds(ctx, rng.int(1, 3), top * 0.15, top * 0.6);
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
    s += canopy(ctx, y, 40 + i * 22, 80 + i * 34, c, H, undefined, undefined, i > 0 ? lighten(c, 0.12 + i * 0.02) : undefined);
    if (i < rows - 1) s += mist(ctx, y + 40 * u + i * 10 * u, 120 * u, 0.55 - i * 0.08, lighten(t.haze, 0.2));
  }
  // Foreground framing: big leaves and ferns from the bottom corners.
  const leaf = mix(darken(green, 0.25), t.shade, t.dark * 0.6);
  for (const side of [0, 1]) {
    const x = side ? W + 20 * u : -20 * u;
    for (let k = 0; k < 4; k++) {
      const a = side ? rng.range(100, 165) : rng.range(15, 80);
      s += bigLeaf(x, H * rng.range(0.7, 1.02), a, rng.range(340, 560) * u, k % 2 ? leaf : lighten(leaf, 0.1));
    }
  }
  let ferns = '';
  for (let k = 0; k < 6; k++) ferns += frondPath([W * rng.range(0.15, 0.85), H + 10], rng.range(40, 140), rng.range(160, 260) * u, 0.3, 0.12, 6);
  s += `<path d="${ferns}" fill="${darken(leaf, 0.1)}"/>`;
  // Shadow pooling at the bottom gives the foreground canopy some depth.
  s += `<rect y="${n(H * 0.7)}" width="${W}" height="${n(H * 0.3)}" fill="${linear(ctx, [[0, t.shade, 0], [1, t.shade, 0.35]], 0, H * 0.7, 0, H)}"/>`;
  s += heliconia(W * rng.range(0.2, 0.8), H * rng.range(0.82, 0.9), 170 * u, t.accent);
  if (rng.chance(0.7)) s += vines(ctx, rng.int(3, 6), darken(green, 0.35));
  return s;
}

export function renderWaterfall(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const cliffTop = H * rng.range(0.2, 0.32);
  const poolY = H * rng.range(0.72, 0.8);
  let s = sky(ctx, cliffTop + 40 * u) + sun(ctx, cliffTop, sunPosition(ctx, cliffTop)) + clouds(ctx, rng.int(1, 3), cliffTop * 0.2, cliffTop * 0.7);
  const green = mix(t.land, JUNGLE, 0.5);
  const rock = mix(mix(t.land, '#8a8170', 0.7), t.shade, t.dark * 0.6);
  s += canopy(ctx, cliffTop - 30 * u, 30, 60, landAt(ctx, 0.7, green));
  // Back wall with rock strata, then the falls.
  s += `<rect y="${n(cliffTop)}" width="${W}" height="${n(poolY - cliffTop + 10)}" fill="${linear(ctx, [[0, rock], [1, darken(rock, 0.3)]], 0, cliffTop, 0, poolY)}"/>`;
  let strata = '';
  for (let i = 0; i < 9; i++) {
    const y = cliffTop + (poolY - cliffTop) * rng.range(0.05, 0.95);
    strata += `M${n(rng.range(0, W))} ${n(y)}h${n(rng.range(80, 300) * u)}`;
  }
  s += `<path d="${strata}" stroke="${darken(rock, 0.25)}" stroke-width="${n(5 * u)}" stroke-linecap="round" opacity=".6"/>`;
  const ledge = landAt(ctx, 0.35, green);
  s += canopy(ctx, cliffTop + 10 * u, 20, 40, ledge, cliffTop + 50 * u, undefined, undefined, lighten(ledge, 0.12));
  const cx = W * rng.range(0.38, 0.62);
  const fw = W * rng.range(0.08, 0.16);
  const water = lighten(t.water, 0.55);
  const fallD = `M${n(cx - fw / 2)} ${n(cliffTop)}H${n(cx + fw / 2)}C${n(cx + fw * 0.6)} ${n(cliffTop + 30 * u)} ${n(cx + fw * 0.7)} ${n(poolY - 60 * u)} ${n(cx + fw * 0.75)} ${n(poolY)}H${n(cx - fw * 0.75)}C${n(cx - fw * 0.7)} ${n(poolY - 60 * u)} ${n(cx - fw * 0.6)} ${n(cliffTop + 30 * u)} ${n(cx - fw / 2)} ${n(cliffTop)}Z`;
  s += `<path d="${fallD}" fill="${linear(ctx, [[0, lighten(water, 0.5)], [1, water]], 0, cliffTop, 0, poolY)}"/>`;
  let streaks = '';
  for (let i = 0; i < 14; i++) {
    const x = cx + fw * rng.range(-0.45, 0.45);
    streaks += `M${n(x)} ${n(cliffTop + rng.range(0, 40) * u)}V${n(poolY)}`;
  }
  s += `<path d="${streaks}" stroke="#fff" stroke-width="${n(5 * u)}" stroke-dasharray="${n(60 * u)} ${n(25 * u)}" opacity=".7"/>`;
  // Flanking cliffs, darker and nearer, topped with jungle and trailing greenery.
  for (const side of [-1, 1]) {
    const edge = side < 0 ? cx - fw * rng.range(0.9, 1.6) : cx + fw * rng.range(0.9, 1.6);
    const outer = side < 0 ? -20 : W + 20;
    const topY = H * rng.range(0.08, 0.24);
    const d = `M${n(outer)} ${n(H)}V${n(topY)}L${n(edge - side * 60 * u)} ${n(topY + 40 * u)}L${n(edge)} ${n(topY + 160 * u)}L${n(edge + side * 30 * u)} ${n(poolY - 40 * u)}L${n(edge - side * 20 * u)} ${n(H)}Z`;
    s += `<path d="${d}" fill="${linear(ctx, [[0, darken(rock, 0.05)], [1, darken(rock, 0.3)]], 0, topY, 0, H)}"/>`;
    const x0 = side < 0 ? -80 : edge - 120 * u;
    const x1 = side < 0 ? edge + 80 * u : W + 80;
    const top = landAt(ctx, 0.12, green);
    s += canopy(ctx, topY + 20 * u, 40, 70, top, topY + 110 * u, x0, x1, lighten(top, 0.14));
  }
  // Plunge pool: foam and spray at the foot of the falls.
  s += `<rect y="${n(poolY)}" width="${W}" height="${n(H - poolY)}" fill="${linear(ctx, [[0, lighten(t.water, 0.2)], [1, darken(t.water, 0.1)]], 0, poolY, 0, H)}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(poolY)}" r="${n(fw * 2.2)}" fill="${radial(ctx, [[0, '#ffffff', 0.8], [1, '#ffffff', 0]], cx, poolY, fw * 2.2, 0.5)}"/>`;
  // Two layers of foam: broad soft puffs and smaller bright ones, so the splash does not look like beads.
  const foam: Pt[] = [];
  const spray: Pt[] = [];
  for (let i = 0; i < 12; i++) foam.push([cx + rng.range(-1.1, 1.1) * fw, poolY + rng.range(-20, 20) * u]);
  for (let i = 0; i < 22; i++) spray.push([cx + rng.range(-1.3, 1.3) * fw, poolY + rng.range(-40, 30) * u]);
  s += dots(foam, 70 * u, '#ffffff', 0.45) + dots(spray, 22 * u, '#ffffff', 0.8);
  let ripples = '';
  for (let i = 0; i < 6; i++) ripples += `M${n(cx - fw * (1 + i * 0.6))} ${n(poolY + (40 + i * 32) * u)}h${n(fw * (2 + i * 1.2))}`;
  s += `<path d="${ripples}" stroke="#fff" stroke-width="${n(4 * u)}" stroke-linecap="round" opacity=".35"/>`;
  const boulder = darken(rock, 0.35);
  s += `<path d="${smoothArea(hillPoints(ctx, H * 0.97, 60 * u, 6), H)}" fill="${boulder}"/>`;
  let ferns = '';
  for (let k = 0; k < 5; k++) ferns += frondPath([W * rng.pick([rng.range(0, 0.25), rng.range(0.75, 1)]), H + 10], rng.range(50, 130), rng.range(150, 240) * u, 0.3, 0.12, 6);
  s += `<path d="${ferns}" fill="${landAt(ctx, 0, darken(green, 0.2))}"/>`;
  return s;
}

export function renderRiver(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.38, 0.48);
  const sp = sunPosition(ctx, horizon);
  let s = sky(ctx, horizon) + sun(ctx, horizon, sp) + clouds(ctx, rng.int(2, 4), horizon * 0.1, horizon * 0.6);
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
    const c = x0 + (x1 - x0) * k + Math.sin(phase + k * Math.PI * 1.6) * W * 0.16 * k;
    const w = 16 * u + W * 0.3 * k ** 1.5;
    left.push([c - w, y]);
    right.push([c + w, y]);
  }
  const riverD = `${smoothLine(left)}L${smoothLine(right.slice().reverse()).slice(1)}Z`;
  const inside = ctx.id('c');
  const outside = ctx.id('c');
  s += `<clipPath id="${inside}"><path d="${riverD}"/></clipPath><clipPath id="${outside}"><path clip-rule="evenodd" d="M-10 -10H${W + 10}V${H + 10}H-10Z${riverD}"/></clipPath>`;
  const water = mix(t.water, '#3f8fb0', 0.5);
  s += `<path d="${riverD}" fill="${linear(ctx, [[0, mix(t.sky[2], water, 0.45)], [1, mix(water, t.sky[1], 0.2)]], 0, top, 0, H)}"/>`;
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
  for (let i = 0; i < 4; i++) {
    const k = i / 3;
    const c = landAt(ctx, 0.45 - k * 0.4, i % 2 ? green : mix(green, '#6a9a2a', 0.2));
    s += canopy(ctx, top + 30 * u + (H * 0.8 - top) * k ** 1.2, 30 + i * 15, 60 + i * 25, c, H + 10, undefined, undefined, lighten(c, 0.12));
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
  s += tree(ctx, W * rng.range(0.02, 0.15), H * 0.9, rng.range(380, 480) * u, darken(bank, 0.05));
  s += palm(ctx, W * rng.range(0.86, 0.98), H * 0.92, rng.range(420, 520) * u, -rng.range(0.15, 0.3), darken(bank, 0.1));
  if (t.tod !== 'dusk') s += birds(ctx, rng.int(2, 4), W * 0.5, horizon * 0.5, 150 * u, darken(t.sky[0], 0.35));
  return s;
}
