/**
 * The review request after a purchase is completed (docs/decisions/0040): written in the transaction that completes
 * the purchase (status-job.server.ts), so it goes exactly once with the completion and never without it.
 * `review_requested_at` marks the purchase as asked, by a conditional update, so no other path can ask
 * twice either.
 */
import { sql } from 'drizzle-orm';
import { isLang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { PromotionalEmailLinks } from '../emails/rendered-email';
import { reviewRequestEmail } from './review-request-email';

/**
 * A purchase whose end is older than this when it is completed (the servers were down for weeks) is not
 * asked about any more: the memory of it has faded and the e-mail would surprise more than help.
 */
export const REVIEW_REQUEST_MAX_AGE_MS = 30 * 86_400_000;

interface RequestRow {
  id: number;
  lang_code: string;
  experience_id: number;
  email: string;
  first_name: string;
  last_name: string;
  name: string | null;
}

/**
 * Asks for a review of each completed purchase of `purchaseIds`, unless the traveller has already
 * reviewed the experience (one review per user and experience) or was asked already. An address that
 * unsubscribed gets nothing (the e-mail is promotional) but its purchase counts as asked. Answers how
 * many e-mails were written.
 */
export async function requestReviews(
  tx: DbOrTx,
  purchaseIds: number[],
  links: PromotionalEmailLinks,
  now: Date,
): Promise<number> {
  if (purchaseIds.length === 0) return 0;
  const ids = sql.join(
    purchaseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const oldest = new Date(now.getTime() - REVIEW_REQUEST_MAX_AGE_MS);
  const rows = await queryRows<RequestRow>(
    tx,
    sql`with asked as (
          update purchases p set review_requested_at = ${now}
          where p.id in (${ids}) and p.status = 'completed' and p.review_requested_at is null
            and p.starts_at + p.duration_minutes * interval '1 minute' >= ${oldest}
            and not exists (select 1 from reviews r
                            where r.user_id = p.user_id and r.experience_id = p.experience_id)
          returning p.id, p.lang_code, p.experience_id, p.user_id
        )
        select a.id, a.lang_code, a.experience_id, u.email::text as email, u.first_name, u.last_name,
          (select x.name from experience_translations x where x.experience_id = a.experience_id
             and x.lang_code in (a.lang_code, 'es') order by x.lang_code = a.lang_code desc limit 1) as name
        from asked a join users u on u.id = a.user_id
        order by a.id`,
  );
  let written = 0;
  for (const row of rows) {
    const lang = isLang(row.lang_code) ? row.lang_code : 'es';
    const email = reviewRequestEmail({
      lang,
      links,
      firstName: row.first_name,
      email: row.email,
      experience: { id: row.experience_id, name: row.name ?? '' },
    });
    if (
      await enqueueEmail(
        tx,
        { email: row.email, name: `${row.first_name} ${row.last_name}`.trim() },
        email,
        now,
      )
    )
      written += 1;
  }
  return written;
}
