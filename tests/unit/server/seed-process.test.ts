import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { migrateDatabase } from '../../../db/migrate';
import { experiences } from '../../../db/schema/experiences';
import { seedDemo } from '../../../db/seed/seed-demo';
import { seedCommand, seedInChildProcess } from '../../../server/seed-process';

const dataDir = mkdtempSync(join(tmpdir(), 'rumbo-seed-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The start's seeding step, run as `npm start` and `npm run dev` run it: `npm run seed`'s entry. */
describe('seeding in a child process', () => {
  it('runs the seed entry from source when the server runs from source, from dist/ when bundled', () => {
    expect(seedCommand(pathToFileURL('server/seed-process.ts').href)).toEqual([
      '--import',
      'tsx',
      expect.stringMatching(/db\/seed\/cli\.ts$/),
    ]);
    expect(seedCommand(pathToFileURL('dist/server/main.js').href)).toEqual([
      expect.stringMatching(/dist\/db\/seed\/cli\.js$/),
    ]);
  });

  it("opens the embedded engine's data directory once the server has let go of it, and passes its lines on", async () => {
    const pgliteDir = join(dataDir, 'pglite');
    const database = await openDatabase({ dataDir: pgliteDir });
    await migrateDatabase(database);
    await seedDemo(database.db, { mediaDir: join(dataDir, 'media'), experiences: 5, renderMedia: false });
    const [seeded] = await database.db.select({ n: count() }).from(experiences);
    await database.close();

    const lines: string[] = [];
    await seedInChildProcess({ dataDir, log: (line) => lines.push(line) });
    expect(lines).toEqual(['demo catalogue already present: reusing the data']);

    const reopened = await openDatabase({ dataDir: pgliteDir });
    const [row] = await reopened.db.select({ n: count() }).from(experiences);
    await reopened.close();
    // The catalogue's five and the demo listing waiting for review, neither written twice.
    expect(seeded?.n).toBe(6);
    expect(row?.n).toBe(seeded?.n);
  }, 60_000);

  it('fails with the seeding error when the child fails, so the start stops', async () => {
    const lines: string[] = [];
    const seeding = seedInChildProcess({
      dataDir,
      // Nothing listens on port 1: the child's first query fails.
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      log: (line) => lines.push(line),
    });
    await expect(seeding).rejects.toThrow(
      /^seeding the demo catalogue failed: the seeding process exited with code 1\n[\s\S]*ECONNREFUSED/,
    );
    expect(lines).toEqual([]);
  });
});
