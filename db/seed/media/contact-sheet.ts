/**
 * Dev tool: renders a grid of scene variants into one PNG to eyeball the generator.
 * Usage: npx tsx db/seed/media/contact-sheet.ts [out.png] [variants=8] [kinds=all, comma-separated] [thumb=320]
 */
import sharp, { type OverlayOptions } from 'sharp';
import { isSceneKind, SCENE_KINDS, type SceneKind } from './scene-kinds';
import { renderSceneSvg } from './scene-svg';

const [out = '/tmp/media-contact-sheet.png', variantsArg = '8', kindsArg = '', thumbArg = '320'] =
  process.argv.slice(2);
const variants = Number(variantsArg);
const thumb = Number(thumbArg);
const kinds: SceneKind[] = kindsArg ? kindsArg.split(',').filter(isSceneKind) : [...SCENE_KINDS];
const th = Math.round((thumb * 3) / 4);
const gap = 6;
const tiles: OverlayOptions[] = [];
let bytes = 0;
const started = performance.now();
for (const [row, kind] of kinds.entries()) {
  for (let v = 0; v < variants; v++) {
    const svg = renderSceneSvg(kind, v);
    bytes = Math.max(bytes, svg.length);
    const input = await sharp(Buffer.from(svg), { density: (72 * thumb) / 1600 })
      .resize(thumb, th)
      .png()
      .toBuffer();
    tiles.push({ input, left: gap + v * (thumb + gap), top: gap + row * (th + gap) });
  }
}
await sharp({
  create: {
    width: gap + variants * (thumb + gap),
    height: gap + kinds.length * (th + gap),
    channels: 3,
    background: '#222',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(
  `${out}: ${kinds.length}x${variants} in ${Math.round(performance.now() - started)} ms, largest SVG ${bytes} B`,
);
