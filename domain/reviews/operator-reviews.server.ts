/**
 * The reviews of a company's experiences as its operators see them, and their one public reply to each
 * (docs/decisions/0065-review-replies-and-operator-emails.md). The company is always the caller's: another
 * company's review or experience answers 404. The reply, its audit record and the catalogue-change
 * notice (the experience page shows it) are one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { announceCatalogChange } from '../catalog/catalog-changes.server';
import { localizedValue } from '../catalog/localized-sql';
import { pageOffset, paginationMeta, type PageRequest } from '../catalog/pagination';
import { AppError, notFound } from '../errors';
import { companyExperienceNames } from '../operator-availability/departures.server';
import { type ReplyBody, replyEditable, replyEditableUntil } from './review-reply';

/** Reviews per page of the operator's list. */
export const OPERATOR_REVIEWS_PAGE = 20;

interface ReviewRow {
  id: number;
  experience_id: number;
  experience_name: string | null;
  author_first_name: string;
  author_last_name: string;
  rating: number;
  public_comment: string | null;
  private_comment: string | null;
  lang_code: string;
  created_at: Date | string;
  reply_es: string | null;
  reply_en: string | null;
  replied_at: Date | string | null;
  reply_updated_at: Date | string | null;
  hidden_at: Date | string | null;
}

/** One review as the operator's list gives it. */
export interface OperatorReview {
  id: number;
  experience: { id: number; name: string };
  author: string;
  rating: number;
  public_comment: string | null;
  private_comment: string | null;
  lang_code: string;
  date: string;
  hidden_at: string | null;
  reply: {
    text_es: string | null;
    text_en: string | null;
    replied_at: string;
    updated_at: string;
    editable_until: string;
    editable: boolean;
  } | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function reviewSelect(lang: Lang) {
  const name = localizedValue('experience_translations', 'experience_id', sql`e.id`, 'name', lang);
  return sql`select r.id, r.experience_id, ${name} as experience_name, r.author_first_name,
      r.author_last_name, r.rating, r.public_comment, r.private_comment, r.lang_code, r.created_at,
      r.reply_es, r.reply_en, r.replied_at, r.reply_updated_at, r.hidden_at
    from reviews r join experiences e on e.id = r.experience_id`;
}

function reviewJson(row: ReviewRow, now: Date): OperatorReview {
  const repliedAt = row.replied_at === null ? null : new Date(row.replied_at);
  return {
    id: row.id,
    experience: { id: row.experience_id, name: row.experience_name ?? `#${row.experience_id}` },
    // The first name and the initial, as the experience page shows the author.
    author: `${row.author_first_name} ${row.author_last_name.charAt(0)}.`.trim(),
    rating: row.rating,
    public_comment: row.public_comment,
    private_comment: row.private_comment,
    lang_code: row.lang_code,
    date: iso(row.created_at),
    // Hidden by the marketplace (docs/decisions/0080-hidden-reviews-for-operators): the fact and when, never
    // the admin's reason (written for the audit log) nor who reported it.
    hidden_at: row.hidden_at === null ? null : iso(row.hidden_at),
    reply:
      repliedAt === null
        ? null
        : {
            text_es: row.reply_es,
            text_en: row.reply_en,
            replied_at: repliedAt.toISOString(),
            updated_at: iso(row.reply_updated_at ?? repliedAt),
            editable_until: replyEditableUntil(repliedAt).toISOString(),
            editable: replyEditable(repliedAt, now),
          },
  };
}

/** The company's reviews, newest first, optionally of one of its experiences (404 for another's). */
export async function companyReviews(
  db: DbOrTx,
  query: { companyId: number; experienceId?: number; page: PageRequest; lang: Lang; now: Date },
) {
  const { companyId, experienceId, page } = query;
  if (experienceId !== undefined) {
    const [owned] = await queryRows<{ id: number }>(
      db,
      sql`select id from experiences where id = ${experienceId} and company_id = ${companyId}`,
    );
    if (!owned) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
  }
  const where = sql`where e.company_id = ${companyId}${
    experienceId === undefined ? sql`` : sql` and r.experience_id = ${experienceId}`
  }`;
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from reviews r join experiences e on e.id = r.experience_id ${where}`,
  );
  const rows = await queryRows<ReviewRow>(
    db,
    sql`${reviewSelect(query.lang)} ${where} order by r.created_at desc, r.id desc
      limit ${page.limit} offset ${pageOffset(page)}`,
  );
  return {
    data: rows.map((row) => reviewJson(row, query.now)),
    pagination: paginationMeta(counted?.total ?? 0, page.page, page.limit),
    experiences: await companyExperienceNames(db, companyId, query.lang),
  };
}

export interface ReplyInput {
  accountId: number;
  companyId: number;
  reviewId: number;
  body: ReplyBody;
  lang: Lang;
  now: Date;
}

/**
 * Writes the reply (both languages as sent: one left out is removed). The first reply starts the edit
 * window; past it the reply stays as it is: 409 REVIEW_REPLY_LOCKED. A review the marketplace hid takes
 * no reply nor change: 409 REVIEW_HIDDEN (docs/decisions/0080-hidden-reviews-for-operators).
 */
export async function replyToReview(db: Db, input: ReplyInput): Promise<OperatorReview> {
  const { companyId, reviewId, body, now } = input;
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<{
      experience_id: number;
      reply_es: string | null;
      reply_en: string | null;
      replied_at: Date | string | null;
      hidden: boolean;
    }>(
      tx,
      sql`select r.experience_id, r.reply_es, r.reply_en, r.replied_at, r.hidden_at is not null as hidden
        from reviews r
        join experiences e on e.id = r.experience_id
        where r.id = ${reviewId} and e.company_id = ${companyId} for update of r`,
    );
    if (!locked) throw notFound('REVIEW_NOT_FOUND', 'operator.reviews.errors.notFound');
    if (locked.hidden) throw new AppError(409, 'REVIEW_HIDDEN', 'operator.reviews.errors.hidden');
    const repliedAt = locked.replied_at === null ? null : new Date(locked.replied_at);
    if (!replyEditable(repliedAt, now)) {
      throw new AppError(409, 'REVIEW_REPLY_LOCKED', 'operator.reviews.errors.locked');
    }
    await tx.execute(
      sql`update reviews set reply_es = ${body.text_es}, reply_en = ${body.text_en},
        replied_at = coalesce(replied_at, ${now}), reply_updated_at = ${now}, replied_by = ${input.accountId}
        where id = ${reviewId}`,
    );
    await recordAudit(tx, {
      actorId: input.accountId,
      actorKind: 'operator',
      companyId,
      action: repliedAt === null ? 'review.reply' : 'review.reply_edit',
      entity: 'review',
      entityId: reviewId,
      before: repliedAt === null ? null : { reply_es: locked.reply_es, reply_en: locked.reply_en },
      after: { reply_es: body.text_es, reply_en: body.text_en },
      at: now,
    });
    // The experience page shows the reply: every process clears its catalogue caches on the commit.
    await announceCatalogChange(tx, { entity: 'review', id: locked.experience_id });
    const [row] = await queryRows<ReviewRow>(tx, sql`${reviewSelect(input.lang)} where r.id = ${reviewId}`);
    return reviewJson(row!, now);
  });
}
