import { darken, lighten, mix } from './scene-color';
import { n, type Pt, type SceneCtx } from './scene-kit';

const deg = Math.PI / 180;

/** Point and unit normal on a quadratic Bezier, used to give fronds and trunks a width. */
function quad(p0: Pt, c: Pt, p1: Pt, t: number): { p: Pt; nx: number; ny: number } {
  const mt = 1 - t;
  const p: Pt = [
    mt * mt * p0[0] + 2 * mt * t * c[0] + t * t * p1[0],
    mt * mt * p0[1] + 2 * mt * t * c[1] + t * t * p1[1],
  ];
  const dx = 2 * mt * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
  const dy = 2 * mt * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
  const len = Math.hypot(dx, dy) || 1;
  return { p, nx: -dy / len, ny: dx / len };
}

/** Integer polygon with relative segments: palms carry many points, and deltas are short to write. */
function poly(pts: readonly Pt[]): string {
  let px = Math.round(pts[0]![0]);
  let py = Math.round(pts[0]![1]);
  let d = `M${px} ${py}l`;
  for (const [x, y] of pts.slice(1)) {
    const rx = Math.round(x);
    const ry = Math.round(y);
    d += `${rx - px} ${ry - py} `;
    px = rx;
    py = ry;
  }
  return `${d.trimEnd()}z`;
}

/**
 * A feathery leaf along a drooping rib: serrated edges read as palm leaflets or fern pinnae.
 * `angle` is visual degrees (0 = right, 90 = up); `droop` pulls the tip down.
 */
export function frondPath(
  origin: Pt,
  angle: number,
  len: number,
  droop: number,
  width: number,
  teeth = 7,
): string {
  const dx = Math.cos(angle * deg);
  const dy = -Math.sin(angle * deg);
  const tip: Pt = [origin[0] + dx * len, origin[1] + dy * len + droop * len * Math.abs(dx)];
  const c: Pt = [origin[0] + dx * len * 0.55, origin[1] + dy * len * 0.55 - len * 0.12];
  const upper: Pt[] = [];
  const lower: Pt[] = [];
  for (let k = 1; k < teeth * 2; k++) {
    const t = k / (teeth * 2);
    const { p, nx, ny } = quad(origin, c, tip, t);
    const w = width * len * Math.sin(Math.PI * t) ** 0.7 * (k % 2 ? 1 : 0.35);
    upper.push([p[0] + nx * w, p[1] + ny * w]);
    lower.push([p[0] - nx * w, p[1] - ny * w]);
  }
  return poly([origin, ...upper, tip, ...lower.reverse()]);
}

/** Coconut palm: tapered curved trunk with ring marks and a crown of drooping fronds. */
export function palm(
  ctx: SceneCtx,
  x: number,
  baseY: number,
  h: number,
  lean: number,
  color: string,
): string {
  const { rng } = ctx;
  const top: Pt = [x + lean * h, baseY - h];
  const ctrl: Pt = [top[0] - lean * h * 0.15, baseY - h * 0.5];
  const w0 = h * 0.045;
  const w1 = h * 0.022;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const { p, nx, ny } = quad([x, baseY], ctrl, top, t);
    const w = (w0 + (w1 - w0) * t) / 2;
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
  }
  const trunkColor = mix(color, '#8a6a45', 0.45 * (1 - ctx.theme.dark));
  let s = `<path d="${poly([...left, ...right.reverse()])}" fill="${trunkColor}"/>`;
  s += `<path d="M${n(x)} ${n(baseY)}Q${n(ctrl[0])} ${n(ctrl[1])} ${n(top[0])} ${n(top[1])}" fill="none" stroke="${darken(trunkColor, 0.25)}" stroke-width="${n(w1)}" stroke-dasharray="${n(h * 0.008)} ${n(h * 0.03)}"/>`;
  const angles = [-38, -8, 22, 55, 92, 128, 160, 190, 220];
  let fronds = '';
  for (const a0 of angles) {
    const a = a0 + rng.range(-10, 10) + lean * 20;
    const upright = Math.abs(Math.cos(a * deg)) < 0.5;
    const len = h * rng.range(0.38, 0.5) * (upright ? 0.72 : 1);
    // Small, distant palms get fewer leaflets: invisible at that size and it keeps the SVG light.
    fronds += frondPath(
      top,
      a,
      len,
      rng.range(0.45, 0.75),
      0.17,
      h < 110 * ctx.u ? 3 : h < 260 * ctx.u ? 4 : 6,
    );
  }
  s += `<path d="${fronds}" fill="${color}"/>`;
  s += `<g fill="${darken(trunkColor, 0.35)}"><circle cx="${n(top[0] - w1)}" cy="${n(top[1] + w1 * 1.2)}" r="${n(w1 * 0.8)}"/><circle cx="${n(top[0] + w1 * 0.8)}" cy="${n(top[1] + w1 * 1.4)}" r="${n(w1 * 0.75)}"/></g>`;
  return s;
}

