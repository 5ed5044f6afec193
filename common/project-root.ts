import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding package.json. Code runs both from source (tsx, vitest) and bundled into dist/,
 * so paths to committed assets (migrations, fonts) are resolved from the project root, not from the file.
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${fileURLToPath(from)}`);
    dir = parent;
  }
  return dir;
}
