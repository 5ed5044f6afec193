// Draws the installed app's icons from the brand mark (public/favicon.svg) into public/icons/:
// `npx tsx scripts/app-icons.ts`. The PNGs are committed, so neither the build nor a visitor needs sharp
// or the network for them; run this again when the mark or the accent changes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { DESIGN_COLORS } from '../common/design-colors.ts';

const PUBLIC = join(import.meta.dirname, '..', 'public');

/** The mark's arrow and dot without its rounded square: placed on a full-bleed tile for maskable icons. */
function maskableSvg(): string {
  // Android crops maskable icons to a circle of 80 % of the side: the 32-unit mark is drawn at 60 % of
  // the tile, centred, so nothing of it is cut off whatever shape the launcher uses.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${DESIGN_COLORS.accent.DEFAULT}"/>` +
    `<g transform="translate(6.4 6.4) scale(0.6)">` +
    `<path d="M16 6l7 20-7-4-7 4z" fill="#fff"/>` +
    `<circle cx="16" cy="16" r="2.2" fill="${DESIGN_COLORS.coral.DEFAULT}"/></g></svg>`
  );
}

/** An icon at `size` px, transparent corners kept (any purpose) or flattened on white (Apple's home screen). */
async function render(svg: string, size: number, file: string, flatten = false) {
  let image = sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size);
  if (flatten) image = image.flatten({ background: DESIGN_COLORS.surface.DEFAULT });
  await writeFile(join(PUBLIC, 'icons', file), await image.png({ compressionLevel: 9 }).toBuffer());
}

const favicon = await readFile(join(PUBLIC, 'favicon.svg'), 'utf8');
await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskableSvg(), 192, 'maskable-192.png');
await render(maskableSvg(), 512, 'maskable-512.png');
// iOS rounds the corners itself and shows transparency as black: a full square tile.
await render(
  maskableSvg().replace('scale(0.6)', 'scale(0.75)').replace('6.4 6.4', '4 4'),
  180,
  'apple-touch-icon.png',
  true,
);
console.log('icons written to public/icons/');
