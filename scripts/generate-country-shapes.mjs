// Generates common/map/country-shapes.json (and its frames, country-frames.json): one small, pre-projected
// SVG map per booking country, so the experience page can draw "where this happens" with no tile server and
// no geo library at run time. Run after changing the views below: `node scripts/generate-country-shapes.mjs`
// (dev dependencies only: world-atlas, topojson-client, d3-geo). `--check` writes nothing and exits 1 when
// the file is stale. common/map/map-projection.ts repeats the Mercator math at run time to place pins.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { geoArea, geoBounds, geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';

const CHECK = process.argv.includes('--check');
const OUTPUT = new URL('../common/map/country-shapes.json', import.meta.url);
const FRAMES_OUTPUT = new URL('../common/map/country-frames.json', import.meta.url);
const WIDTH = 1000;
/** Room around the country, in viewBox units: enough to show the neighbours it borders. */
const MARGIN = 60;
/** Height / width limits: very wide (Puerto Rico) or tall countries still fit a card-like frame. */
const MIN_ASPECT = 0.5;
const MAX_ASPECT = 1.25;
/** Douglas–Peucker tolerance in viewBox units: the map is shown ~500 px wide, so 0.4 is under a pixel. */
const TOLERANCE = 0.4;
/** Neighbour specks (other countries' cays) smaller than this many units are dropped. */
const MIN_NEIGHBOUR_RING = 1.5;

/**
 * ISO alpha-2 → ISO 3166 numeric id in world-atlas. `focus` limits the fitted area (lon/lat box) when an
 * outlying island would shrink the mainland to a corner; islands outside the focus are clipped away.
 * 10m for every country: 50m drops Culebra (a Puerto Rico destination), San Andrés and most of Panama's
 * islands, and is too coarse for El Salvador's coast.
 */
const VIEWS = [
  { iso: 'PA', id: '591' },
  // San Andrés and Providencia stay in view: San Andrés is a seeded destination. Malpelo fits as well.
  { iso: 'CO', id: '170' },
  { iso: 'DO', id: '214' },
  { iso: 'GT', id: '320' },
  // Isla del Coco lies 500 km offshore; fitting it would leave the mainland a quarter of the frame, and
  // trips there leave from Puntarenas, on the mainland.
  {
    iso: 'CR',
    id: '188',
    focus: [
      [-86.5, 7.5],
      [-82, 11.5],
    ],
  },
  { iso: 'PR', id: '630' },
  { iso: 'SV', id: '222' },
];

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
const polygonsOf = (geometry) =>
  geometry?.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry?.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];

// d3 reads a ring's winding as inside/outside; a few 10m islets (the Maldives) are wound the other way and
// would fill the whole sphere, i.e. every frame. No real polygon covers a hemisphere, so drop those.
const countries = feature(topology, topology.objects.countries).features.map((f) => {
  const coordinates = polygonsOf(f.geometry).filter(
    (p) => geoArea({ type: 'Polygon', coordinates: p }) < 2 * Math.PI,
  );
  return { ...f, geometry: { type: 'MultiPolygon', coordinates } };
});

/** The part of a country used to fit the view: every polygon, or those whose bounds sit inside `focus`. */
function fitGeometry(country, focus) {
  if (!focus) return country;
  const [[west, south], [east, north]] = focus;
  const kept = polygonsOf(country.geometry).filter((polygon) => {
    const [[x0, y0], [x1, y1]] = geoBounds({ type: 'Polygon', coordinates: polygon });
    return x0 >= west && x1 <= east && y0 >= south && y1 <= north;
  });
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept } };
}

/** Projection fitted to the country plus MARGIN, with scale and translate rounded as they are stored. */
function fitView(fit) {
  const unit = geoMercator().scale(1).translate([0, 0]);
  const [[x0, y0], [x1, y1]] = geoPath(unit).bounds(fit);
  const contentHeight = ((y1 - y0) / (x1 - x0)) * (WIDTH - 2 * MARGIN);
  const height = Math.round(
    Math.min(Math.max(contentHeight + 2 * MARGIN, MIN_ASPECT * WIDTH), MAX_ASPECT * WIDTH),
  );
  const projection = geoMercator().fitExtent(
    [
      [MARGIN, MARGIN],
      [WIDTH - MARGIN, height - MARGIN],
    ],
    fit,
  );
  // Rounding before drawing keeps the paths and map-projection.ts (which reads the stored numbers) in step.
  const scale = Math.round(projection.scale() * 100) / 100;
  const translate = projection.translate().map((v) => Math.round(v * 100) / 100);
  projection.scale(scale).translate(translate);
  // Clip a little outside the frame so neighbours' cut edges (and their strokes) fall off-screen.
  projection.clipExtent([
    [-5, -5],
    [WIDTH + 5, height + 5],
  ]);
  return { projection, height, stored: { scale, translate } };
}

/** Collects projected, clipped rings through geoPath's canvas-like context interface. */
function projectRings(projection, geo) {
  const rings = [];
  let ring = null;
  geoPath(projection, {
    moveTo(x, y) {
      ring = [[x, y]];
      rings.push(ring);
    },
    lineTo(x, y) {
      ring.push([x, y]);
    },
    closePath() {},
    arc() {},
  })(geo);
  return rings;
}

