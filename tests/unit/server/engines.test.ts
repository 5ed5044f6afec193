import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';

/** semver (npm's own, in the lock file): only the two functions used here. */
const semver = createRequire(import.meta.url)('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

/**
 * package.json's `engines` and the installed tree agree (README § Set-up): every package of the lock file
 * accepts the oldest Node.js the project accepts, so `npm install` on it warns of no engine, and the Node
 * running the tests is one the project accepts (CI checks it too, .ci/run).
 */
it('has no package in the lock file that refuses the oldest Node.js the project accepts', () => {
  const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
  const oldest = semver.minVersion(engines.node)!.version;
  expect(oldest).toBe('20.19.0');
  expect(semver.satisfies(process.version, engines.node)).toBe(true);

  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;
  const refusing = Object.entries(lock.packages)
    .filter(([path, entry]) => {
      const node = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return path !== '' && node !== undefined && !semver.satisfies(oldest, node);
    })
    .map(([path, entry]) => `${path}@${entry.version}`);
  expect(refusing).toEqual([]);
});
