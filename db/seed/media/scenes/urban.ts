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
  waveLine,
} from '../scene-kit';
import { sailboat } from '../scene-props';
import { clouds, sky, sun, sunPosition } from '../scene-sky';
import { volcanoCone } from './highlands';

/**
 * Window grid shared by every tower: a pattern tile of 4x3 windows with a few lit / dark ones.
 * One <pattern> plus one rect per tower is far smaller than drawing each window.
 */
function windowPattern(ctx: SceneCtx, night: boolean, base: string): string {
  const { u, rng } = ctx;
  const id = ctx.id('w');
  const cw = 18 * u;
  const ch = 24 * u;
  let cells = '';
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      const on = night ? rng.chance(0.55) : rng.chance(0.3);
      const fill = night ? (on ? '#ffd98a' : '#1b2338') : on ? lighten(base, 0.5) : lighten(base, 0.25);
      cells += `<rect x="${n(c * cw + 4 * u)}" y="${n(r * ch + 5 * u)}" width="${n(cw - 8 * u)}" height="${n(ch - 10 * u)}" fill="${fill}"/>`;
    }
  }
  ctx.defs.push(
    `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(cw * 4)}" height="${n(ch * 3)}">${cells}</pattern>`,
  );
  return `url(#${id})`;
}

export function renderCity(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  // Wide banners get wider towers rather than ever more of them (keeps the SVG small).
  const uw = Math.max(u, W / 2400);
  const horizon = H * rng.range(0.62, 0.7);
  const sp = sunPosition(ctx, horizon);
  let s =
    sky(ctx, horizon) + sun(ctx, horizon, sp) + clouds(ctx, rng.int(1, 3), horizon * 0.08, horizon * 0.4);
  const night = t.dark > 0.55;
  const glass = mix(mix(t.land, t.sky[1], 0.35), t.shade, t.dark * 0.5);
  // Skyline defined once, drawn directly and again mirrored as the bay's reflection (via <use>).
  const skyline = ctx.id('s');
  let city = `<path d="${smoothArea(hillPoints(ctx, horizon - 120 * u, 120 * u, 4), horizon)}" fill="${landAt(ctx, 0.75, mix(t.land, '#3f7a4a', 0.5))}"/>`;
  let x = -20 * u;
  while (x < W) {
    const w = rng.range(40, 90) * uw;
    const h = rng.range(60, 200) * u;
    city += `<rect x="${n(x)}" y="${n(horizon - h)}" width="${n(w)}" height="${n(h)}" fill="${landAt(ctx, 0.6, glass)}"/>`;
    x += w + rng.range(0, 10) * uw;
  }
  const panes = windowPattern(ctx, night, glass);
  x = rng.range(-30, 10) * u;
  while (x < W) {
    const w = rng.range(70, 150) * uw;
    const h = rng.range(160, 560) * u * (x > W * 0.25 && x < W * 0.75 ? 1.2 : 0.8);
    const tone = mix(glass, rng.pick([t.sky[1], t.accent, '#d9e2ea', '#6b7a8f']), rng.range(0.1, 0.35));
    const top = horizon - h;
    const style = rng.int(0, 3);
    city += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${tone}"/><rect x="${n(x + w * 0.68)}" y="${n(top)}" width="${n(w * 0.32)}" height="${n(h)}" fill="${darken(tone, 0.2)}"/>`;
    if (style === 0)
      city += `<path d="M${n(x + w / 2)} ${n(top)}v${n(-60 * u)}" stroke="${tone}" stroke-width="${n(5 * u)}"/>`;
    else if (style === 1)
      city += `<path d="M${n(x)} ${n(top)}L${n(x + w)} ${n(top - w * 0.45)}V${n(top)}Z" fill="${tone}"/>`;
    else if (style === 2)
      city += `<rect x="${n(x + w * 0.2)}" y="${n(top - 40 * u)}" width="${n(w * 0.6)}" height="${n(40 * u)}" fill="${tone}"/>`;
    city += `<rect x="${n(x + 8 * u)}" y="${n(top + 14 * u)}" width="${n(w - 16 * u)}" height="${n(h - 20 * u)}" fill="${panes}" opacity="${night ? 0.9 : 0.45}"/>`;
    x += w + rng.range(6, 40) * uw;
  }
  s += `<g id="${skyline}">${city}</g>`;
  s += `<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${linear(
    ctx,
    [
      [0, mix(t.water, t.sky[2], 0.3)],
      [1, darken(t.water, 0.2)],
    ],
    0,
    horizon,
    0,
    H,
  )}"/>`;
  s += `<use href="#${skyline}" transform="matrix(1 0 0 -.6 0 ${n(horizon * 1.6)})" opacity=".28"/>`;
  let ripples = '';
  for (let i = 0; i < 5; i++)
    ripples += waveLine(-40, W + 40, horizon + (16 + i * i * 14) * u, (2 + i) * u, (60 + i * 40) * u);
  s += `<path d="${ripples}" fill="none" stroke="${lighten(t.water, 0.4)}" stroke-width="${n(2.5 * u)}" opacity=".35"/>`;
  // Waterfront promenade (Cinta Costera style) with palms and street lights.
  const promY = horizon + 8 * u;
  s += `<rect y="${n(horizon - 4 * u)}" width="${W}" height="${n(12 * u)}" fill="${darken(glass, 0.3)}"/>`;
  for (let i = 0; i < 5; i++)
    s += palm(
      ctx,
      (W * (i + rng.range(0.2, 0.8))) / 5,
      promY - 6 * u,
      rng.range(60, 90) * u,
      rng.range(-0.2, 0.2),
      darken(glass, 0.4),
    );
  if (night || t.tod === 'dusk') {
    const lamps: Pt[] = [];
    for (let i = 0; i < 24; i++) lamps.push([(W * (i + 0.5)) / 24, horizon - 10 * u]);
    s += dots(lamps, 8 * u, '#ffe2a0');
  }
  for (let i = 0; i < rng.int(1, 3); i++)
    s += sailboat(
      W * rng.range(0.1, 0.9),
      horizon + rng.range(80, 300) * u,
      rng.range(70, 130) * u,
      lighten(glass, 0.6),
      mix('#ffffff', t.glow, 0.3),
    );
  return s;
}

