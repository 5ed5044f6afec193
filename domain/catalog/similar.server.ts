import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { notFound } from '../errors';
import { NO_FILTERS, topExperiences } from './experience-search.server';
import type { ExperienceSummary } from './experience-shape';

const SIMILAR_LIMIT = 8;
/** Below this many city matches the search widens (docs/product.md § Similar experiences). */
const MIN_SIMILAR = 4;

/**
 * Similar experiences (docs/product.md § Similar experiences): the same city first; when fewer than 4, widen
 * to the same country with a shared category and a price from the experience's own (package or adult) up to
 * double; then the same country at that price. At most three attempts, each excluding what was already found.
 */
export async function similarExperiences(db: DbOrTx, id: number, lang: Lang): Promise<ExperienceSummary[]> {
  const [base] = await queryRows<{
    destination_id: number;
    country_id: number;
    base_cents: number;
    category_ids: number[] | null;
  }>(
    db,
    sql`select e.destination_id, e.country_id,
          case when e.price_package_cents > 0 then e.price_package_cents else e.price_adults_cents end as base_cents,
          (select array_agg(category_id) from experience_categories where experience_id = e.id) as category_ids
        from experiences e where e.id = ${id} and e.status = 'published'`,
  );
  if (!base) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

  const priceRange = { priceMinCents: base.base_cents, priceMaxCents: base.base_cents * 2 };
  const attempts = [
    { ...NO_FILTERS, cityIds: [base.destination_id] },
    { ...NO_FILTERS, countryId: base.country_id, categoryIds: base.category_ids ?? [], ...priceRange },
    { ...NO_FILTERS, countryId: base.country_id, ...priceRange },
  ];
  const found: ExperienceSummary[] = [];
  for (const filters of attempts) {
    const exclude = [id, ...found.map((experience) => experience.id)];
    const notIn = sql`e.id not in (${sql.join(
      exclude.map((value) => sql`${value}`),
      sql`, `,
    )})`;
    found.push(...(await topExperiences(db, filters, SIMILAR_LIMIT - found.length, lang, [notIn])));
    if (found.length >= MIN_SIMILAR) break;
  }
  return found;
}
