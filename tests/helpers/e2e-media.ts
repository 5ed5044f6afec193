import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultContent } from '../../db/seed/content-default';
import { PHOTO_VARIANTS } from '../../db/seed/plan-experiences';
import { prepareMedia } from '../../db/seed/prepare-media';

/** Browser tests show real photos: rendered once into this shared folder and reused by later runs. */
export const e2eDataDir = () => join(tmpdir(), 'marketplace-e2e-data');

/**
 * Renders (or finds) every photo, banner and icon the demo catalogue points at, before any journey file
 * starts: on a fresh machine this takes minutes of CPU, which would otherwise fall on whichever file's
 * `beforeAll` built the first seeded database, under its hook timeout, with the other files waiting.
 */
export async function renderE2eMedia(): Promise<void> {
  await prepareMedia(join(e2eDataDir(), 'media'), defaultContent, PHOTO_VARIANTS, true);
}
