import { darken, lighten, mix } from '../scene-color';
import { bigLeaf } from '../scene-flora';
import { dots, linear, n, type Pt, radial, type SceneCtx } from '../scene-kit';

/** Top-down table shot. Coordinates are relative to a plate centre (x, y) and radius r. */
type Dish = (ctx: SceneCtx, x: number, y: number, r: number) => string;

const scatter = (ctx: SceneCtx, x: number, y: number, r: number, count: number): Pt[] => {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = ctx.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(ctx.rng.next()) * r;
    pts.push([x + Math.cos(a) * d, y + Math.sin(a) * d]);
  }
  return pts;
};

/** Irregular blob (rice mound, beans) as a smooth closed curve. */
function blob(ctx: SceneCtx, x: number, y: number, r: number, fill: string, lumps = 7): string {
  let d = '';
  for (let i = 0; i <= lumps; i++) {
    const a = (i / lumps) * Math.PI * 2;
    const rr = r * ctx.rng.range(0.85, 1.08);
    const px = x + Math.cos(a) * rr;
    const py = y + Math.sin(a) * rr;
    const ca = a - Math.PI / lumps;
    d +=
      i === 0
        ? `M${n(px)} ${n(py)}`
        : `Q${n(x + Math.cos(ca) * rr * 1.12)} ${n(y + Math.sin(ca) * rr * 1.12)} ${n(px)} ${n(py)}`;
  }
  return `<path d="${d}Z" fill="${fill}"/>`;
}

function plantains(ctx: SceneCtx, x: number, y: number, r: number): string {
  let s = '';
  for (let i = 0; i < 3; i++) {
    const a = ctx.rng.range(-30, 30);
    s += `<ellipse cx="${n(x + (i - 1) * r * 0.34)}" cy="${n(y)}" rx="${n(r * 0.16)}" ry="${n(r * 0.42)}" transform="rotate(${n(a)} ${n(x + (i - 1) * r * 0.34)} ${n(y)})" fill="#e39b3a" stroke="#9c4f1d" stroke-width="${n(r * 0.04)}"/>`;
  }
  return s;
}

function salad(ctx: SceneCtx, x: number, y: number, r: number): string {
  let s = blob(ctx, x, y, r, '#7cbf4a', 9) + blob(ctx, x - r * 0.1, y - r * 0.1, r * 0.7, '#a4d65e', 8);
  for (const [tx, ty] of scatter(ctx, x, y, r * 0.55, 3)) {
    s += `<circle cx="${n(tx)}" cy="${n(ty)}" r="${n(r * 0.26)}" fill="#e23b2e"/><circle cx="${n(tx)}" cy="${n(ty)}" r="${n(r * 0.17)}" fill="#f26b54"/>`;
  }
  return s + dots(scatter(ctx, x, y, r * 0.7, 10), r * 0.06, '#f1f7d0');
}

/** Casado: rice, black beans, fried plantains, salad and grilled meat around one plate. */
const casado: Dish = (ctx, x, y, r) => {
  const k = r * 0.5;
  let s =
    blob(ctx, x - k * 0.7, y - k * 0.6, k * 0.75, '#f7f2e4') +
    dots(scatter(ctx, x - k * 0.7, y - k * 0.6, k * 0.6, 40), k * 0.06, '#e8e0cc');
  s +=
    blob(ctx, x + k * 0.7, y - k * 0.65, k * 0.62, '#3a2421') +
    dots(scatter(ctx, x + k * 0.7, y - k * 0.65, k * 0.5, 20), k * 0.09, '#5c3a33');
  s += plantains(ctx, x - k * 0.75, y + k * 0.65, k);
  s += salad(ctx, x + k * 0.75, y + k * 0.7, k * 0.55);
  s += `<rect x="${n(x - k * 0.35)}" y="${n(y - k * 0.2)}" width="${n(k * 0.8)}" height="${n(k * 0.55)}" rx="${n(k * 0.15)}" fill="#8a4b2a" transform="rotate(-12 ${n(x)} ${n(y)})"/>`;
  return s;
};

/** Ceviche in a bowl: white fish cubes, red onion, cilantro and lime. */
const ceviche: Dish = (ctx, x, y, r) => {
  let s = `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="#f4f0e6"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.68)}" fill="#f3e7c4"/>`;
  for (const [cx, cy] of scatter(ctx, x, y, r * 0.52, 16)) {
    const sz = r * 0.14;
    s += `<rect x="${n(cx - sz / 2)}" y="${n(cy - sz / 2)}" width="${n(sz)}" height="${n(sz)}" rx="${n(sz * 0.25)}" fill="#fbf8f1" transform="rotate(${n(ctx.rng.range(0, 90))} ${n(cx)} ${n(cy)})"/>`;
  }
  let onion = '';
  for (const [ox, oy] of scatter(ctx, x, y, r * 0.5, 6))
    onion += `M${n(ox)} ${n(oy)}a${n(r * 0.1)} ${n(r * 0.1)} 0 0 1 ${n(r * 0.16)} ${n(r * 0.05)}`;
  s +=
    `<path d="${onion}" stroke="#9b2d6b" stroke-width="${n(r * 0.03)}" fill="none"/>` +
    dots(scatter(ctx, x, y, r * 0.55, 18), r * 0.05, '#3f8f3a');
  return s + lime(x + r * 0.62, y - r * 0.45, r * 0.22);
};

