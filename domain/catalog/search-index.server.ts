import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Rebuilds the accent-free search text of experiences from their names and headings, their city and
 * country and their categories, in both languages: "panama" finds "Panamá" and an English query finds a
 * Spanish-named tour. Trigram indexes on this column make typos forgivable ("snorkle", "cartajena").
 */
export async function rebuildSearchText(db: DbOrTx, experienceIds?: number[]) {
  const only =
    experienceIds && experienceIds.length > 0
      ? sql`and e.id in (${sql.join(
          experienceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  await db.execute(sql`
    update experiences e set search_text = f_unaccent(lower(concat_ws(' ',
      (select string_agg(t.name || ' ' || t.h1, ' ') from experience_translations t where t.experience_id = e.id),
      (select string_agg(dt.name, ' ') from destination_translations dt where dt.destination_id = e.destination_id),
      (select string_agg(ct.name, ' ') from country_translations ct where ct.country_id = e.country_id),
      (select string_agg(cat.name, ' ') from experience_categories ec
         join category_translations cat on cat.category_id = ec.category_id where ec.experience_id = e.id)
    )))
    where true ${only}`);
}
