import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type CreateRaw } from 'sharp';
import { AVIF_WIDTHS, PHOTO_WIDTHS, type PhotoFormat } from '../../../domain/media/photo-url';
import { SCENE_KINDS, type SceneKind } from './scene-kinds';
import { renderSceneSvg } from './scene-svg';
import type { ScenePalette } from './scene-theme';

export type PhotoAspect = '4:3' | '16:9' | '3:1';

export interface PhotoRef {
  id: string;
  /** Intrinsic size of the largest rendition (1600 wide); use it for width/height attributes. */
  width: number;
  height: number;
  /** #rrggbb, for a placeholder background while the image loads. */
  dominantColor: string;
}

export interface ScenePhotoOptions {
  palette?: ScenePalette;
  aspect?: PhotoAspect;
  /** Defaults to `${kind}-${variant}`; banners pass e.g. `banner-pa`. */
  id?: string;
}

const RATIO: Record<PhotoAspect, number> = { '4:3': 4 / 3, '16:9': 16 / 9, '3:1': 3 };
// Low effort keeps a full pool within the seeding budget on 2 cores; quality is ample for flat art.
const WEBP = { quality: 72, effort: 2 } as const;
const AVIF = { quality: 50, effort: 2 } as const;
/** Part of the content hash: bump when encoder settings change so existing files get re-encoded. */
const ENCODER_VERSION = `webp-q${WEBP.quality}e${WEBP.effort}/avif-q${AVIF.quality}e${AVIF.effort}/1`;
const ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,80}$/i;
const MAX_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;

interface Output {
  file: string;
  width: number;
  height: number;
  format: PhotoFormat;
}

interface Meta extends PhotoRef {
  hash: string;
}

export function photoHeight(width: number, aspect: PhotoAspect = '4:3'): number {
  return Math.round(width / RATIO[aspect]);
}

// Concurrent requests for the same file set share one job instead of racing on the same paths.
const inflight = new Map<string, Promise<PhotoRef>>();
let tmpCounter = 0;

/**
 * Renders the scene once at 1600 px, then writes `${id}-${w}.webp` for every width and `.avif` for
 * AVIF_WIDTHS into `${mediaDir}/photos`. A sidecar `${id}.json` records a hash of the SVG and encoder
 * settings: when it matches and every file exists, nothing is decoded or encoded (idempotent and fast),
 * and when the scene or settings change the files are regenerated instead of silently going stale.
 */
export function ensureScenePhoto(
  mediaDir: string,
  kind: SceneKind,
  variant: number,
  opts: ScenePhotoOptions = {},
): Promise<PhotoRef> {
  const id = opts.id ?? `${kind}-${variant}`;
  if (!ID_PATTERN.test(id)) return Promise.reject(new Error(`Invalid photo id: ${JSON.stringify(id)}`));
  const dir = path.join(mediaDir, 'photos');
  const key = path.resolve(dir, id);
  const running = inflight.get(key);
  if (running) return running;
  const job = generate(dir, id, kind, variant, opts).finally(() => inflight.delete(key));
  inflight.set(key, job);
  return job;
}

async function generate(
  dir: string,
  id: string,
  kind: SceneKind,
  variant: number,
  opts: ScenePhotoOptions,
): Promise<PhotoRef> {
  const aspect = opts.aspect ?? '4:3';
  const height = photoHeight(MAX_WIDTH, aspect);
  const svg = renderSceneSvg(kind, variant, { width: MAX_WIDTH, height, palette: opts.palette });
  const hash = createHash('sha256').update(ENCODER_VERSION).update(svg).digest('hex').slice(0, 20);
  const outputs: Output[] = [];
  for (const w of PHOTO_WIDTHS)
    outputs.push({
      file: path.join(dir, `${id}-${w}.webp`),
      width: w,
      height: photoHeight(w, aspect),
      format: 'webp',
    });
  for (const w of AVIF_WIDTHS)
    outputs.push({
      file: path.join(dir, `${id}-${w}.avif`),
      width: w,
      height: photoHeight(w, aspect),
      format: 'avif',
    });
  const metaFile = path.join(dir, `${id}.json`);
  const meta = await readMeta(metaFile);
  const fresh = meta?.hash === hash;
  const todo = fresh
    ? (await Promise.all(outputs.map(async (o) => ((await exists(o.file)) ? null : o)))).filter(
        (o) => o !== null,
      )
    : outputs;
  if (fresh && meta && todo.length === 0)
    return { id, width: meta.width, height: meta.height, dominantColor: meta.dominantColor };

  await mkdir(dir, { recursive: true });
  // Rasterise once; every rendition is a resize of this bitmap, much cheaper than re-running librsvg.
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  for (const o of todo) {
    let img = sharp(data, raw);
    if (o.width !== info.width || o.height !== info.height)
      img = img.resize(o.width, o.height, { fit: 'fill' });
    const buf = await (o.format === 'webp' ? img.webp(WEBP) : img.avif(AVIF)).toBuffer();
    await writeAtomic(o.file, buf);
  }
  const dominantColor = fresh && meta ? meta.dominantColor : await dominant(data, raw);
  const ref: PhotoRef = { id, width: info.width, height: info.height, dominantColor };
  await writeAtomic(metaFile, `${JSON.stringify({ ...ref, hash } satisfies Meta)}\n`);
  return ref;
}

async function dominant(data: Buffer, raw: { raw: CreateRaw }): Promise<string> {
  // A small thumbnail is plenty for the histogram and keeps stats() cheap.
  const { dominant: c } = await sharp(await sharp(data, raw).resize(64).png().toBuffer()).stats();
  return `#${[c.r, c.g, c.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

async function readMeta(file: string): Promise<Meta | null> {
  try {
    const m = JSON.parse(await readFile(file, 'utf8')) as Partial<Meta>;
    return typeof m.hash === 'string' &&
      typeof m.dominantColor === 'string' &&
      typeof m.width === 'number' &&
      typeof m.height === 'number'
      ? (m as Meta)
      : null;
  } catch {
    return null;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).size > 0;
  } catch {
    return false;
  }
}

/** Write to a temp name then rename, so an interrupted seed never leaves a truncated file that looks done. */
async function writeAtomic(file: string, content: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.${++tmpCounter}.tmp`;
  try {
    await writeFile(tmp, content);
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

/** Runs `fn` over items with at most `limit` in flight; stops scheduling after the first failure. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The stock pool: `variantsPerKind` photos for every scene kind, two at a time (the seed machine
 * has 2 cores and each job is single-threaded CPU work in libvips).
 */
export async function ensurePhotoPool(
  mediaDir: string,
  variantsPerKind = 8,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<SceneKind, PhotoRef[]>> {
  const jobs = SCENE_KINDS.flatMap((kind) =>
    Array.from({ length: variantsPerKind }, (_, variant) => ({ kind, variant })),
  );
  let done = 0;
  const refs = await mapLimit(jobs, 2, async ({ kind, variant }) => {
    const ref = await ensureScenePhoto(mediaDir, kind, variant);
    onProgress?.(++done, jobs.length);
    return ref;
  });
  const pool = new Map<SceneKind, PhotoRef[]>(SCENE_KINDS.map((k) => [k, []]));
  for (const [i, job] of jobs.entries()) pool.get(job.kind)!.push(refs[i]!);
  return pool;
}
