/**
 * A booking's whole story for the back office (docs/decisions/0074-admin-booking-support): the booking, its
 * status history, payment attempts (provider references, never a card token or fingerprint), refunds, the
 * e-mails sent to its traveller about it (the outbox rows to their address that name its code), its
 * attendance and the operator's share. Each part is one indexed query by the purchase or the address.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import { reversedCents } from '../earnings/earnings-ledger.server';
import { AppError } from '../errors';
import { centsToUsd } from '../pricing/money';
import { isBooking } from '../purchases/booking-rows';
import { paidFacts } from '../purchases/purchase-refunds.server';
import { refundableCents, splitRefund } from '../purchases/refund-split';
import type { BookingStory } from './story-contract';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

interface StoryRow {
  id: number;
  code: string;
  status: BookingStory['status'];
  lang_code: string;
  created_at: string;
  starts_at: string;
  booking_date: string;
  booking_hour: string;
  time_zone: string;
  participants: number;
  user_id: number;
  email: string;
  traveller_name: string;
  experience_id: number;
  experience_name: string | null;
  company_id: number;
  company_name: string;
  total_cost_cents: number;
  service_fee_cents: number;
  coupon_discount_cents: number;
  wallet_discount_cents: number;
  total_payment_cents: number;
  payment_method: BookingStory['money']['payment_method'];
  card_brand: string | null;
  card_last4: string | null;
  commission_cents: number;
  operator_payable_cents: number;
  refunded_cents: number;
  checked_in_at: string | null;
  no_show_at: string | null;
}

async function storyRow(db: DbOrTx, purchaseId: number, lang: Lang): Promise<StoryRow> {
  const [row] = await queryRows<StoryRow>(
    db,
    sql`select p.id, p.code, p.status::text as status, p.lang_code, ${iso('p.created_at')} as created_at,
        ${iso('p.starts_at')} as starts_at, p.booking_date::text as booking_date,
        to_char(p.booking_hour, 'HH24:MI') as booking_hour, p.time_zone, p.total_participants as participants,
        p.user_id, u.email::text as email, trim(u.first_name || ' ' || u.last_name) as traveller_name,
        p.experience_id,
        ${localizedValue('experience_translations', 'experience_id', sql`p.experience_id`, 'name', lang)}
          as experience_name,
        p.company_id, co.company_name, p.total_cost_cents, p.service_fee_cents, p.coupon_discount_cents,
        p.wallet_discount_cents, p.total_payment_cents, p.payment_method::text as payment_method,
        p.card_brand, p.card_last4, p.commission_cents, p.operator_payable_cents, p.refunded_cents,
        ${iso('p.checked_in_at')} as checked_in_at, ${iso('p.no_show_at')} as no_show_at
      from purchases p join users u on u.id = p.user_id join companies co on co.id = p.company_id
      where p.id = ${purchaseId} and ${isBooking('p')}`,
  );
  if (!row) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  return row;
}

export async function bookingStory(db: DbOrTx, purchaseId: number, lang: Lang): Promise<BookingStory> {
  const row = await storyRow(db, purchaseId, lang);
  const history = await queryRows<BookingStory['history'][number]>(
    db,
    sql`select ${iso('created_at')} as at, from_status::text as "from", to_status::text as "to", actor,
        actor_user_id, reason
      from purchase_status_history where purchase_id = ${purchaseId} order by created_at, id`,
  );
  const payments = await queryRows<Omit<BookingStory['payments'][number], 'amount'> & { cents: number }>(
    db,
    sql`select id, ${iso('created_at')} as at, method, provider, status, amount_cents as cents,
        provider_reference, error_code
      from payment_attempts where purchase_id = ${purchaseId} order by id`,
  );
  const refunds = await queryRows<Omit<BookingStory['refunds'][number], 'amount'> & { cents: number }>(
    db,
    sql`select id, ${iso('created_at')} as at, kind, method::text as method, amount_cents as cents, status,
        provider_reference, error_code, reason
      from purchase_refunds where purchase_id = ${purchaseId} order by id`,
  );
  const emails = await queryRows<BookingStory['emails'][number]>(
    db,
    sql`select id, ${iso('created_at')} as at, template, subject, status::text as status,
        ${iso('sent_at')} as sent_at
      from email_outbox
      where to_email = ${row.email} and created_at >= ${row.created_at}::timestamptz - interval '1 minute'
        and (strpos(subject, ${row.code}) > 0 or strpos(text, ${row.code}) > 0)
      order by created_at, id limit 100`,
  );
  const facts = await paidFacts(db, purchaseId);
  const refundable = refundableCents(facts);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    lang_code: row.lang_code,
    created_at: row.created_at,
    starts_at: row.starts_at,
    booking_date: row.booking_date,
    booking_hour: row.booking_hour,
    time_zone: row.time_zone,
    participants: row.participants,
    traveller: { id: row.user_id, email: row.email, name: row.traveller_name },
    experience: { id: row.experience_id, name: row.experience_name ?? `#${row.experience_id}` },
    company: { id: row.company_id, name: row.company_name },
    money: {
      total_cost: centsToUsd(row.total_cost_cents),
      service_fee: centsToUsd(row.service_fee_cents),
      coupon_discount: centsToUsd(row.coupon_discount_cents),
      wallet_paid: centsToUsd(row.wallet_discount_cents),
      charged: centsToUsd(row.total_payment_cents),
      payment_method: row.payment_method,
      card_brand: row.card_brand,
      card_last4: row.card_last4,
      commission: centsToUsd(row.commission_cents),
      operator_payable: centsToUsd(row.operator_payable_cents),
      operator_payable_reversed: centsToUsd(await reversedCents(db, purchaseId)),
      refunded: centsToUsd(row.refunded_cents),
      refundable: centsToUsd(refundable),
      refundable_to_original: centsToUsd(splitRefund(facts, refundable, 'original').provider),
    },
    attendance: { checked_in_at: row.checked_in_at, no_show_at: row.no_show_at },
    history,
    payments: payments.map(({ cents, ...payment }) => ({ ...payment, amount: centsToUsd(cents) })),
    refunds: refunds.map(({ cents, ...refund }) => ({ ...refund, amount: centsToUsd(cents) })),
    emails,
  };
}
