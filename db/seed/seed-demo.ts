import { count } from 'drizzle-orm';
import { postMissingOperatorEarnings } from '../../domain/earnings/earnings-backfill.server';
import { rebuildSearchText } from '../../domain/catalog/search-index.server';
import type { Db } from '../client';
import { countries } from '../schema/geography';
import { schemaInfo } from '../schema/platform';
import type { SeedContent } from './content';
import { defaultContent } from './content-default';
import { PHOTO_VARIANTS, planExperiences } from './plan-experiences';
import { prepareMedia } from './prepare-media';
import { createRandom } from './random';
import { writeCatalog } from './write-catalog';
import { writeDemoAdmin, writeDemoApplication } from './write-demo-admin';
import { writeDemoBankDetails } from './write-demo-bank-details';
import { writeDemoReview } from './write-demo-review';
import { writeDemoPickupAreas } from './write-pickup-areas';

export const DEMO_SEED = 20261122;
export const DEMO_EXPERIENCES = 420;

export interface SeedOptions {
  mediaDir: string;
  log?: (message: string) => void;
  seed?: number;
  experiences?: number;
  now?: Date;
  content?: SeedContent;
  /** Tests skip image rendering: rows still point at the pool's photo ids. */
  renderMedia?: boolean;
  /**
   * The demo traveller with her bookings (README.md § Demo accounts and the agenda); on unless said. Tests leave her out
   * unless they ask, so their purchase counts stay their own.
   */
  demoTraveller?: boolean;
  /**
   * The demo admin's second factor with the README's secret (db/seed/write-demo-admin.ts); never when
   * NODE_ENV=production, whatever is asked.
   */
  demoAdminTotp?: boolean;
}

/** Seeds the demo catalogue into an empty database; a database that has countries is left alone. */
export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const log = options.log ?? (() => {});
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) {
    log('demo catalogue already present: reusing the data');
    return false;
  }
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<number> {
  const log = options.log ?? (() => {});
  const content = options.content ?? defaultContent;
  const seed = options.seed ?? DEMO_SEED;
  const now = options.now ?? new Date();
  const started = Date.now();
  log('seeding the demo catalogue: rendering photos (first run only)…');
  const media = await prepareMedia(options.mediaDir, content, PHOTO_VARIANTS, options.renderMedia ?? true);
  const planned = planExperiences(
    createRandom(seed),
    content,
    options.experiences ?? DEMO_EXPERIENCES,
    now.toISOString().slice(0, 10),
  );
  const written = await db.transaction(async (tx) => {
    const n = await writeCatalog(tx, content, planned, media, now, options.demoTraveller ?? true);
    await writeDemoAdmin(tx, {
      withTotp: (options.demoAdminTotp ?? true) && process.env.NODE_ENV !== 'production',
      now,
    });
    await writeDemoApplication(tx, now);
    await writeDemoReview(tx, now);
    await writeDemoBankDetails(tx, now);
    await writeDemoPickupAreas(tx);
    await rebuildSearchText(tx);
    // The seeded bookings that stand post their operators' payables (docs/decisions/0066-earnings-ledger.md).
    await postMissingOperatorEarnings(tx);
    await tx.insert(schemaInfo).values({ seededAt: now, seedName: 'demo', seedNumber: seed });
    return n;
  });
  log(`demo catalogue seeded: ${written} experiences in ${Date.now() - started} ms`);
  return written;
}