/** Colonial house: pastel wall, clay-tile roof, arched door, barred windows and a cornice. */
function colonialHouse(ctx: SceneCtx, x: number, ground: number, w: number, h: number, wall: string): string {
  const { u, rng } = ctx;
  const roof = mix('#a8452f', ctx.theme.shade, ctx.theme.dark);
  const trim = lighten(wall, 0.45);
  const door = mix('#5a3a22', ctx.theme.shade, ctx.theme.dark * 0.5);
  let s = `<rect x="${n(x)}" y="${n(ground - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`;
  s += `<rect x="${n(x)}" y="${n(ground - h * 0.08)}" width="${n(w)}" height="${n(h * 0.08)}" fill="${darken(wall, 0.15)}"/>`;
  s += `<path d="M${n(x - 10 * u)} ${n(ground - h)}h${n(w + 20 * u)}l${n(-20 * u)} ${n(-32 * u)}h${n(-w + 20 * u)}Z" fill="${roof}"/>`;
  s += `<path d="M${n(x)} ${n(ground - h - 18 * u)}h${n(w)}" stroke="${darken(roof, 0.25)}" stroke-width="${n(22 * u)}" stroke-dasharray="${n(6 * u)} ${n(10 * u)}" opacity=".5"/>`;
  s += `<rect x="${n(x - 4 * u)}" y="${n(ground - h)}" width="${n(w + 8 * u)}" height="${n(10 * u)}" fill="${trim}"/>`;
  const dw = Math.min(w * 0.28, 70 * u);
  const dx = x + (w - dw) / 2 + rng.range(-0.25, 0.25) * (w - dw);
  const dh = Math.min(h * 0.62, 150 * u);
  s += `<path d="M${n(dx - 8 * u)} ${n(ground)}v${n(-dh + dw / 2)}a${n(dw / 2 + 8 * u)} ${n(dw / 2 + 8 * u)} 0 0 1 ${n(dw + 16 * u)} 0V${n(ground)}Z" fill="${trim}"/>`;
  s += `<path d="M${n(dx)} ${n(ground)}v${n(-dh + dw / 2)}a${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dw)} 0V${n(ground)}Z" fill="${door}"/>`;
  const winW = 46 * u;
  const winH = Math.min(h * 0.4, 90 * u);
  for (const wx of [x + w * 0.1, x + w * 0.9 - winW]) {
    if (Math.abs(wx + winW / 2 - (dx + dw / 2)) < winW + dw / 2) continue;
    const wy = ground - h * 0.55 - winH / 2;
    s += `<rect x="${n(wx - 6 * u)}" y="${n(wy - 6 * u)}" width="${n(winW + 12 * u)}" height="${n(winH + 12 * u)}" fill="${trim}"/><rect x="${n(wx)}" y="${n(wy)}" width="${n(winW)}" height="${n(winH)}" fill="${darken(door, 0.3)}"/>`;
    s += `<path d="M${n(wx + 4 * u)} ${n(wy + winH / 2)}h${n(winW - 8 * u)}" stroke="#2a2a2a" stroke-width="${n(winH)}" stroke-dasharray="${n(2.5 * u)} ${n(8 * u)}" opacity=".7"/>`;
  }
  return s;
}

