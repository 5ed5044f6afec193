import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One message of the Nu HTML Checker's JSON output. */
export interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  url?: string;
  lastLine?: number;
  extract?: string;
}

/** Each page's name (used as its file name) and its HTML. */
export type Pages = Record<string, string>;

const jar = (): string => createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Runs the Nu HTML Checker (the `vnu-jar` package, on the machine's Java) once over every page: Java starts
 * slowly, so all files go in one call. Returns its error messages, each with the page it came from.
 */
export async function checkHtml(pages: Pages): Promise<CheckerMessage[]> {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    const files = Object.entries(pages).map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        ['-Xss4m', '-jar', jar(), '--format', 'json', '--exit-zero-always', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, err) => (error ? reject(error) : resolve(err)),
      );
    });
    const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] };
    return messages
      .filter((message) => message.type !== 'info')
      .map((message) => ({ ...message, url: message.url?.replace(/^.*\//, '') }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
