/**
 * What the moderation of reviews reads (docs/decisions/0076-moderation): the queue of reviews with open
 * reports (most reported first, then the oldest report), a search of every review, and one review with its
 * reports as the admin's answers give it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import type { ReviewReportReason } from '../../common/review-reports';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { pageOffset, paginationMeta, type PageRequest } from '../catalog/pagination';
import { experiencePath } from '../catalog/slug';
import type { AdminReview } from './moderation-contract';
import { loadReviewPhotos } from './review-photos.server';

/** Reviews per page of the admin's lists; reports shown with each. */
export const ADMIN_REVIEWS_PAGE = 20;
const REPORTS_SHOWN = 20;

export interface ReviewQuery {
  view: 'reported' | 'all';
  q?: string;
  visibility: 'any' | 'visible' | 'hidden';
  experienceId?: number;
  page: PageRequest;
  lang: Lang;
}

interface Row {
  id: number;
  experience_id: number;
  experience_name: string | null;
  experience_status: string;
  slug: string | null;
  country_name: string | null;
  destination_name: string | null;
  company_id: number;
  company_name: string;
  author_first_name: string;
  author_last_name: string;
  rating: number;
  public_comment: string | null;
  lang_code: string;
  created_at: Date | string;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  open_reports: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function select(lang: Lang): SQL {
  const text = (table: string, fk: string, owner: SQL, column: string) =>
    localizedValue(table, fk, owner, column, lang);
  return sql`select r.id, r.experience_id, e.status::text as experience_status, e.company_id,
      ${text('experience_translations', 'experience_id', sql`e.id`, 'name')} as experience_name,
      ${text('experience_translations', 'experience_id', sql`e.id`, 'slug')} as slug,
      ${text('country_translations', 'country_id', sql`e.country_id`, 'name')} as country_name,
      ${text('destination_translations', 'destination_id', sql`e.destination_id`, 'name')} as destination_name,
      c.company_name, r.author_first_name, r.author_last_name, r.rating, r.public_comment, r.lang_code,
      r.created_at, r.hidden_at, r.hidden_reason,
      (select count(*)::int from review_reports o where o.review_id = r.id and o.status = 'open') as open_reports
    from reviews r join experiences e on e.id = r.experience_id join companies c on c.id = e.company_id`;
}

/** The filter of a list: open reports for the queue; words, visibility and experience for the search. */
function where(query: ReviewQuery): SQL {
  const parts: SQL[] = [];
  if (query.view === 'reported') {
    parts.push(sql`exists (select 1 from review_reports o where o.review_id = r.id and o.status = 'open')`);
  }
  if (query.visibility === 'visible') parts.push(sql`r.hidden_at is null`);
  if (query.visibility === 'hidden') parts.push(sql`r.hidden_at is not null`);
  if (query.experienceId !== undefined) parts.push(sql`r.experience_id = ${query.experienceId}`);
  if (query.q) {
    // The words as typed, with LIKE's wildcards taken literally.
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(r.public_comment ilike ${like} or r.private_comment ilike ${like}
      or (r.author_first_name || ' ' || r.author_last_name) ilike ${like})`);
  }
  return parts.length === 0 ? sql`` : sql`where ${sql.join(parts, sql` and `)}`;
}

function order(query: ReviewQuery): SQL {
  return query.view === 'reported'
    ? sql`order by open_reports desc,
        (select min(o.created_at) from review_reports o where o.review_id = r.id and o.status = 'open'), r.id`
    : sql`order by r.created_at desc, r.id desc`;
}

async function withReports(db: DbOrTx, rows: Row[]): Promise<AdminReview[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const reports = await queryRows<{
    id: number;
    review_id: number;
    reason: ReviewReportReason;
    note: string | null;
    status: 'open' | 'dismissed' | 'upheld';
    created_at: Date | string;
  }>(
    db,
    sql`select id, review_id, reason, note, status, created_at from (
        select o.*, row_number() over (partition by o.review_id order by o.created_at desc, o.id desc) as n
        from review_reports o where o.review_id in (${ids})) x
      where n <= ${REPORTS_SHOWN} order by created_at desc, id desc`,
  );
  const photos = await loadReviewPhotos(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    experience: {
      id: row.experience_id,
      name: row.experience_name ?? `#${row.experience_id}`,
      status: row.experience_status,
      path:
        row.experience_status === 'published' &&
        row.experience_name &&
        row.country_name &&
        row.destination_name
          ? experiencePath({
              country: row.country_name,
              destination: row.destination_name,
              name: row.experience_name,
              urlSlug: row.slug,
              id: row.experience_id,
            })
          : null,
    },
    company: { id: row.company_id, name: row.company_name },
    author: `${row.author_first_name} ${row.author_last_name.charAt(0)}.`.trim(),
    rating: row.rating,
    public_comment: row.public_comment,
    lang_code: row.lang_code,
    date: iso(row.created_at),
    hidden: row.hidden_at === null ? null : { at: iso(row.hidden_at), reason: row.hidden_reason ?? '' },
    open_reports: row.open_reports,
    photos: photos.get(row.id) ?? [],
    reports: reports
      .filter((report) => report.review_id === row.id)
      .map((report) => ({
        id: report.id,
        reason: report.reason,
        note: report.note,
        status: report.status,
        created_at: iso(report.created_at),
      })),
  }));
}

/** One page of the queue or of the search. */
export async function moderationReviews(db: DbOrTx, query: ReviewQuery) {
  const filter = where(query);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from reviews r ${filter}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`${select(query.lang)} ${filter} ${order(query)}
      limit ${query.page.limit} offset ${pageOffset(query.page)}`,
  );
  return {
    data: await withReports(db, rows),
    pagination: paginationMeta(counted?.total ?? 0, query.page.page, query.page.limit),
  };
}

/** One review as the admin's answers give it, or null. */
export async function moderationReview(db: DbOrTx, id: number, lang: Lang): Promise<AdminReview | null> {
  const rows = await queryRows<Row>(db, sql`${select(lang)} where r.id = ${id}`);
  return (await withReports(db, rows))[0] ?? null;
}
