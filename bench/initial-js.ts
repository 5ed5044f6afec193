import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface InitialJs {
  /** Script URLs the document loads on first load: module preloads, script tags, inline static imports. */
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
 * Every script a page's HTML makes the browser fetch before it is interactive: `<link rel=modulepreload>`,
 * `<script src>`, and the static `import` lines of inline module scripts (React Router's hydration
 * script imports the entry and the route modules that way).
 */
export function scriptUrls(html: string, base: string): string[] {
  const found = new Set<string>();
  const add = (href: string) => found.add(new URL(href.replace(/&amp;/g, '&'), base).href);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(match[0])?.[1];
    if (href) add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) add(src);
    else if (/\btype="module"/.test(attributes)) {
      for (const imported of body.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?["']([^"']+)["']/g)) {
        if (imported[1]) add(imported[1]);
      }
    }
  }
  return [...found];
}

/** The initial JavaScript of one page, measured as the server sends it to a gzip-only client. */
export async function measureInitialJs(pageUrl: string): Promise<InitialJs> {
  const page = await getRaw(pageUrl, { accept: 'text/html' });
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  const html = (page.encoding === 'gzip' ? gunzipSync(page.body) : page.body).toString('utf8');
  const files = scriptUrls(html, pageUrl);
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