/** Baroque church facade with twin bell towers and a dome, in the Antigua / Granada manner. */
function church(ctx: SceneCtx, cx: number, ground: number, w: number, h: number, wall: string): string {
  const { u } = ctx;
  const trim = lighten(wall, 0.5);
  const shadow = darken(wall, 0.25);
  const tw = w * 0.22;
  let s = `<circle cx="${n(cx)}" cy="${n(ground - h * 1.02)}" r="${n(w * 0.2)}" fill="${landAt(ctx, 0.2, mix(wall, '#c9793f', 0.4))}"/>`;
  s += `<path d="M${n(cx - w / 2 + tw)} ${n(ground)}V${n(ground - h)}Q${n(cx)} ${n(ground - h * 1.35)} ${n(cx + w / 2 - tw)} ${n(ground - h)}V${n(ground)}Z" fill="${wall}"/>`;
  for (const side of [-1, 1]) {
    const tx = side < 0 ? cx - w / 2 : cx + w / 2 - tw;
    const top = ground - h * 1.3;
    s += `<rect x="${n(tx)}" y="${n(top)}" width="${n(tw)}" height="${n(h * 1.3)}" fill="${side < 0 ? wall : darken(wall, 0.08)}"/>`;
    s += `<path d="M${n(tx - 6 * u)} ${n(top)}h${n(tw + 12 * u)}M${n(tx - 6 * u)} ${n(ground - h * 0.65)}h${n(tw + 12 * u)}" stroke="${trim}" stroke-width="${n(10 * u)}"/>`;
    s += `<path d="M${n(tx + tw * 0.25)} ${n(top + h * 0.24)}v${n(-tw * 0.3)}a${n(tw * 0.25)} ${n(tw * 0.25)} 0 0 1 ${n(tw * 0.5)} 0v${n(tw * 0.3)}Z" fill="${shadow}"/>`;
    s += `<path d="M${n(tx)} ${n(top)}a${n(tw / 2)} ${n(tw * 0.55)} 0 0 1 ${n(tw)} 0Z" fill="${trim}"/><path d="M${n(tx + tw / 2)} ${n(top - tw * 0.55)}v${n(-30 * u)}M${n(tx + tw / 2 - 10 * u)} ${n(top - tw * 0.55 - 20 * u)}h${n(20 * u)}" stroke="${shadow}" stroke-width="${n(4 * u)}"/>`;
  }
  const dw = w * 0.16;
  s += `<path d="M${n(cx - dw / 2)} ${n(ground)}v${n(-h * 0.38)}a${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dw)} 0V${n(ground)}Z" fill="${mix('#4a2e1c', ctx.theme.shade, 0.3)}"/>`;
  s += `<circle cx="${n(cx)}" cy="${n(ground - h * 0.78)}" r="${n(w * 0.06)}" fill="${shadow}"/>`;
  let columns = '';
  for (const k of [-0.3, -0.14, 0.14, 0.3])
    columns += `M${n(cx + k * w * 0.9)} ${n(ground)}V${n(ground - h * 0.92)}`;
  s += `<path d="${columns}M${n(cx - w / 2 + tw)} ${n(ground - h * 0.5)}H${n(cx + w / 2 - tw)}" stroke="${trim}" stroke-width="${n(9 * u)}"/>`;
  return s;
}

