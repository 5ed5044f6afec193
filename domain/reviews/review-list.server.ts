/**
 * An experience's public reviews (docs/decisions/0085-reviews.md): the summary of its stars and its list,
 * sorted and filtered, a page at a time, each review with the operator's reply and its photos. Hidden
 * reviews are never read here.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { pageOffset, paginationMeta, type PageRequest } from '../catalog/pagination';
import { notFound } from '../errors';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewListQuery,
  type ReviewSummary,
  SORT_ORDER,
  summarizeStars,
} from './review-list';
import { loadReviewPhotos, type ReviewPhotoJson } from './review-photos.server';
import { replyFor } from './review-reply';

export interface PublicReview {
  id: number;
  customer: {
    first_name: string;
    last_name: string;
    avatar_url: string | null;
  };
  rating: number;
  date: string;
  comments: string;
  lang_code: Lang;
  /** Every review is written by the traveller of a completed booking (the API refuses anyone else). */
  verified_booking: true;
  reply: { text: string; lang: Lang } | null;
  photos: ReviewPhotoJson[];
}

interface Row {
  id: number;
  author_first_name: string;
  author_last_name: string;
  author_avatar_url: string | null;
  rating: number;
  public_comment: string | null;
  lang_code: string;
  created_at: Date | string;
  reply_es: string | null;
  reply_en: string | null;
}

/** Counts per star of the shown reviews of an experience, and their summary. */
export async function reviewSummary(db: DbOrTx, experienceId: number): Promise<ReviewSummary> {
  const rows = await queryRows<{ rating: number; n: number }>(
    db,
    sql`select rating, count(*)::int as n from reviews
        where experience_id = ${experienceId} and hidden_at is null group by rating`,
  );
  return summarizeStars(Object.fromEntries(rows.map((row) => [Number(row.rating), Number(row.n)])));
}

function filterOf(experienceId: number, query: Pick<ReviewListQuery, 'stars' | 'lang'>): SQL {
  const parts = [sql`experience_id = ${experienceId}`, sql`hidden_at is null`];
  if (query.stars !== undefined) parts.push(sql`rating = ${query.stars}`);
  if (query.lang !== undefined) parts.push(sql`lang_code = ${query.lang}`);
  return sql.join(parts, sql` and `);
}

function orderOf(sort: ReviewListQuery['sort']): SQL {
  return sql.join(
    SORT_ORDER[sort].map(({ column, desc }) => sql`${sql.identifier(column)} ${desc ? sql`desc` : sql`asc`}`),
    sql`, `,
  );
}

/** One page of the shown reviews of an experience, sorted and filtered as asked. */
export async function reviewRows(
  db: DbOrTx,
  experienceId: number,
  query: Pick<ReviewListQuery, 'sort' | 'stars' | 'lang'>,
  page: PageRequest,
  lang: Lang,
): Promise<{ data: PublicReview[]; total: number }> {
  const filter = filterOf(experienceId, query);
  const [rows, counted] = await allQueries(
    db,
    () =>
      queryRows<Row>(
        db,
        sql`select id, author_first_name, author_last_name, author_avatar_url, rating, public_comment, lang_code,
            created_at, reply_es, reply_en
          from reviews where ${filter} order by ${orderOf(query.sort)}
          limit ${page.limit} offset ${pageOffset(page)}`,
      ),
    () => queryRows<{ total: number }>(db, sql`select count(*)::int as total from reviews where ${filter}`),
  );
  const photos = await loadReviewPhotos(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: counted[0]?.total ?? 0,
    data: rows.map((row) => ({
      id: row.id,
      customer: {
        first_name: row.author_first_name,
        last_name: row.author_last_name,
        avatar_url: row.author_avatar_url,
      },
      rating: row.rating,
      date: new Date(row.created_at).toISOString(),
      comments: row.public_comment ?? '',
      lang_code: row.lang_code === 'en' ? 'en' : 'es',
      verified_booking: true,
      // The operator's public reply, in the page's language when it wrote both (review-reply.ts).
      reply: replyFor({ es: row.reply_es, en: row.reply_en }, lang),
      photos: photos.get(row.id) ?? [],
    })),
  };
}

/** `GET /api/v1/experience/{id}/reviews`: a published experience's reviews, one page. */
export async function listExperienceReviews(
  db: DbOrTx,
  experienceId: number,
  query: ReviewListQuery,
  page: PageRequest,
  lang: Lang,
) {
  const [experience] = await queryRows<{ id: number }>(
    db,
    sql`select id from experiences where id = ${experienceId} and status = 'published'`,
  );
  if (!experience) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  const { data, total } = await reviewRows(db, experienceId, query, page, lang);
  return { data, pagination: paginationMeta(total, page.page, page.limit) };
}

/** The first page as the experience page gets it: newest first, unfiltered. */
export const firstReviewsPage = (db: DbOrTx, experienceId: number, lang: Lang) =>
  reviewRows(db, experienceId, { sort: 'newest' }, { page: 1, limit: REVIEWS_PAGE_SIZE }, lang);
