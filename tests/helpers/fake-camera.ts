import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { launchOwnBrowser } from './browser';

/** The fake camera's picture: VGA, what a phone's camera offers by default. */
const WIDTH = 640;
const HEIGHT = 480;
/** The QR's side at most, its own quiet zone included: large, with white all round it. */
const QR_MAX = 440;

/**
 * The voucher's QR exactly as the server draws it (/voucher/:code/qr.svg, the voucher page's own),
 * rasterised with whole pixels per module (nearest neighbour: edges sharp, no grey), centred on a white
 * VGA frame; answered as its grey levels, one byte a pixel.
 */
export async function voucherQrStill(baseUrl: string, voucher: { code: string; token: string }) {
  const url = `${baseUrl}/voucher/${encodeURIComponent(voucher.code)}/qr.svg?t=${encodeURIComponent(voucher.token)}`;
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`the voucher's QR answered ${answer.status}`);
  const svg = Buffer.from(await answer.arrayBuffer());
  // The SVG's viewBox is the QR's side in modules, quiet zone included.
  const modules = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg.toString('utf8'))?.[1]);
  if (!modules) throw new Error('the voucher QR has no viewBox');
  const side = Math.floor(QR_MAX / modules) * modules;
  const qr = await sharp(svg, { density: 72 * Math.ceil((side * 2) / modules) })
    .flatten({ background: '#ffffff' })
    .resize(side, side, { kernel: 'nearest' })
    .png()
    .toBuffer();
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const grey = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left, top }])
    .greyscale()
    .threshold(128)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (grey.info.channels !== 1) throw new Error(`expected one channel, got ${grey.info.channels}`);
  return grey.data;
}

/**
 * A Y4M video of one frame (`--use-file-for-fake-video-capture`; Chromium loops it): the grey levels as
 * luma, neutral chroma.
 */
export function y4mOf(luma: Buffer): Buffer {
  if (luma.length !== WIDTH * HEIGHT) throw new Error('a still of 640×480 grey levels is expected');
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([header, luma, chroma]);
}

/**
 * A Chromium of its own whose camera films the voucher's QR (the run's shared Chromium has a camera of
 * nothing: the fake camera's file is a launch flag). Camera permission is granted without asking
 * (`--use-fake-ui-for-media-stream`). The caller closes it.
 */
export async function browserFilmingVoucher(
  baseUrl: string,
  voucher: { code: string; token: string },
  videoPath: string,
) {
  await writeFile(videoPath, y4mOf(await voucherQrStill(baseUrl, voucher)));
  return launchOwnBrowser([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ]);
}
