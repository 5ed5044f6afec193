import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { type ExperienceRow, experienceSelect } from '../catalog/experience-rows.server';
import { experiencePath } from '../catalog/slug';
import { loadReviewFacts } from './review-facts.server';
import type { ReviewTarget } from './review-json';
import { reviewStanding } from './review-standing';

/**
 * What /review-experience/{id} needs for a signed-in traveller: the published experience in `lang` and
 * whether they may review it; null for an unknown or unpublished experience (the API's 404).
 */
export async function loadReviewTarget(
  db: DbOrTx,
  experienceId: number,
  userId: number,
  lang: Lang,
): Promise<ReviewTarget | null> {
  const [[row], [photo], facts] = await allQueries(
    db,
    () =>
      queryRows<ExperienceRow>(
        db,
        sql`${experienceSelect(lang)} where e.id = ${experienceId} and e.status = 'published'`,
      ),
    () =>
      queryRows<{ photo_id: string; dominant_color: string }>(
        db,
        sql`select photo_id, dominant_color from experience_photos where experience_id = ${experienceId}
          order by position limit 1`,
      ),
    () => loadReviewFacts(db, userId, experienceId),
  );
  if (!row) return null;
  return {
    experience: {
      id: row.id,
      name: row.name,
      url: experiencePath({
        country: row.country_name,
        destination: row.destination_name,
        name: row.name,
        urlSlug: row.slug,
        id: row.id,
      }),
      photo: photo ? { id: photo.photo_id, dominant_color: photo.dominant_color } : null,
    },
    standing: reviewStanding(facts),
  };
}