/** Tropical fruit platter: watermelon, papaya, pineapple. */
const fruit: Dish = (ctx, x, y, r) => {
  let s = '';
  for (let i = 0; i < 4; i++) {
    const a = i * 90 + ctx.rng.range(-10, 10);
    s += `<g transform="rotate(${n(a)} ${n(x)} ${n(y)})"><path d="M${n(x + r * 0.15)} ${n(y)}L${n(x + r * 0.8)} ${n(y - r * 0.22)}A${n(r * 0.3)} ${n(r * 0.3)} 0 0 1 ${n(x + r * 0.8)} ${n(y + r * 0.22)}Z" fill="#e8434f" stroke="#3c8d3a" stroke-width="${n(r * 0.05)}"/></g>`;
    const b = a + 45;
    s += `<g transform="rotate(${n(b)} ${n(x)} ${n(y)})"><path d="M${n(x + r * 0.25)} ${n(y - r * 0.08)}Q${n(x + r * 0.55)} ${n(y - r * 0.25)} ${n(x + r * 0.82)} ${n(y - r * 0.06)}L${n(x + r * 0.82)} ${n(y + r * 0.08)}Q${n(x + r * 0.55)} ${n(y - r * 0.08)} ${n(x + r * 0.25)} ${n(y + r * 0.06)}Z" fill="#f5893a"/></g>`;
  }
  s += dots(scatter(ctx, x, y, r * 0.7, 16), r * 0.03, '#2a1a1a');
  for (const [px, py] of scatter(ctx, x, y, r * 0.22, 5))
    s += `<rect x="${n(px - r * 0.08)}" y="${n(py - r * 0.08)}" width="${n(r * 0.16)}" height="${n(r * 0.16)}" rx="${n(r * 0.03)}" fill="#f7d44c"/>`;
  return s;
};

/** Gallo pinto breakfast: speckled rice and beans, fried egg, tortilla and sour cream. */
const pinto: Dish = (ctx, x, y, r) => {
  const k = r * 0.5;
  let s =
    blob(ctx, x - k * 0.4, y - k * 0.2, k * 0.95, '#b89f86') +
    dots(scatter(ctx, x - k * 0.4, y - k * 0.2, k * 0.85, 60), k * 0.08, '#3a2421');
  s +=
    blob(ctx, x + k * 0.75, y - k * 0.55, k * 0.55, '#fffdf6', 9) +
    `<circle cx="${n(x + k * 0.72)}" cy="${n(y - k * 0.55)}" r="${n(k * 0.22)}" fill="#f7b32b"/>`;
  s +=
    `<circle cx="${n(x + k * 0.65)}" cy="${n(y + k * 0.75)}" r="${n(k * 0.5)}" fill="#ecd9a8"/>` +
    dots(scatter(ctx, x + k * 0.65, y + k * 0.75, k * 0.4, 8), k * 0.1, '#c7a268', 0.8);
  return (
    s +
    `<circle cx="${n(x - k * 0.5)}" cy="${n(y + k * 0.8)}" r="${n(k * 0.25)}" fill="#fbfaf5"/>` +
    plantains(ctx, x - k * 0.1, y + k * 0.85, k * 0.5)
  );
};

function lime(x: number, y: number, r: number): string {
  let spokes = '';
  for (let i = 0; i < 8; i++)
    spokes += `M${n(x)} ${n(y)}l${n(Math.cos((i * Math.PI) / 4) * r * 0.8)} ${n(Math.sin((i * Math.PI) / 4) * r * 0.8)}`;
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#6aa84f"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.85)}" fill="#c9e67a"/><path d="${spokes}" stroke="#eef7c8" stroke-width="${n(r * 0.08)}"/>`;
}

/** Fresh fruit juice seen from above: glass rim, juice, a straw and a lime slice. */
function juice(x: number, y: number, r: number, color: string): string {
  return `<circle cx="${n(x + r * 0.1)}" cy="${n(y + r * 0.12)}" r="${n(r * 1.05)}" fill="#000" opacity=".15"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#eef6f7" opacity=".9"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="${color}"/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.25)}" fill="#fff" opacity=".35"/><path d="M${n(x + r * 0.2)} ${n(y - r * 0.1)}l${n(r * 1.1)} ${n(-r * 0.9)}" stroke="#f1f1f1" stroke-width="${n(r * 0.14)}" stroke-linecap="round"/>`;
}

