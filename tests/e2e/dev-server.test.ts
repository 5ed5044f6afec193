import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser';

/** Vite compiles each module on its first request: the first page of a cold dev server is slow. */
const COLD_START_MS = 120_000;

let server: ChildProcess;
let baseUrl: string;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-dev-'));

/** Starts `npm run dev`'s entry on a port of its own and resolves with the address it logged. */
function startDevServer(): Promise<string> {
  server = spawn(join('node_modules', '.bin', 'tsx'), ['server/dev.ts'], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', DATA_DIR: dataDir, SEED: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) resolve(listening[1]);
    };
    server.stdout?.on('data', onOutput);
    server.stderr?.on('data', onOutput);
    server.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  [baseUrl, browser] = await Promise.all([startDevServer(), launchBrowser()]);
}, COLD_START_MS);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it(
    "renders pages with Vite's modules, hydrates them and connects the hot-reload channel",
    async () => {
      const page = await (await fetch(`${baseUrl}/`)).text();
      // The page's modules are the sources, compiled by Vite on request, with its hot-reload runtime.
      expect(page).toContain('import("/app/entry.client.tsx")');
      expect(page).toContain('virtual:react-router/inject-hmr-runtime');
      // The API is Fastify's as in production, not Vite's.
      const api = await fetch(`${baseUrl}/api/v1/countries`);
      expect(api.headers.get('content-type')).toContain('application/json');

      const tab = await browser.newPage();
      const messages: string[] = [];
      tab.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      await tab.goto(`${baseUrl}/`);
      await expect.poll(() => messages.join('\n'), { timeout: COLD_START_MS }).toContain('[vite] connected');
      // Hydrated: React Router's data router runs in the page.
      await expect
        .poll(() => tab.evaluate(() => '__reactRouterDataRouter' in window), { timeout: COLD_START_MS })
        .toBe(true);
      // Vite bundled every dependency the routes import at start (react-router.config.ts,
      // `unstable_optimizeDeps`): none is discovered late ("504 Outdated Optimize Dep" and a reload).
      expect(messages.filter((message) => message.startsWith('error:'))).toEqual([]);
      await tab.close();
    },
    COLD_START_MS * 2,
  );
});
