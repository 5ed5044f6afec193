import { createHash } from 'node:crypto';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { ICON_NAMES } from '../app/components/icon-names.ts';

/**
 * One `<symbol>` with the icon's shapes: the installed lucide-react component rendered once, so the sprite
 * draws exactly what `<ChevronLeft />` drew (Lucide's renamed icons resolve through its aliases).
 */
async function symbolOf(name: string): Promise<string> {
  let module: { default?: ComponentType };
  try {
    module = (await import(`lucide-react/icons/${name}`)) as typeof module;
  } catch {
    throw new Error(`Unknown Lucide icon "${name}" (not in lucide-react/icons)`);
  }
  if (!module.default) throw new Error(`lucide-react/icons/${name} has no component`);
  const svg = renderToStaticMarkup(createElement(module.default));
  const match = /^<svg[^>]*\sviewBox="([^"]+)"[^>]*>(.*)<\/svg>$/s.exec(svg);
  if (!match) throw new Error(`Unexpected markup for Lucide icon "${name}"`);
  return `<symbol id="${name}" viewBox="${match[1]}">${match[2]}</symbol>`;
}

/**
 * The sprite: one `<symbol>` per icon, id = Lucide name. Shapes only: stroke, fill and size come from the
 * referencing `<svg class="icon">`, so `fill-coral` and `text-*` classes keep working through `<use>`.
 */
export async function buildIconSprite(names: readonly string[] = ICON_NAMES): Promise<string> {
  const symbols = await Promise.all([...new Set(names)].sort().map(symbolOf));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

const VIRTUAL_ID = 'virtual:icon-sprite';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `import iconSprite from 'virtual:icon-sprite'` gives the sprite's URL, `/assets/icons-<hash>.svg`: the
 * client build writes the file next to the other hashed assets (served with a one-year cache), the server
 * build only needs the same URL, and the dev server answers it from memory.
 */
export function iconSpritePlugin(): Plugin {
  let sprite: Promise<{ source: string; fileName: string }> | undefined;
  let base = '/';
  const built = () =>
    (sprite ??= buildIconSprite().then((source) => {
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      return { source, fileName: `assets/icons-${hash}.svg` };
    }));
  return {
    name: 'rumbo-icon-sprite',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { source, fileName } = await built();
      if (this.environment.mode === 'build' && this.environment.config.consumer === 'client') {
        this.emitFile({ type: 'asset', fileName, source });
      }
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        void built().then(({ source, fileName }) => {
          if (request.url !== `${base}${fileName}`) return next();
          response.setHeader('content-type', 'image/svg+xml');
          response.end(source);
        }, next);
      });
    },
  };
}
