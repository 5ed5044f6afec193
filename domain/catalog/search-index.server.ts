import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** Splits accent-free lower-case text into its distinct words of two letters or more. */
const wordsOf = (text: ReturnType<typeof sql>) =>
  sql`array(select distinct w from unnest(regexp_split_to_array(${text}, '[^a-z0-9]+')) w where length(w) >= 2)`;

/**
 * Rebuilds the search fields of experiences (docs/decisions/0003): the accent-free text of their names and
 * headings, city, country and categories in both languages; its distinct words; the words of the names
 * alone; and the vocabulary of all words, where typos are resolved.
 */
export async function rebuildSearchText(db: DbOrTx, experienceIds?: number[]) {
  const only =
    experienceIds && experienceIds.length > 0
      ? sql`and e.id in (${sql.join(
          experienceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const names = sql`(select f_unaccent(lower(string_agg(t.name, ' '))) from experience_translations t where t.experience_id = e.id)`;
  await db.execute(sql`
    update experiences e set search_text = f_unaccent(lower(concat_ws(' ',
      (select string_agg(t.name || ' ' || t.h1, ' ') from experience_translations t where t.experience_id = e.id),
      (select string_agg(dt.name, ' ') from destination_translations dt where dt.destination_id = e.destination_id),
      (select string_agg(ct.name, ' ') from country_translations ct where ct.country_id = e.country_id),
      (select string_agg(cat.name, ' ') from experience_categories ec
         join category_translations cat on cat.category_id = ec.category_id where ec.experience_id = e.id)
    ))),
    name_words = ${wordsOf(names)}
    where true ${only}`);
  await db.execute(
    sql`update experiences e set search_words = ${wordsOf(sql`e.search_text`)} where true ${only}`,
  );
  await db.execute(sql`insert into search_vocabulary (word)
    select distinct unnest(search_words) from experiences e where true ${only}
    on conflict do nothing`);
}
