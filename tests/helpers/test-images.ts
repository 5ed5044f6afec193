import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small photo-like image: two halves of different colours, so a crop and a dominant colour show. */
async function twoTone(width: number, height: number) {
  const half = await sharp({
    create: { width: Math.ceil(width / 2), height, channels: 3, background: '#1e88e5' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#f4511e' } }).composite([
    { input: half, left: 0, top: 0 },
  ]);
}

export async function pngImage(width = 1200, height = 900): Promise<Buffer> {
  return (await twoTone(width, height)).png().toBuffer();
}

/** A camera JPEG: its EXIF carries a GPS position, a camera model and, when asked, an orientation. */
export async function jpegWithGps(width = 1200, height = 900, orientation?: number): Promise<Buffer> {
  const image = (await twoTone(width, height)).jpeg({ quality: 85 }).withExif({
    IFD0: { Make: 'TestCam', Model: 'Secret Model 9' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '8/1 58/1 0/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '79/1 31/1 0/1',
    },
  });
  const jpeg = await image.toBuffer();
  return orientation ? sharp(jpeg).withMetadata({ orientation }).jpeg({ quality: 85 }).toBuffer() : jpeg;
}

export async function webpImage(width = 1200, height = 900): Promise<Buffer> {
  return (await twoTone(width, height)).webp().toBuffer();
}

export async function gifImage(width = 1200, height = 900): Promise<Buffer> {
  return (await twoTone(width, height)).gif().toBuffer();
}

/** A text file, whatever its name says. */
export const textFile = () => Buffer.from('Not a photo at all, only words.\n'.repeat(20));

/** An SVG (XML text) that an image library would happily rasterise. */
export const svgFile = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="1600" height="1200"/></svg>',
  );

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb's header: a PNG of a few bytes that declares a 20000 × 20000 canvas (400
 * megapixels, 1.2 GB once decoded). Its pixel data is a valid stream of nothing.
 */
export function pixelBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** More bytes than any upload may have, starting like a JPEG. */
export const oversizeJpeg = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes)]);
