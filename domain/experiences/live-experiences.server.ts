/**
 * The published experiences an admin looks through to unpublish one (docs/decisions/0076-moderation): by
 * words of the name in either language or by number, 20 at most, with the company and the public path.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { experiencePath } from '../catalog/slug';
import { parseDbId } from '../ids';

export const LIVE_SEARCH_LIMIT = 20;

export interface LiveExperience {
  id: number;
  name: string;
  company: string;
  path: string;
}

export async function liveExperiences(
  db: DbOrTx,
  query: { q: string; lang: Lang },
): Promise<LiveExperience[]> {
  const text = (table: string, fk: string, owner: ReturnType<typeof sql>, column: string) =>
    localizedValue(table, fk, owner, column, query.lang);
  const id = parseDbId(query.q.trim(), 1);
  const like = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await queryRows<{
    id: number;
    name: string;
    slug: string | null;
    country: string;
    destination: string;
    company: string;
  }>(
    db,
    sql`select e.id, ${text('experience_translations', 'experience_id', sql`e.id`, 'name')} as name,
          ${text('experience_translations', 'experience_id', sql`e.id`, 'slug')} as slug,
          ${text('country_translations', 'country_id', sql`e.country_id`, 'name')} as country,
          ${text('destination_translations', 'destination_id', sql`e.destination_id`, 'name')} as destination,
          c.company_name as company
        from experiences e join companies c on c.id = e.company_id
        where e.status = 'published' and (${id ?? 0} = e.id
          or exists (select 1 from experience_translations t where t.experience_id = e.id and t.name ilike ${like}))
        order by e.id limit ${LIVE_SEARCH_LIMIT}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company,
    path: experiencePath({
      country: row.country,
      destination: row.destination,
      name: row.name,
      urlSlug: row.slug,
      id: row.id,
    }),
  }));
}