/** Squared distance from p to segment ab. */
function segmentDistance2([px, py], [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
  const ex = px - (ax + t * dx);
  const ey = py - (ay + t * dy);
  return ex * ex + ey * ey;
}

/** Iterative Douglas–Peucker on an open ring (first point not repeated). */
function simplify(points) {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    let worst = 0;
    let index = -1;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance2(points[i], points[first], points[last]);
      if (d > worst) [worst, index] = [d, i];
    }
    if (index !== -1 && worst > TOLERANCE * TOLERANCE) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Tenths of a unit, written without a leading zero ("-.5") to keep the JSON small. */
const number = (tenths) => (tenths / 10).toString().replace(/^(-?)0\./, '$1.');

/** Joins numbers with the fewest separators the SVG path grammar allows. */
function joinNumbers(values) {
  let out = '';
  for (const value of values) {
    const needsSpace =
      out !== '' &&
      !value.startsWith('-') &&
      !(value.startsWith('.') && /\.\d*$/.test(out.split(/[-\s]/).pop()));
    out += (needsSpace ? ' ' : '') + value;
  }
  return out;
}

/** One path: each ring as an absolute M, then relative l steps in tenths (no drift from rounding). */
function toPath(rings, minSize) {
  let d = '';
  for (const raw of rings) {
    const xs = raw.map(([x]) => x);
    const ys = raw.map(([, y]) => y);
    const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    if (size < minSize) continue;
    const open =
      raw.length > 1 && raw[0][0] === raw.at(-1)[0] && raw[0][1] === raw.at(-1)[1] ? raw.slice(0, -1) : raw;
    const tenths = simplify(open).map(([x, y]) => [Math.round(x * 10), Math.round(y * 10)]);
    const steps = [];
    for (let i = 1; i < tenths.length; i++) {
      const dx = tenths[i][0] - tenths[i - 1][0];
      const dy = tenths[i][1] - tenths[i - 1][1];
      if (dx !== 0 || dy !== 0) steps.push(number(dx), number(dy));
    }
    if (steps.length < 4) continue; // fewer than three corners: nothing to see
    d += `M${joinNumbers([number(tenths[0][0]), number(tenths[0][1])])}l${joinNumbers(steps)}z`;
  }
  return d;
}

const shapes = {};
for (const { iso, id, focus } of VIEWS) {
  const country = countries.find((f) => f.id === id);
  if (!country) throw new Error(`world-atlas has no country ${id} (${iso})`);
  const { projection, height, stored } = fitView(fitGeometry(country, focus));
  // Only countries whose bounds reach the frame: the clip handles the rest, this just saves time.
  const [[west, south], [east, north]] = [projection.invert([0, height]), projection.invert([WIDTH, 0])];
  const neighbours = countries.filter((f) => {
    if (f.id === id || f.geometry.coordinates.length === 0) return false;
    const [[x0, y0], [x1, y1]] = geoBounds(f);
    return x1 >= west && x0 <= east && y1 >= south && y0 <= north;
  });
  const shown = neighbours.map((f) => ({
    name: f.properties.name,
    d: toPath(projectRings(projection, f), MIN_NEIGHBOUR_RING),
  }));
  shapes[iso] = {
    viewBox: [WIDTH, height],
    country: toPath(projectRings(projection, country), 0),
    neighbours: shown.map(({ d }) => d).join(''),
    projection: stored,
  };
  const names = shown.filter(({ d }) => d !== '').map(({ name }) => name);
  if (!CHECK)
    console.log(
      `${iso}: ${WIDTH}×${height}, country ${shapes[iso].country.length} B, neighbours ${shapes[iso].neighbours.length} B` +
        ` (${names.join(', ') || 'none'})`,
    );
}

const json = `${JSON.stringify(shapes)}\n`;
// The frames (viewBox and projection, no paths) are all the browser needs to place a pin: the paths are
// served as one SVG image per country (server/plugins/country-maps.ts).
const frames = Object.fromEntries(
  Object.entries(shapes).map(([iso, { viewBox, projection }]) => [iso, { viewBox, projection }]),
);
const framesJson = `${JSON.stringify(frames, null, 2)}\n`;
const size = `${Buffer.byteLength(json)} B (${gzipSync(json).length} B gzipped)`;
if (CHECK) {
  const current = existsSync(OUTPUT) ? readFileSync(OUTPUT, 'utf8') : '';
  const currentFrames = existsSync(FRAMES_OUTPUT) ? readFileSync(FRAMES_OUTPUT, 'utf8') : '';
  const fresh = current === json && currentFrames === framesJson;
  console.log(
    fresh ? `up to date: ${size}` : 'country-shapes.json or country-frames.json is stale: run the generator',
  );
  process.exitCode = fresh ? 0 : 1;
} else {
  writeFileSync(OUTPUT, json);
  writeFileSync(FRAMES_OUTPUT, framesJson);
  console.log(`wrote ${OUTPUT.pathname}: ${size}, and ${FRAMES_OUTPUT.pathname}`);
}
