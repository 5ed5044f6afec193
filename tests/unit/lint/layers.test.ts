import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way layers of docs/decisions/0028, checked with the project's own eslint.config.js: a wrong-way
 * import is reported, the right-way one next to it is not. The linted file need not exist (ESLint picks
 * the config by its path), but what it imports must: the rule resolves each import to a file.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('one-way layers lint rule', () => {
  it('refuses an import from domain/ into app/ or server/, and allows one into common/ or db/', async () => {
    expect(
      await layerErrors(
        'domain/catalog/wrong.ts',
        "import { languageOf } from '../../app/i18n/language-cookie';\n",
      ),
    ).toHaveLength(1);
    expect(await layerErrors('domain/wrong.ts', "import { env } from '../server/env';\n")).toEqual([
      expect.stringContaining('docs/decisions/0028'),
    ]);
    expect(
      await layerErrors(
        'domain/catalog/right.ts',
        "import { translate } from '../../common/i18n/translate';\nimport { experiences } from '../../db/schema/experiences';\n",
      ),
    ).toEqual([]);
  });

  it('refuses type-only imports the wrong way too', async () => {
    expect(
      await layerErrors(
        'domain/emails/wrong.ts',
        "import type { RenderRecord } from '../../app/context.server';\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the schema, the client and the migrator below the domain; the seed may use domain rules', async () => {
    expect(
      await layerErrors('db/schema/wrong.ts', "import { slugify } from '../../domain/catalog/slug';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('db/migrate.ts', "import { pageCacheKey } from '../server/page-cache';\n"),
    ).toHaveLength(1);
    expect(
      await layerErrors('db/migrate.ts', "import { projectRoot } from '../common/project-root';\n"),
    ).toEqual([]);
    expect(
      await layerErrors('db/seed/right.ts', "import { slugify } from '../../domain/catalog/slug';\n"),
    ).toEqual([]);
    expect(await layerErrors('db/seed/wrong.ts', "import { env } from '../../server/env';\n")).toHaveLength(
      1,
    );
  });

  it('keeps common/ below everything', async () => {
    expect(await layerErrors('common/i18n/wrong.ts', "import { db } from '../../db/client';\n")).toHaveLength(
      1,
    );
    expect(
      await layerErrors(
        'common/map/wrong.ts',
        "import { languageOf } from '../../app/i18n/language-cookie';\n",
      ),
    ).toHaveLength(1);
  });

  it('lets server/ reach into app/ only from the plugin that mounts the web app, and only for what it names', async () => {
    expect(
      await layerErrors(
        'server/api/wrong.ts',
        "import { languageOf } from '../../app/i18n/language-cookie';\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerErrors(
        'server/plugins/web-app.ts',
        "import { languageOf } from '../../app/i18n/language-cookie';\n",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'server/plugins/web-app.ts',
        "import { useTranslation } from '../../app/i18n/translation-context';\n",
      ),
    ).toHaveLength(1);
    // server/app.ts is the server's own buildApp(), not the web app.
    expect(await layerErrors('server/main.ts', "import { buildApp } from './app';\n")).toEqual([]);
    expect(await layerErrors('server/plugins/right.ts', "import { buildApp } from '../app';\n")).toEqual([]);
  });

  it('refuses app/ importing the server', async () => {
    expect(
      await layerErrors('app/routes/wrong.tsx', "import { env } from '../../server/env';\n"),
    ).toHaveLength(1);
  });
});