export function renderColonial(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.5, 0.58);
  const ground = H * rng.range(0.8, 0.86);
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon * 0.6, sunPosition(ctx, horizon * 0.6)) +
    clouds(ctx, rng.int(1, 3), horizon * 0.1, horizon * 0.45);
  const vx = W * rng.range(0.2, 0.8);
  if (rng.chance(0.7))
    s += volcanoCone(
      ctx,
      vx,
      horizon + 40 * u,
      H * rng.range(0.12, 0.22),
      ctx.S * 0.45,
      landAt(ctx, 0.55, mix(t.land, '#4f7a5a', 0.6)),
      false,
    );
  else
    s += `<path d="${smoothArea(hillPoints(ctx, horizon - 60 * u, 120 * u, 5), H)}" fill="${landAt(ctx, 0.6, mix(t.land, '#4f7a5a', 0.6))}"/>`;
  s += `<path d="${smoothArea(hillPoints(ctx, horizon + 20 * u, 50 * u, 8), H)}" fill="${landAt(ctx, 0.4, mix(t.land, '#4f7a5a', 0.5))}"/>`;
  const wallOf = (c: string) => mix(lighten(c, 0.3), t.shade, t.dark * 0.7);
  const cw = ctx.S * rng.range(0.28, 0.36);
  const cx = W * rng.range(0.4, 0.6);
  s += church(
    ctx,
    cx,
    ground - 60 * u,
    cw,
    H * rng.range(0.3, 0.36),
    wallOf(rng.pick(['#f2d06b', '#f6efe1', '#f0a35e'])),
  );
  // Row houses on both sides of the plaza, leaving the church in view.
  const palette = ['#f2c14e', '#e9724c', '#5fb49c', '#4d9de0', '#f497b6', '#c5e063', t.accent, t.accent2];
  for (const side of [-1, 1]) {
    let x = side < 0 ? -20 * u : cx + cw / 2 + rng.range(20, 60) * u;
    const end = side < 0 ? cx - cw / 2 - rng.range(20, 60) * u : W + 20 * u;
    while (x < end - 60 * u) {
      const w = Math.min(rng.range(180, 300) * u, end - x);
      s += colonialHouse(ctx, x, ground, w, rng.range(160, 230) * u, wallOf(rng.pick(palette)));
      x += w;
    }
  }
  // Cobblestones: offset dashed rows read as setts.
  const stone = mix(mix(t.land, '#9a8f84', 0.5), t.shade, t.dark * 0.8);
  s += `<rect y="${n(ground)}" width="${W}" height="${n(H - ground)}" fill="${darken(stone, 0.3)}"/>`;
  s += `<rect y="${n(ground)}" width="${W}" height="${n(16 * u)}" fill="${lighten(stone, 0.2)}"/>`;
  // Cobblestones: rows grow toward the viewer and alternate their offset, like laid setts.
  let setts = '';
  let size = 12 * u;
  for (let y = ground + 16 * u + size / 2, r = 0; y < H + size; r++) {
    setts += `<path d="M${n(r % 2 ? -size : 0)} ${n(y)}H${W}" stroke-width="${n(size * 0.8)}" stroke-dasharray="${n(size * 1.2)} ${n(size * 0.5)}"/>`;
    size *= 1.18;
    y += size * 0.95;
  }
  s += `<g stroke="${stone}" stroke-linecap="round">${setts}</g>`;
  // Bougainvillea spilling over a wall corner and a street lamp.
  const flowers: Pt[] = [];
  const fx = W * rng.pick([0.12, 0.88]);
  for (let i = 0; i < 30; i++)
    flowers.push([fx + rng.range(-110, 110) * u, ground - rng.range(120, 260) * u]);
  s +=
    dots(flowers, 26 * u, mix('#d6336c', t.shade, t.dark * 0.5)) +
    dots(flowers.slice(0, 12), 14 * u, mix('#4f8a3a', t.shade, t.dark * 0.5));
  const lx = W * rng.range(0.25, 0.75);
  s += `<path d="M${n(lx)} ${n(H)}V${n(ground - 120 * u)}" stroke="#2b2b2b" stroke-width="${n(8 * u)}"/><path d="M${n(lx - 16 * u)} ${n(ground - 120 * u)}h${n(32 * u)}l${n(-8 * u)} ${n(-40 * u)}h${n(-16 * u)}Z" fill="${t.dark > 0.4 ? '#ffd98a' : '#3a3a3a'}"/>`;
  return s;
}
