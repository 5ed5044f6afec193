/**
 * The street-level tile source of the pickup map (README.md § Environment, `MAP_TILES_URL`): an XYZ raster
 * template the site's operator chooses, self-hosted or a provider. Pure, shared by the server (which
 * checks the setting at start-up and opens its origin in the pages' CSP) and the browser (which draws the
 * tiles). Unset, the pickup map stays the offline country outline.
 */

/** What the browser needs to draw the tiles; the root loader hands it to every page (null when unset). */
export interface MapTilesConfig {
  /** `https://tiles.example/{z}/{x}/{y}.png`, or a path on this site such as `/tiles/{z}/{x}/{y}.png`. */
  url: string;
  /** The credit the tile source requires, shown under the map as plain text. */
  attribution: string;
  /** The deepest zoom the source has (street level is about 16–19). */
  maxZoom: number;
}

const PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

/** Why a template is refused, or null when it is one the map can use. */
export function mapTilesUrlProblem(template: string): string | null {
  for (const placeholder of PLACEHOLDERS)
    if (!template.includes(placeholder)) return `must contain ${PLACEHOLDERS.join(', ')}`;
  // Only the three placeholders (and Leaflet's {s}/{r}, which need options we do not offer) are filled in.
  const others = template
    .match(/\{[^}]*\}/g)
    ?.filter((part) => !(PLACEHOLDERS as readonly string[]).includes(part));
  if (others && others.length > 0) return `has placeholders other than {z}, {x}, {y}: ${others.join(' ')}`;
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const origin = mapTilesOrigin(template);
  if (!origin) return 'must be an http(s) URL or a path on this site starting with /';
  return null;
}

/**
 * The origin the browser fetches tiles from, for the pages' CSP (img-src, connect-src); null for a path
 * on this site (already allowed as 'self') or a template that is not http(s).
 */
export function mapTilesOrigin(template: string): string | null {
  try {
    const url = new URL(template.replaceAll('{', '').replaceAll('}', ''));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin;
  } catch {
    return null;
  }
}
