import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Lucide's names: lowercase words joined by hyphens (also what keeps a name from being a path). */
export const LUCIDE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** lucide-static's folder of icons, resolved through the package so hoisting or workspaces do not matter. */
export function lucideIconDir(): string {
  const pkg = createRequire(import.meta.url).resolve('lucide-static/package.json');
  return path.join(path.dirname(pkg), 'icons');
}

const shapesByName = new Map<string, Promise<string | null>>();

/**
 * The shapes of a Lucide icon (its `<path>`, `<circle>`… elements, for a 24×24 view box), or null when
 * there is no icon of that name. Categories name their icon in the catalogue; the web draws it inline,
 * since each SVG drawn with `<img>` costs Chromium a document of its own (decision 0017).
 */
export function lucideIconShapes(name: string): Promise<string | null> {
  let shapes = shapesByName.get(name);
  if (!shapes) {
    shapes = LUCIDE_NAME.test(name)
      ? readFile(path.join(lucideIconDir(), `${name}.svg`), 'utf8').then(
          (svg) => /<svg[^>]*>(.*)<\/svg>/s.exec(svg)?.[1]?.replace(/\s*\n\s*/g, '') ?? null,
          () => null,
        )
      : Promise.resolve(null);
    shapesByName.set(name, shapes);
  }
  return shapes;
}
