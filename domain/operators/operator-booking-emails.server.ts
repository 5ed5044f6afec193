/**
 * Writes the operator e-mails of a booking's confirmation or cancellation to the outbox, in the caller's
 * transaction, the one that moves the status (docs/decisions/0065-review-replies-and-operator-emails.md):
 * they are sent if and only if that change commits, so once whichever process made it.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { enqueueEmail } from '../emails/outbox.server';
import type { EmailLinks } from '../emails/rendered-email';
import { loadPurchaseVoucher, type PurchaseVoucher } from '../purchases/purchase-voucher.server';
import { type OperatorBookingEvent, operatorBookingEmail } from './operator-booking-email';
import { operatorRecipients } from './operator-recipients';

/**
 * The recipients of the event's e-mail for the purchase's company: the members who chose it
 * (`notify_new_booking` or `notify_cancellation`) and the contact address, written in the language of
 * the company's first owner when it is no member's.
 */
async function recipientsOf(tx: DbOrTx, purchaseId: number, event: OperatorBookingEvent) {
  const choice = event.kind === 'new_booking' ? sql`m.notify_new_booking` : sql`m.notify_cancellation`;
  const [company] = await queryRows<{ id: number; email: string; name: string; language: string | null }>(
    tx,
    sql`select c.id, coalesce(c.contact_email, c.email)::text as email, c.company_name as name,
        (select u.language from company_members o join users u on u.id = o.user_id
          where o.company_id = c.id and o.role = 'owner' order by o.created_at, o.user_id limit 1) as language
      from purchases p join companies c on c.id = p.company_id where p.id = ${purchaseId}`,
  );
  if (!company) return [];
  const members = await queryRows<{ email: string; firstName: string; language: string }>(
    tx,
    sql`select u.email::text as email, u.first_name as "firstName", u.language
      from company_members m join users u on u.id = m.user_id
      where m.company_id = ${company.id} and ${choice} order by m.created_at, m.user_id`,
  );
  return operatorRecipients({ contact: company, members });
}

/** Queues the event's e-mail to each recipient of the purchase's company; answers how many. */
export async function enqueueOperatorBookingEmails(
  tx: DbOrTx,
  purchaseId: number,
  event: OperatorBookingEvent,
  links: EmailLinks,
  now: Date,
): Promise<number> {
  const recipients = await recipientsOf(tx, purchaseId, event);
  // The booking read once per language the recipients read.
  const vouchers = new Map<Lang, PurchaseVoucher | null>();
  let queued = 0;
  for (const recipient of recipients) {
    if (!vouchers.has(recipient.lang)) {
      vouchers.set(recipient.lang, await loadPurchaseVoucher(tx, { purchaseId }, { lang: recipient.lang }));
    }
    const voucher = vouchers.get(recipient.lang);
    if (!voucher) continue;
    const email = operatorBookingEmail(voucher, event, recipient, links);
    if (await enqueueEmail(tx, { email: recipient.email, name: recipient.name }, email, now)) queued += 1;
  }
  return queued;
}