function coffeeCup(x: number, y: number, r: number): string {
  return `<circle cx="${n(x + r * 0.1)}" cy="${n(y + r * 0.12)}" r="${n(r * 1.45)}" fill="#000" opacity=".18"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.4)}" fill="#f7f5f0"/><rect x="${n(x + r * 0.8)}" y="${n(y - r * 0.18)}" width="${n(r * 0.8)}" height="${n(r * 0.36)}" rx="${n(r * 0.18)}" fill="#ecebe6"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#ecebe6"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.82)}" fill="#4a2a17"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.6)}" fill="none" stroke="#b07a4c" stroke-width="${n(r * 0.12)}" opacity=".7"/>`;
}

export function renderFood(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  // Table surface cycles through warm wood, dark wood, pale wood and painted slate.
  const wood = [t.land, '#6e4630', '#caa57a', '#56707a'][Math.floor(ctx.variant / 2) % 4]!;
  // Table: planks with a few grain lines; light falls from the top-left.
  let s = `<rect width="${W}" height="${H}" fill="${linear(
    ctx,
    [
      [0, lighten(wood, 0.12)],
      [1, darken(wood, 0.18)],
    ],
    0,
    0,
    W,
    H,
  )}"/>`;
  let seams = '';
  let grain = '';
  for (let y = rng.range(60, 160) * u; y < H; y += rng.range(160, 240) * u) {
    seams += `M0 ${n(y)}H${W}`;
    for (let g = 0; g < 3; g++)
      grain += `M${n(rng.range(-100, W))} ${n(y - rng.range(20, 140) * u)}h${n(rng.range(200, 700) * u)}`;
  }
  s += `<path d="${seams}" stroke="${darken(wood, 0.35)}" stroke-width="${n(4 * u)}"/><path d="${grain}" stroke="${darken(wood, 0.15)}" stroke-width="${n(3 * u)}" stroke-linecap="round" opacity=".6"/>`;
  // A placemat or banana leaf under the plate, cycling by variant.
  const cx = W / 2 + rng.range(-120, 60) * u;
  const cy = H / 2 + rng.range(-40, 40) * u;
  const r = 400 * u;
  // Plates stay neutral whatever the palette: tinted crockery makes food look off.
  const plate = ctx.variant % 4 === 3 ? '#f1e6d2' : '#f4f3ef';
  if (ctx.variant % 2 === 0) s += bigLeaf(cx - r * 1.6, cy + r * 0.5, rng.range(10, 25), r * 3.2, '#3d8b3d');
  else
    s += `<rect x="${n(cx - r * 1.3)}" y="${n(cy - r * 1.15)}" width="${n(r * 2.6)}" height="${n(r * 2.3)}" rx="${n(20 * u)}" fill="${lighten(t.accent, 0.25)}" transform="rotate(${n(rng.range(-6, 6))} ${n(cx)} ${n(cy)})"/>`;
  s += `<circle cx="${n(cx + 18 * u)}" cy="${n(cy + 22 * u)}" r="${n(r)}" fill="#000" opacity=".2"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${plate}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="${radial(
    ctx,
    [
      [0, '#ffffff'],
      [1, darken(plate, 0.05)],
    ],
    cx - r * 0.3,
    cy - r * 0.3,
    r * 1.2,
  )}"/>`;
  const dishes = [casado, pinto, ceviche, fruit];
  s += dishes[ctx.variant % dishes.length]!(ctx, cx, cy, r * 0.9);
  // Sides: coffee, lime, cutlery on a napkin, scattered on the free side of the table.
  const side = cx < W / 2 ? 1 : -1;
  if (ctx.variant % 3 === 2)
    s += juice(cx + side * r * 1.55, cy - r * 0.55, 90 * u, rng.pick(['#f4a340', '#ef476f', '#ffd166']));
  else s += coffeeCup(cx + side * r * 1.55, cy - r * 0.55, 95 * u);
  s += lime(cx + side * r * 1.4, cy + r * 0.65, 60 * u) + lime(cx + side * r * 1.62, cy + r * 0.5, 52 * u);
  const nx = cx - side * r * 1.35;
  s += `<rect x="${n(nx - 90 * u)}" y="${n(cy - 300 * u)}" width="${n(180 * u)}" height="${n(560 * u)}" rx="${n(10 * u)}" fill="${mix(t.accent2, '#ffffff', 0.35)}"/><path d="M${n(nx - 30 * u)} ${n(cy - 250 * u)}V${n(cy + 230 * u)}M${n(nx + 35 * u)} ${n(cy - 250 * u)}V${n(cy + 230 * u)}" stroke="#c9ccd1" stroke-width="${n(18 * u)}" stroke-linecap="round"/>`;
  s += `<path d="M${n(nx - 30 * u)} ${n(cy - 250 * u)}v${n(120 * u)}" stroke="#c9ccd1" stroke-width="${n(42 * u)}" stroke-dasharray="${n(6 * u)} ${n(6 * u)}" stroke-linecap="butt"/>`;
  return s;
}