/** Round-canopy broadleaf tree with a lit side. */
export function tree(ctx: SceneCtx, x: number, baseY: number, h: number, color: string): string {
  const { rng } = ctx;
  const tw = h * 0.06;
  const s = `<path d="M${n(x - tw)} ${n(baseY)}L${n(x - tw * 0.4)} ${n(baseY - h * 0.6)}L${n(x + tw * 0.4)} ${n(baseY - h * 0.6)}L${n(x + tw)} ${n(baseY)}Z" fill="${darken(color, 0.35)}"/>`;
  const cy = baseY - h * 0.68;
  let crown = '';
  let lit = '';
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + rng.range(0, 1);
    const r = h * rng.range(0.18, 0.26);
    const cx = x + Math.cos(a) * h * 0.16;
    const cyy = cy + Math.sin(a) * h * 0.1;
    crown += `<circle cx="${n(cx)}" cy="${n(cyy)}" r="${n(r)}"/>`;
    if (Math.sin(a) < 0.2)
      lit += `<circle cx="${n(cx - r * 0.2)}" cy="${n(cyy - r * 0.25)}" r="${n(r * 0.6)}"/>`;
  }
  const highlight = ctx.theme.dark > 0.5 ? mix(color, ctx.theme.glow, 0.12) : lighten(color, 0.16);
  return `${s}<g fill="${color}">${crown}</g><g fill="${highlight}" opacity=".7">${lit}</g>`;
}

/** Conifer silhouette as one zig-zag polygon (highland pines). */
export function pine(x: number, baseY: number, h: number, color: string): string {
  const tiers = 4;
  const pts: Pt[] = [[x, baseY - h]];
  for (let i = 1; i <= tiers; i++) {
    const y = baseY - h + (h * 0.88 * i) / tiers;
    const w = h * 0.1 + (h * 0.22 * i) / tiers;
    pts.push([x + w, y], [x + w * 0.45, y - h * 0.04]);
  }
  const right = pts.slice(1);
  const mirrored = right.map(([px, py]) => [2 * x - px, py] as Pt).reverse();
  const trunk = `M${n(x - h * 0.03)} ${n(baseY)}h${n(h * 0.06)}v${n(-h * 0.14)}h${n(-h * 0.06)}Z`;
  return `<path d="${poly([pts[0]!, ...right.slice(0, -1), [x + h * 0.04, baseY - h * 0.12], [x - h * 0.04, baseY - h * 0.12], ...mirrored.slice(1)])}${trunk}" fill="${color}"/>`;
}

/**
 * Forest canopy seen from afar: a baseline of overlapping crown bumps (large-arc arcs), filled down.
 * With `highlight`, each crown also gets a lit cap, which turns a flat band into individual trees.
 */
export function canopy(
  ctx: SceneCtx,
  baseY: number,
  rMin: number,
  rMax: number,
  color: string,
  bottom = ctx.H,
  x0 = -rMax,
  x1 = ctx.W + rMax,
  highlight?: string,
): string {
  const { rng, u } = ctx;
  let x = x0;
  let y = baseY;
  let d = `M${n(x)} ${n(bottom)}L${n(x)} ${n(y)}`;
  let caps = '';
  while (x < x1) {
    const r = rng.range(rMin, rMax) * u;
    const nx = x + r * rng.range(1.2, 1.7);
    const ny = baseY + rng.range(-0.4, 0.4) * r;
    d += `A${n(r)} ${n(r)} 0 1 1 ${n(nx)} ${n(ny)}`;
    if (highlight) {
      // Major arc: the circle centre sits above the chord, so the crown top is at centre - r.
      const half = Math.hypot(nx - x, ny - y) / 2;
      const cy = (y + ny) / 2 - Math.sqrt(Math.max(0, r * r - half * half));
      caps += `<circle cx="${n((x + nx) / 2 - r * 0.22)}" cy="${n(cy - r * 0.3)}" r="${n(r * 0.62)}"/>`;
    }
    x = nx;
    y = ny;
  }
  const body = `<path d="${d}L${n(x)} ${n(bottom)}Z" fill="${color}"/>`;
  return highlight ? `${body}<g fill="${highlight}" opacity=".55">${caps}</g>` : body;
}

/** Big broad leaf (banana / heliconia style) with a pale midrib, for framing foregrounds. */
export function bigLeaf(x: number, y: number, angle: number, len: number, color: string): string {
  const dx = Math.cos(angle * deg);
  const dy = -Math.sin(angle * deg);
  const tip: Pt = [x + dx * len, y + dy * len + len * 0.15];
  const mid: Pt = [x + dx * len * 0.5, y + dy * len * 0.5 - len * 0.05];
  const w = len * 0.22;
  const d = `M${n(x)} ${n(y)}Q${n(mid[0] - dy * w * 2)} ${n(mid[1] + dx * w * 2)} ${n(tip[0])} ${n(tip[1])}Q${n(mid[0] + dy * w * 2)} ${n(mid[1] - dx * w * 2)} ${n(x)} ${n(y)}Z`;
  const rib = `M${n(x)} ${n(y)}Q${n(mid[0])} ${n(mid[1])} ${n(tip[0])} ${n(tip[1])}`;
  return `<path d="${d}" fill="${color}"/><path d="${rib}" fill="none" stroke="${lighten(color, 0.25)}" stroke-width="${n(len * 0.012)}"/>`;
}

/** A row of bushes along a curve: round-capped zero-length dashes draw evenly spaced discs. */
export function dottedRow(d: string, size: number, gap: number, color: string): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"/>`;
}
