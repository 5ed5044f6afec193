import { darken, lighten } from './scene-color';
import { n } from './scene-kit';

/** Small sailboat resting on the waterline at (x, y), `s` units tall. */
export function sailboat(x: number, y: number, s: number, hull: string, sail: string): string {
  const hullD = `M${n(x - s * 0.5)} ${n(y - s * 0.1)}H${n(x + s * 0.52)}L${n(x + s * 0.36)} ${n(y)}H${n(x - s * 0.4)}Z`;
  const main = `M${n(x + s * 0.02)} ${n(y - s)}V${n(y - s * 0.16)}H${n(x + s * 0.42)}Z`;
  const jib = `M${n(x - s * 0.02)} ${n(y - s * 0.86)}V${n(y - s * 0.16)}H${n(x - s * 0.34)}Z`;
  return `<path d="${hullD}" fill="${hull}"/><path d="${main}" fill="${sail}"/><path d="${jib}" fill="${darken(sail, 0.08)}"/>`;
}

/** Open fibreglass "panga" with a sun canopy, the classic island-hopping boat; `s` is its length. */
export function panga(x: number, y: number, s: number, hull: string, roof: string, flip = false): string {
  const k = flip ? -1 : 1;
  const hullD = `M${n(x - k * s * 0.5)} ${n(y - s * 0.1)}L${n(x + k * s * 0.5)} ${n(y - s * 0.16)}L${n(x + k * s * 0.38)} ${n(y)}L${n(x - k * s * 0.46)} ${n(y)}Z`;
  const stripe = `M${n(x - k * s * 0.49)} ${n(y - s * 0.06)}L${n(x + k * s * 0.45)} ${n(y - s * 0.1)}`;
  const posts = `M${n(x - k * s * 0.25)} ${n(y - s * 0.1)}v${n(-s * 0.22)}M${n(x + k * s * 0.15)} ${n(y - s * 0.12)}v${n(-s * 0.22)}`;
  const roofD = `M${n(x - k * s * 0.32)} ${n(y - s * 0.32)}L${n(x + k * s * 0.22)} ${n(y - s * 0.35)}L${n(x + k * s * 0.2)} ${n(y - s * 0.3)}L${n(x - k * s * 0.3)} ${n(y - s * 0.28)}Z`;
  return `<path d="${posts}" stroke="${darken(hull, 0.4)}" stroke-width="${n(s * 0.012)}"/><path d="${roofD}" fill="${roof}"/><path d="${hullD}" fill="${hull}"/><path d="${stripe}" stroke="${roof}" stroke-width="${n(s * 0.025)}"/>`;
}

/** Dugout canoe with a paddler: a thin crescent, a seated figure and the paddle. */
export function canoe(x: number, y: number, s: number, wood: string, figure: string): string {
  const hull = `M${n(x - s / 2)} ${n(y - s * 0.05)}Q${n(x)} ${n(y + s * 0.09)} ${n(x + s / 2)} ${n(y - s * 0.06)}Q${n(x)} ${n(y + s * 0.02)} ${n(x - s / 2)} ${n(y - s * 0.05)}Z`;
  const body = `M${n(x - s * 0.08)} ${n(y - s * 0.005)}L${n(x - s * 0.06)} ${n(y - s * 0.13)}L${n(x + s * 0.01)} ${n(y - s * 0.13)}L${n(x + s * 0.03)} ${n(y - s * 0.005)}Z`;
  const paddle = `M${n(x + s * 0.12)} ${n(y - s * 0.2)}L${n(x - s * 0.02)} ${n(y + s * 0.08)}`;
  return `<path d="${paddle}" stroke="${darken(wood, 0.3)}" stroke-width="${n(s * 0.012)}"/><path d="${body}" fill="${figure}"/><circle cx="${n(x - s * 0.025)}" cy="${n(y - s * 0.165)}" r="${n(s * 0.032)}" fill="${figure}"/><path d="${hull}" fill="${wood}"/>`;
}

/** Striped beach umbrella planted at (x, y). */
export function umbrella(x: number, y: number, s: number, color: string, tilt = 0): string {
  const top = `translate(${n(x)} ${n(y)}) rotate(${n(tilt)})`;
  const r = s * 0.45;
  const dome = `M${n(-r)} ${n(-s * 0.8)}Q0 ${n(-s * 1.25)} ${n(r)} ${n(-s * 0.8)}Z`;
  const stripes = `M${n(-r * 0.35)} ${n(-s * 0.8)}Q${n(-r * 0.1)} ${n(-s * 1.1)} 0 ${n(-s * 1.02)}Q${n(r * 0.1)} ${n(-s * 1.1)} ${n(r * 0.35)} ${n(-s * 0.8)}Z`;
  return `<g transform="${top}"><path d="M0 0V${n(-s * 0.98)}" stroke="${darken(color, 0.5)}" stroke-width="${n(s * 0.025)}"/><path d="${dome}" fill="${color}"/><path d="${stripes}" fill="${lighten(color, 0.85)}"/></g>`;
}

/** Simple house: wall, hipped tile roof and a door; used for fincas and shore villages. */
export function house(x: number, y: number, w: number, h: number, wall: string, roof: string): string {
  const roofD = `M${n(x - w * 0.08)} ${n(y - h)}L${n(x + w * 0.2)} ${n(y - h * 1.55)}H${n(x + w * 0.8)}L${n(x + w * 1.08)} ${n(y - h)}Z`;
  return `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/><path d="${roofD}" fill="${roof}"/><rect x="${n(x + w * 0.42)}" y="${n(y - h * 0.62)}" width="${n(w * 0.16)}" height="${n(h * 0.62)}" fill="${darken(roof, 0.35)}"/><rect x="${n(x + w * 0.12)}" y="${n(y - h * 0.62)}" width="${n(w * 0.16)}" height="${n(h * 0.28)}" fill="${darken(wall, 0.4)}"/><rect x="${n(x + w * 0.72)}" y="${n(y - h * 0.62)}" width="${n(w * 0.16)}" height="${n(h * 0.28)}" fill="${darken(wall, 0.4)}"/>`;
}
