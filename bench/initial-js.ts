import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import { launchBrowser, VIEWPORTS } from '../tests/helpers/browser';

export interface InitialJs {
  /** Script URLs the browser fetched on first load, until the network was idle. */
  files: string[];
  /** Bytes on the wire when the browser asks for gzip only, summed over `files`. */
  gzipBytes: number;
  /** Bytes after decompression (what the browser parses). */
  rawBytes: number;
}

interface Fetched {
  status: number;
  body: Buffer;
  wireBytes: number;
  encoding: string | undefined;
}

/** GET with `accept-encoding: gzip`, keeping the bytes as sent (fetch would decompress them). */
function getRaw(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip', ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, body: wire, wireBytes: wire.length, encoding });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Every script a page makes the browser fetch on a first visit, without any interaction: the page is
 * opened in Chromium (the tests' browser) and left until the network is idle, so scripts that start
 * late (after the `load` event, say) count as well as preloads and static imports; chunks that
 * only load on interaction (the sign-in dialog) do not.
 */
export async function scriptUrls(pageUrl: string): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    const found = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') found.add(request.url());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    return [...found];
  } finally {
    await browser.close();
  }
}

/** The initial JavaScript of one page, each script measured as the server sends it to a gzip-only client. */
export async function measureInitialJs(pageUrl: string): Promise<InitialJs> {
  const files = await scriptUrls(pageUrl);
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const file of files) {
    const script = await getRaw(file);
    if (script.status !== 200) throw new Error(`${file} answered ${script.status}`);
    const raw = script.encoding === 'gzip' ? gunzipSync(script.body) : script.body;
    rawBytes += raw.length;
    // A server that sent it uncompressed is charged what gzip would have cost, and the caller is told.
    if (script.encoding === 'gzip') gzipBytes += script.wireBytes;
    else {
      console.warn(`  ${file} was sent without gzip (${script.encoding ?? 'identity'})`);
      gzipBytes += gzipSync(raw).length;
    }
  }
  return { files, gzipBytes, rawBytes };
}
