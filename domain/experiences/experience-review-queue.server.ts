/**
 * The marketplace's listing review queue (docs/product.md § Operators' experiences): experiences in a
 * state (in review by default) and, for `in_review`, the pending revisions of published or paused ones,
 * each with the content to read (the experience's own, or the revision's proposal) and its photos.
 */
import { sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries';
import { type Db, queryRows } from '../../db/client';
import type { ExperienceContentInput } from './editor-input';
import { readContent } from './experience-content.server';
import { type ExperiencePhoto, photosOf } from './experience-photos.server';
import type { ExperienceStatus } from './experience-lifecycle';

export interface ReviewQueueItem {
  id: number;
  status: ExperienceStatus;
  kind: 'listing' | 'revision';
  revision_id: number | null;
  company: { id: number; name: string };
  content: ExperienceContentInput;
  /** The photos travellers would see, cover first: a change of content leaves them as they are. */
  photos: ExperiencePhoto[];
  rejection_reason: string | null;
  updated_at: string;
}

const QUEUE_LIMIT = 100;

export async function reviewQueue(db: Db, status: ExperienceStatus): Promise<ReviewQueueItem[]> {
  const rows = await queryRows<{
    id: number;
    status: ExperienceStatus;
    revision_id: number | null;
    revision_content: ExperienceContentInput | null;
    company_id: number;
    company_name: string;
    rejection_reason: string | null;
    updated_at: string;
  }>(
    db,
    sql`select e.id, e.status, r.id as revision_id, r.content as revision_content, c.id as company_id,
          c.company_name, e.rejection_reason,
          to_char(coalesce(r.updated_at, e.updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
            as updated_at
        from experiences e join companies c on c.id = e.company_id
        left join experience_revisions r on r.experience_id = e.id and r.status = 'pending'
        where e.status = ${status}::experience_status
          or (${status} = 'in_review' and r.id is not null)
        order by coalesce(r.updated_at, e.updated_at), e.id
        limit ${QUEUE_LIMIT}`,
  );
  return allQueries(
    db,
    ...rows.map((row) => async () => ({
      id: row.id,
      status: row.status,
      kind:
        row.revision_id !== null && row.status !== 'in_review' ? ('revision' as const) : ('listing' as const),
      revision_id: row.revision_id,
      company: { id: row.company_id, name: row.company_name },
      content: row.revision_content ?? (await readContent(db, row.id))!,
      photos: await photosOf(db, row.id),
      rejection_reason: row.rejection_reason,
      updated_at: row.updated_at,
    })),
  );
}

/** How many wait in the queue: new listings in review and changes of live ones, in one query. */
export async function reviewQueueCounts(db: Db): Promise<{ listings: number; revisions: number }> {
  const [row] = await queryRows<{ listings: number; revisions: number }>(
    db,
    sql`select
          (select count(*) from experiences where status = 'in_review')::int as listings,
          (select count(*) from experience_revisions r join experiences e on e.id = r.experience_id
            where r.status = 'pending' and e.status <> 'in_review')::int as revisions`,
  );
  return { listings: row?.listings ?? 0, revisions: row?.revisions ?? 0 };
}
