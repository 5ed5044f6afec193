/**
 * The day-before reminders (docs/decisions/0040): each confirmed purchase starting soon is asked `reminderDecision`
 * (reminder-due.ts); a due one is claimed (`reminder_sent_at`, a conditional update) and its e-mail
 * written to the outbox in the same transaction, so it goes exactly once however many processes run
 * the job, and a cancellation committed first stops it.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { loadPurchaseVoucher } from './purchase-voucher.server';
import { type OperatorContact, purchaseReminderEmail } from './reminder-email';
import { REMINDER_LOOKAHEAD_MS, reminderDecision } from './reminder-due';

/** Candidates read per query (a page of the `purchases_active_idx` range). */
export const REMINDER_BATCH_SIZE = 500;

interface CandidateRow {
  id: number;
  time_zone: string;
  booking_date: string;
  starts_at: Date | string;
  created_at: Date | string;
}

/**
 * Claims the reminder of a purchase and writes its e-mail; false when it was sent already, the purchase
 * is no longer confirmed (cancelled meanwhile) or has started. A purchase without a voucher link (none
 * is made so) stays claimed with nothing written: there would be nothing to show the operator.
 */
export async function sendReminder(
  db: Db,
  purchaseId: number,
  links: EmailLinks,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`update purchases set reminder_sent_at = ${now}
        where id = ${purchaseId} and status = 'confirmed' and reminder_sent_at is null and starts_at > ${now}
        returning id`,
    );
    if (claimed.length === 0) return false;
    const voucher = await loadPurchaseVoucher(tx, { purchaseId });
    if (!voucher) return false;
    const operator = await operatorOf(tx, purchaseId);
    return enqueueEmail(
      tx,
      { email: voucher.user.email, name: `${voucher.user.firstName} ${voucher.user.lastName}`.trim() },
      purchaseReminderEmail(voucher, operator, links),
      now,
    );
  });
}

async function operatorOf(db: DbOrTx, purchaseId: number): Promise<OperatorContact> {
  const [row] = await queryRows<OperatorContact>(
    db,
    sql`select c.company_name as name, c.email::text as email, c.phone
        from purchases p join companies c on c.id = p.company_id where p.id = ${purchaseId}`,
  );
  return row ?? { name: '', email: '', phone: '' };
}

/**
 * Sends every reminder due at `now`. Only purchases starting within REMINDER_LOOKAHEAD_MS can be due;
 * they are read in pages ordered by start, and `keepGoing` is asked between pages. Answers how many
 * reminders were written.
 */
export async function sendDueReminders(
  db: Db,
  links: EmailLinks,
  now: Date,
  keepGoing: () => Promise<boolean> = async () => true,
): Promise<number> {
  const until = new Date(now.getTime() + REMINDER_LOOKAHEAD_MS);
  let sent = 0;
  let after: { startsAt: Date; id: number } | null = null;
  for (;;) {
    const page: CandidateRow[] = await queryRows<CandidateRow>(
      db,
      sql`select p.id, p.time_zone, p.booking_date::text as booking_date, p.starts_at, p.created_at
          from purchases p
          where p.status = 'confirmed' and p.reminder_sent_at is null
            and p.starts_at > ${now} and p.starts_at <= ${until}
            ${after ? sql`and (p.starts_at, p.id) > (${after.startsAt}, ${after.id})` : sql``}
          order by p.starts_at, p.id
          limit ${REMINDER_BATCH_SIZE}`,
    );
    for (const row of page) {
      const timing = {
        timeZone: row.time_zone,
        bookingDate: row.booking_date,
        startsAt: new Date(row.starts_at),
        createdAt: new Date(row.created_at),
      };
      if (reminderDecision(timing, now) !== 'send') continue;
      if (await sendReminder(db, row.id, links, now)) sent += 1;
    }
    const last = page.at(-1);
    if (page.length < REMINDER_BATCH_SIZE || !last) return sent;
    if (!(await keepGoing())) return sent;
    after = { startsAt: new Date(last.starts_at), id: last.id };
  }
}
