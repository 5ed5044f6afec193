// Generates app/fonts/inter-*.woff2: Inter's Latin faces cut to what the product draws, so the one web font
// every page asks for weighs 28 KB instead of 48 KB (docs/decisions/0016-font-and-first-bytes.md).
// - Weights 400 to 700 only: the styles use normal, medium, semibold and bold. The variable axis stays, so
//   every weight between is still there.
// - Only the OpenType features the styles or the languages need: kerning, ligatures and marks; tabular
//   figures (.tabular); `cv11`, the single-storey a the html element turns on; `case` for capitals.
// - The characters of @fontsource-variable/inter's latin and latin-ext faces, with the same unicode-range,
//   so text outside them falls back exactly as before.
// Run after upgrading the font package: `node scripts/subset-fonts.mjs`. `--check` writes nothing and
// exits 1 when a file differs from what it would write (a unit test runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const CHECK = process.argv.includes('--check');
const require = createRequire(import.meta.url);

const WEIGHTS = { min: 400, max: 700 };
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'cv11', 'case'];

/** Fontsource's faces and their unicode-range (app/app.css repeats the ranges in its @font-face rules). */
const FACES = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** Every character a unicode-range names. */
function rangeText(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.replace('U+', '').split('-');
    for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

let stale = false;
for (const [face, range] of Object.entries(FACES)) {
  const source = readFileSync(
    require.resolve(`@fontsource-variable/inter/files/inter-${face}-wght-normal.woff2`),
  );
  const subset = await subsetFont(source, rangeText(range), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
    keepFeatures: FEATURES,
  });
  const output = new URL(`../app/fonts/inter-${face}-wght-400-700.woff2`, import.meta.url);
  let current = null;
  try {
    current = readFileSync(output);
  } catch {
    // Not written yet.
  }
  if (current?.equals(subset)) continue;
  if (CHECK) {
    console.error(`${output.pathname} is stale: run node scripts/subset-fonts.mjs`);
    stale = true;
  } else {
    writeFileSync(output, subset);
    console.log(`${output.pathname}: ${source.length} → ${subset.length} bytes`);
  }
}
if (stale) process.exit(1);
if (CHECK) console.log('fonts are up to date');
