import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The server as `npm start` runs it, read from package.json's start script (its last command): the
 * environment settings and node flags in front of `dist/server/main.js` (decision 0030), so the bench
 * measures the process that `npm start` runs.
 */
export function npmStartServer(): { args: string[]; env: Record<string, string> } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const words = (scripts.start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  for (let word = words[0]; word && /^[A-Z_]+=/.test(word); word = words[0]) {
    const at = word.indexOf('=');
    env[word.slice(0, at)] = word.slice(at + 1);
    words.shift();
  }
  if (words.shift() !== 'node')
    throw new Error(`package.json's start script does not end with node: ${scripts.start}`);
  return { args: words, env };
}

/**
 * The keys a production server refuses to start without (README.md § Environment), for the bench's
 * production servers only: fixed, known values that protect nothing.
 */
export const BENCH_PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  SIGNING_SECRET: 'bench-signing-secret-of-at-least-32-characters',
  EMAIL_HASH_SECRET: 'bench-email-hash-secret-of-at-least-32-characters',
  CARD_FINGERPRINT_KEY: 'bench-card-fingerprint-key-of-at-least-32-characters',
  /** 32 bytes, base64 (docs/decisions/0069-bank-details-encryption.md). */
  DATA_ENCRYPTION_KEY: Buffer.from('bench-data-encryption-key-32-byt').toString('base64'),
} as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a node process and waits until `url` answers; the process runs on its own core. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  url: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server did not answer ${url}`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await done;
}
