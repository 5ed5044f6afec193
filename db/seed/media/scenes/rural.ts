import { darken, lighten, mix } from '../scene-color';
import { bigLeaf, tree } from '../scene-flora';
import { dots, hillPoints, landAt, n, type Pt, type SceneCtx, smoothArea, smoothLine } from '../scene-kit';
import { house } from '../scene-props';
import { birds, clouds, sky, sun, sunPosition } from '../scene-sky';

/** One rolling hill of the plantation, striped with contour rows of coffee bushes. */
function coffeeHill(ctx: SceneCtx, y: number, amp: number, depth: number, bush: number): string {
  const { H, u } = ctx;
  const pts = hillPoints(ctx, y, amp, 4);
  const d = smoothArea(pts, H);
  const id = ctx.id('c');
  const soil = landAt(ctx, depth, mix(ctx.theme.land, '#8c6a3c', 0.35));
  const green = landAt(ctx, depth, mix(ctx.theme.land, '#2f6e2a', 0.55));
  let rows = '';
  for (let off = bush * 0.7; off < H - y + amp; off += bush * 1.75)
    rows += smoothLine(pts.map(([x, py]) => [x, py + off] as Pt));
  // Rows are defined once and drawn twice through <use>: dark hedges, then a lit top edge.
  const rowId = ctx.id('p');
  ctx.defs.push(`<path id="${rowId}" d="${rows}" fill="none" stroke-linecap="round"/>`);
  const lit = lighten(green, 0.2 * (1 - ctx.theme.dark));
  const hedge = `<use href="#${rowId}" stroke="${green}" stroke-width="${n(bush)}" stroke-dasharray="0 ${n(bush * 0.8)}"/><use href="#${rowId}" transform="translate(0 ${n(-bush * 0.25)})" stroke="${lit}" stroke-width="${n(bush * 0.5)}" stroke-dasharray="0 ${n(bush * 0.8)}"/>`;
  const ridge =
    depth > 0.5
      ? ''
      : `<path d="${smoothLine(pts)}" stroke="${lighten(green, 0.2)}" stroke-width="${n(3 * u)}" fill="none" opacity=".5"/>`;
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><path d="${d}" fill="${soil}"/><g clip-path="url(#${id})">${hedge}</g>${ridge}`;
}

export function renderCoffee(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.36, 0.46);
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon, sunPosition(ctx, horizon)) +
    clouds(ctx, rng.int(2, 4), horizon * 0.1, horizon * 0.6);
  s += `<path d="${smoothArea(hillPoints(ctx, horizon, 150 * u, 5), H)}" fill="${landAt(ctx, 0.85, mix(t.land, '#4a6b8a', 0.4))}"/>`;
  s += `<path d="${smoothArea(hillPoints(ctx, horizon + 50 * u, 90 * u, 6), H)}" fill="${landAt(ctx, 0.65)}"/>`;
  const hills = [
    { y: horizon + 130 * u, amp: 80 * u, depth: 0.45, bush: 14 * u },
    { y: H * 0.66, amp: 110 * u, depth: 0.22, bush: 24 * u },
    { y: H * 0.84, amp: 90 * u, depth: 0, bush: 40 * u },
  ];
  for (const [i, h] of hills.entries()) {
    s += coffeeHill(ctx, h.y, h.amp, h.depth, h.bush);
    // Shade trees (guava, banana) dot the plantation: part of how coffee is grown here.
    for (let k = 0; k < rng.int(1, 3); k++)
      s += tree(
        ctx,
        W * rng.range(0.05, 0.95),
        h.y - h.amp * 0.3 + 40 * u * i,
        (110 + i * 90) * u,
        landAt(ctx, h.depth, mix(t.land, '#2f6e2a', 0.7)),
      );
    if (i === 0)
      s += house(
        W * rng.range(0.15, 0.75),
        h.y - h.amp * 0.5,
        120 * u,
        60 * u,
        landAt(ctx, 0.3, '#f4efe6'),
        landAt(ctx, 0.3, '#b5523b'),
      );
  }
  // Close-up branch with ripe red cherries in a lower corner.
  const side = rng.chance(0.5) ? 1 : 0;
  const bx = side ? W * 1.02 : -W * 0.02;
  const by = H * rng.range(0.72, 0.82);
  const leaf = mix('#245c2a', t.shade, t.dark * 0.7);
  let branch = `<path d="M${n(bx)} ${n(by)}q${n((side ? -1 : 1) * 200 * u)} ${n(-30 * u)} ${n((side ? -1 : 1) * 380 * u)} ${n(40 * u)}" stroke="${mix('#6b4b2f', t.shade, t.dark)}" stroke-width="${n(10 * u)}" fill="none"/>`;
  const cherries: Pt[] = [];
  for (let k = 0; k < 4; k++) {
    const x = bx + (side ? -1 : 1) * (60 + k * 85) * u;
    const y = by + (k * 10 - 8) * u;
    branch += bigLeaf(
      x,
      y,
      side ? rng.range(190, 250) : rng.range(-70, -10),
      170 * u,
      k % 2 ? leaf : lighten(leaf, 0.1),
    );
    branch += bigLeaf(x, y, side ? rng.range(100, 160) : rng.range(20, 80), 150 * u, lighten(leaf, 0.05));
    for (let c = 0; c < 5; c++) cherries.push([x + rng.range(-18, 18) * u, y + rng.range(-10, 14) * u]);
  }
  s +=
    branch +
    dots(cherries, 22 * u, mix(t.accent, t.shade, t.dark * 0.4)) +
    dots(
      cherries.map(([x, y]) => [x - 4 * u, y - 4 * u] as Pt),
      6 * u,
      '#ffffff',
      0.5,
    );
  if (t.tod !== 'dusk')
    s += birds(ctx, rng.int(2, 4), W * 0.5, horizon * 0.4, 140 * u, darken(t.sky[0], 0.35));
  return s;
}

/** Saguaro-style cactus drawn as fat round-capped strokes. */
function cactus(x: number, y: number, h: number, color: string, left: boolean, right: boolean): string {
  const w = h * 0.13;
  let d = `M${n(x)} ${n(y)}V${n(y - h)}`;
  if (left) d += `M${n(x)} ${n(y - h * 0.45)}h${n(-h * 0.22)}v${n(-h * 0.3)}`;
  if (right) d += `M${n(x)} ${n(y - h * 0.6)}h${n(h * 0.2)}v${n(-h * 0.22)}`;
  return `<path d="${d}" stroke="${color}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/><path d="M${n(x - w * 0.15)} ${n(y)}V${n(y - h)}" stroke="${lighten(color, 0.15)}" stroke-width="${n(w * 0.2)}" opacity=".6"/>`;
}

