import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../common/project-root';

export interface SeedProcessOptions {
  /** Absolute: the child runs in the project root. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Receives each line the seeding prints (progress, "already present"). */
  log: (message: string) => void;
  /** The seeding entry and its arguments; `npm run seed`'s own by default. */
  command?: string[];
}

/** How much of the child's error output the thrown error quotes. */
const STDERR_TAIL = 16 * 1024;

/**
 * `npm run seed`'s entry as this server runs: bundled next to it in dist/ (`npm start`), or from source
 * through tsx when the server runs from source (`npm run dev`, tests).
 */
export function seedCommand(moduleUrl: string = import.meta.url): string[] {
  const root = projectRoot(moduleUrl);
  return moduleUrl.endsWith('.ts')
    ? ['--import', 'tsx', join(root, 'db', 'seed', 'cli.ts')]
    : [join(root, 'dist', 'db', 'seed', 'cli.js')];
}

/**
 * Migrates and seeds the demo catalogue when empty, in a process of its own that exits before the server
 * opens the database (decision 0030): seeding writes the whole catalogue in one transaction and renders
 * the photos with sharp, and the memory that takes (the embedded engine's WebAssembly memory, which never
 * shrinks, libvips' caches, what the allocator keeps) leaves with the child instead of staying in the
 * server. The embedded engine's data directory cannot be opened by two processes at once, hence before.
 * Rejects with the child's error output when it fails, so a failed seed stops the start.
 */
export function seedInChildProcess(options: SeedProcessOptions): Promise<void> {
  const [entry = '', ...rest] = options.command ?? seedCommand();
  const args = [entry, ...rest, '--data-dir', options.dataDir];
  if (options.databaseUrl) args.push('--database-url', options.databaseUrl);
  const child = spawn(process.execPath, args, {
    cwd: projectRoot(import.meta.url),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A SIGINT or SIGTERM during seeding stops the child too; the start then fails as interrupted.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);

  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) options.log(line);
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL);
  });

  return new Promise<void>((resolve, reject) => {
    const stopForwarding = () => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
    };
    child.once('error', (error) => {
      stopForwarding();
      reject(error);
    });
    child.once('close', (code, signal) => {
      stopForwarding();
      if (pending.trim()) options.log(pending);
      if (code === 0) {
        // Warnings of a successful run are still worth reading.
        if (stderr) process.stderr.write(stderr);
        return resolve();
      }
      const how = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      reject(new Error(`seeding the demo catalogue failed: the seeding process ${how}\n${stderr.trimEnd()}`));
    });
  });
}
