import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|css|json|svg)$/;
/** Below a packet, compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

async function compressFile(path: string) {
  const bytes = await readFile(path);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside each text asset of the browser build, which the
 * server sends as they are (`@fastify/static` `preCompressed`). Compressing once at the highest quality
 * costs the build about a second; compressing per download must stay fast (brotli quality 4), so the
 * biggest script travelled ~15 % larger and cost the server a few milliseconds of CPU on every download
 * (docs/decisions/0032). It runs when the server build is done: React Router writes the browser's route
 * manifest (`assets/manifest-*.js`) into the browser build only then.
 */
export function precompressedAssetsPlugin(): Plugin {
  let clientDir: string | undefined;
  return {
    name: 'rumbo-precompressed-assets',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.name === 'client') clientDir = options.dir;
    },
    async closeBundle() {
      if (this.environment.name === 'client' || !clientDir) return;
      const files = await readdir(clientDir, { recursive: true });
      await Promise.all(
        files.filter((file) => COMPRESSIBLE.test(file)).map((file) => compressFile(join(clientDir!, file))),
      );
    },
  };
}