export function renderDesert(ctx: SceneCtx): string {
  const { W, H, u, rng, theme: t } = ctx;
  const horizon = H * rng.range(0.54, 0.64);
  const sp = sunPosition(ctx, horizon);
  let s =
    sky(ctx, horizon) +
    sun(ctx, horizon, sp ? { ...sp, r: sp.r * 1.3 } : null) +
    clouds(ctx, rng.int(0, 2), horizon * 0.1, horizon * 0.4);
  // Flat-topped mesas far away.
  let mesas = '';
  for (let i = 0; i < rng.int(2, 3); i++) {
    const x = W * rng.range(0, 0.9);
    const w = rng.range(160, 380) * u;
    const h = rng.range(60, 160) * u;
    mesas += `M${n(x - w * 0.2)} ${n(horizon + 4)}L${n(x)} ${n(horizon - h)}H${n(x + w)}L${n(x + w * 1.2)} ${n(horizon + 4)}Z`;
  }
  s += `<path d="${mesas}" fill="${landAt(ctx, 0.55, mix(t.land, '#a85a35', 0.45))}"/>`;
  // Dunes: overlapping bell shapes, each split by its crest line into a lit face and a shadow face.
  const lightFromLeft = (sp?.x ?? W / 2) < W / 2;
  for (let i = 0; i < 4; i++) {
    const base = horizon + (H - horizon) * (0.12 + i * 0.26);
    const lit = landAt(ctx, 0.55 - i * 0.18, lighten(t.land, 0.1 - i * 0.03));
    const dark = darken(mix(lit, mix(t.shade, '#7a3f2a', 0.5), 0.3), 0.08);
    s += `<rect y="${n(base - 2)}" width="${W}" height="${n(H - base + 2)}" fill="${lit}"/>`;
    let x = -W * rng.range(0.05, 0.25);
    while (x < W * 1.1) {
      const a = rng.range(260, 520) * u * (1 + i * 0.3);
      const b = a * rng.range(0.7, 1.2);
      const h = rng.range(70, 150) * u * (1 + i * 0.45);
      const px = x + a;
      const py = base - h;
      const outline = `M${n(x)} ${n(base)}C${n(x + a * 0.5)} ${n(base)} ${n(px - a * 0.3)} ${n(py)} ${n(px)} ${n(py)}C${n(px + b * 0.3)} ${n(py)} ${n(px + b * 0.5)} ${n(base)} ${n(px + b)} ${n(base)}Z`;
      // The razor crest sweeps down the windward face; the lee side beyond it is in shade.
      const k = lightFromLeft ? 1 : -1;
      const foot = lightFromLeft ? px + b : x;
      const ridge = `M${n(px)} ${n(py)}C${n(px - k * a * 0.05)} ${n(py + h * 0.45)} ${n(px - k * a * 0.35)} ${n(base - h * 0.2)} ${n(px - k * a * 0.25)} ${n(base)}L${n(foot)} ${n(base)}Z`;
      const id = ctx.id('c');
      s += `<clipPath id="${id}"><path d="${outline}"/></clipPath><path d="${outline}" fill="${lit}"/><path d="${ridge}" fill="${dark}" clip-path="url(#${id})"/>`;
      x += a + b * rng.range(0.4, 0.8);
    }
  }
  const green = mix('#3f8f5b', t.shade, t.dark * 0.8);
  for (let i = 0; i < rng.int(2, 4); i++) {
    const near = i === 0;
    s += cactus(
      W * rng.range(0.05, 0.95),
      H * (near ? rng.range(0.93, 0.99) : rng.range(0.8, 0.88)),
      (near ? rng.range(300, 420) : rng.range(90, 160)) * u,
      near ? green : landAt(ctx, 0.3, green),
      rng.chance(0.8),
      rng.chance(0.7),
    );
  }
  const shrubs: Pt[] = [];
  for (let i = 0; i < 14; i++)
    shrubs.push([W * rng.range(0, 1), horizon + (H - horizon) * rng.range(0.15, 1)]);
  s += dots(shrubs, 16 * u, darken(mix(t.land, '#5a6b3a', 0.6), 0.2), 0.8);
  return s;
}
