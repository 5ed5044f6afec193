import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_BUILD_DIR } from '../../server/plugins/web-app';

/**
 * The web app's server build holds no copy of the modules the server also runs (docs/decisions/0028): it
 * imports them by path, so the server (esbuild's bundle, or the test runner's module graph) loads each
 * once. Two copies had needed a global registry for the catalogue cache and casts for the contexts.
 */
const SERVER_DIR = join(WEB_BUILD_DIR, 'server');
const files = [
  join(SERVER_DIR, 'index.js'),
  ...readdirSync(join(SERVER_DIR, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(SERVER_DIR, 'assets', name)),
];
const sources = files.map((file) => ({ file, code: readFileSync(file, 'utf8') }));
const ROOT = resolve(WEB_BUILD_DIR, '..');

/** The relative imports of a built file that leave the build folder, as project paths. */
function importsOutsideBuild(file: string, code: string): string[] {
  return [...code.matchAll(/from "(\.{1,2}\/[^"]+)"/g)]
    .map((match) => resolve(dirname(file), match[1]!))
    .filter((path) => !path.startsWith(`${WEB_BUILD_DIR}/`))
    .map((path) => path.slice(ROOT.length + 1));
}

describe('the web build shares its domain, db and common modules with the server', () => {
  it('imports them from their source files, which exist where it points', () => {
    const outside = sources.flatMap(({ file, code }) => importsOutsideBuild(file, code));
    expect(outside).toEqual(
      expect.arrayContaining([
        'app/context.server.ts',
        'app/i18n/language-cookie.ts',
        'common/i18n/translate.ts',
        'domain/catalog/geography.server.ts',
      ]),
    );
    for (const path of outside) {
      expect(path).toMatch(/^(common|db|domain)\/|^app\/(context\.server|i18n\/language-cookie)\.ts$/);
      expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it('holds no copy of them', () => {
    for (const { code } of sources) {
      expect(code).not.toContain('servicesContext = createContext');
      expect(code).not.toContain('class CatalogReadCache');
      expect(code).not.toContain('function createTranslator');
      expect(code).not.toContain(ROOT);
    }
  });
});
