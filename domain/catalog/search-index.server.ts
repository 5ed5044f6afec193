import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The accent-free, lower-case text an experience is found by: names, headings, places, categories. */
const searchDocument = sql`f_unaccent(lower(concat_ws(' ',
  (select string_agg(t.name || ' ' || t.h1, ' ') from experience_translations t where t.experience_id = e.id),
  (select string_agg(dt.name, ' ') from destination_translations dt where dt.destination_id = e.destination_id),
  (select string_agg(ct.name, ' ') from country_translations ct where ct.country_id = e.country_id),
  (select string_agg(cat.name, ' ') from experience_categories ec
     join category_translations cat on cat.category_id = ec.category_id where ec.experience_id = e.id))))`;

const nameDocument = sql`f_unaccent(lower((select string_agg(t.name, ' ') from experience_translations t
  where t.experience_id = e.id)))`;

/**
 * Rebuilds the search fields of experiences (docs/decisions/0003): every word of the search document goes
 * into the vocabulary, and each published experience keeps the vocabulary ids of its words and of its
 * names. Unpublished experiences get none, so a word match alone proves an experience is published.
 */
export async function rebuildSearchText(db: DbOrTx, experienceIds?: number[]) {
  const only: SQL =
    experienceIds && experienceIds.length > 0
      ? sql`and e.id in (${sql.join(
          experienceIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const docs = sql`select e.id, ${searchDocument} as doc, ${nameDocument} as names
    from experiences e where e.status = 'published' ${only}`;
  await db.execute(sql`insert into search_vocabulary (word)
    select distinct w from (${docs}) d, unnest(regexp_split_to_array(d.doc, '[^a-z0-9]+')) w
    where length(w) >= 2
    on conflict (word) do nothing`);
  await db.execute(sql`update experiences e set search_words = '{}', name_words = '{}'
    where e.status <> 'published' ${only}`);
  await db.execute(sql`with docs as (${docs}),
    tokens as (
      select d.id, w, false as in_name from docs d, unnest(regexp_split_to_array(d.doc, '[^a-z0-9]+')) w
      union all
      select d.id, w, true from docs d, unnest(regexp_split_to_array(d.names, '[^a-z0-9]+')) w
    ),
    agg as (
      select t.id, array_agg(distinct v.id) as words,
        coalesce(array_agg(distinct v.id) filter (where t.in_name), '{}') as names
      from tokens t join search_vocabulary v on v.word = t.w group by t.id
    )
    update experiences e set search_words = agg.words, name_words = agg.names from agg where agg.id = e.id`);
}
