import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { inject } from 'vitest';

/**
 * Databases made once per test run and copied into each test file (docs/decisions/0006): the migrations
 * and the demo seed cost seconds per file, a copy a fraction of that. The run's set-up
 * (tests/helpers/database-templates-setup.ts) names a folder shared by every test process of the run;
 * the first file that needs a template builds it there under an exclusive lock file and the others wait
 * for it. Without that folder (a test file run outside a project that provides it) each file builds its
 * own database, as before.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's template folder; its name also names the run's PostgreSQL template databases. */
    databaseTemplates: string;
  }
}

/** How long a test file waits for another process to finish a template before it gives up. */
const BUILD_WAIT_MS = 5 * 60_000;
const POLL_MS = 100;

export function templateRunFolder(): string | undefined {
  try {
    return inject('databaseTemplates') || undefined;
  } catch {
    return undefined;
  }
}

/** A short, file- and database-name-safe name for a template's key. */
export function templateName(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Runs `build` once per run for `name`: the first caller builds and marks `name.ready` (or `name.failed`
 * with the error); every other caller, in this process or another, waits for the mark.
 */
export async function buildOnce(folder: string, name: string, build: () => Promise<void>): Promise<void> {
  const ready = join(folder, `${name}.ready`);
  const failed = join(folder, `${name}.failed`);
  let lock: number | undefined;
  try {
    lock = openSync(join(folder, `${name}.lock`), 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (lock !== undefined) {
    closeSync(lock);
    try {
      await build();
      markFile(ready, '');
    } catch (error) {
      markFile(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    }
    return;
  }
  const deadline = Date.now() + BUILD_WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed))
      throw new Error(`template ${name} failed in another test file:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`template ${name} was not ready after ${BUILD_WAIT_MS} ms`);
    await delay(POLL_MS);
  }
}

/** Writes a file whole or not at all, so a reader never sees half of it. */
export function writeFileAtomically(path: string, data: Uint8Array | string): void {
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, path);
}

function markFile(path: string, text: string): void {
  writeFileAtomically(path, text);
}
