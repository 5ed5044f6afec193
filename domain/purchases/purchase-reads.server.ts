import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { localized, localizedJoin, localizedValue } from '../catalog/localized-sql';
import {
  DEFAULT_PAGE_SIZE,
  type PageRequest,
  type PaginationMeta,
  pageOffset,
  paginationMeta,
  parsePage,
} from '../catalog/pagination';
import { experiencePath } from '../catalog/slug';
import { AppError } from '../errors';
import { bookedAddOnName } from './add-on-name.server';
import { isBooking } from './booking-rows';
import { photoUrl } from '../media/photo-url';
import {
  type ParticipantTier,
  type PurchaseExtras,
  type PurchaseJson,
  type PurchaseRow,
  purchaseJson,
} from './purchase-json';

/** Photo width in a purchase: the agenda's cards are list-sized. */
const PURCHASE_PHOTO_WIDTH = 640;

interface LoadedRow extends Omit<PurchaseRow, 'experience_url' | 'photo_url'> {
  experience_published: boolean;
  experience_slug: string;
  destination_name: string;
  photo_id: string | null;
}

/** The purchase columns, the experience's texts in `lang` (Spanish fallback), its first photo. */
function purchaseSelect(lang: Lang): SQL {
  return sql`select p.id, p.code, p.status, p.experience_id,
      ${localized('et', 'name')} as experience_name, ${localized('et', 'slug')} as experience_slug,
      e.status = 'published' as experience_published,
      ${localizedValue('country_translations', 'country_id', sql`e.country_id`, 'name', lang)} as country_name,
      ${localizedValue('destination_translations', 'destination_id', sql`e.destination_id`, 'name', lang)} as destination_name,
      (select cn.iso_code from countries cn where cn.id = e.country_id) as country_iso,
      (select ph.photo_id from experience_photos ph where ph.experience_id = e.id order by ph.position limit 1)
        as photo_id,
      p.booking_date::text as booking_date, to_char(p.booking_hour, 'HH24:MI') as booking_hour, p.time_zone,
      p.total_participants, c.code::text as coupon_code,
      p.total_cost_cents, p.wallet_discount_cents, p.total_payment_cents,
      p.payment_method, p.card_brand, p.card_last4, p.voucher_token,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      to_char(p.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at,
      p.duration_minutes, p.cancellation_policy, p.refunded_cents,
      (select json_object_agg(r.method, r.cents) from (select r.method::text as method,
          sum(r.amount_cents)::int as cents from purchase_refunds r
        where r.purchase_id = p.id and r.status in ('pending', 'done') group by r.method) r) as refunds,
      (select h.reason from purchase_status_history h where h.purchase_id = p.id and h.to_status = p.status
        order by h.id desc limit 1) as cancellation_reason,
      exists (select 1 from reviews r where r.user_id = p.user_id and r.experience_id = p.experience_id)
        as reviewed,
      exists (select 1 from payment_attempts a where a.purchase_id = p.id and a.status = 'pending')
        as payment_pending,
      e.meeting_latitude, e.meeting_longitude, coalesce(${localized('et', 'meeting_reference')}, '') as meeting_reference,
      coalesce(${localized('et', 'meeting_address')}, '') as meeting_address,
      coalesce(${localized('et', 'meeting_instructions')}, '') as meeting_instructions,
      co.company_name as operator_name, co.email::text as operator_email, co.phone as operator_phone
    from purchases p
    join experiences e on e.id = p.experience_id
    join companies co on co.id = p.company_id
    ${localizedJoin('experience_translations', 'experience_id', sql`e.id`, 'et', lang)}
    left join coupons c on c.id = p.coupon_id`;
}

function toPurchaseRow(row: LoadedRow): PurchaseRow {
  const { experience_published, experience_slug, destination_name, photo_id, ...rest } = row;
  return {
    ...rest,
    total_participants: Number(row.total_participants),
    experience_url: experience_published
      ? experiencePath({
          country: row.country_name,
          destination: destination_name,
          name: row.experience_name,
          urlSlug: experience_slug,
          id: row.experience_id,
        })
      : null,
    photo_url: photo_id ? photoUrl(photo_id, PURCHASE_PHOTO_WIDTH) : null,
  };
}

const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Participants, add-ons and pickup of several purchases, in three queries whatever their number. */
async function loadExtras(
  db: DbOrTx,
  ids: readonly number[],
  lang: Lang,
): Promise<Map<number, PurchaseExtras>> {
  const extras = new Map<number, PurchaseExtras>(
    ids.map((id) => [id, { participants: [], addOns: [], pickup: null }]),
  );
  if (ids.length === 0) return extras;
  const [participants, addOns, pickups] = await allQueries(
    db,
    () =>
      queryRows<{
        purchase_id: number;
        tier: ParticipantTier;
        quantity: number;
      }>(
        db,
        sql`select purchase_id, tier, quantity from purchase_participants where purchase_id in ${idList(ids)}
        order by purchase_id, id`,
      ),
    () =>
      queryRows<{
        purchase_id: number;
        id: number | null;
        name: string;
        quantity: number;
        total_cents: number;
      }>(
        db,
        sql`select pa.purchase_id, pa.experience_add_on_id as id, ${bookedAddOnName(lang)} as name,
          pa.quantity, pa.total_cents
        from purchase_add_ons pa where pa.purchase_id in ${idList(ids)} order by pa.purchase_id, pa.id`,
      ),
    () =>
      queryRows<{
        purchase_id: number;
        latitude: number;
        longitude: number;
        address: string;
      }>(
        db,
        sql`select purchase_id, latitude, longitude, address from purchase_pickups
        where purchase_id in ${idList(ids)}`,
      ),
  );
  for (const { purchase_id, ...item } of participants) extras.get(purchase_id)?.participants.push(item);
  for (const { purchase_id, ...item } of addOns) extras.get(purchase_id)?.addOns.push(item);
  for (const { purchase_id, ...pickup } of pickups) {
    const target = extras.get(purchase_id);
    if (target) target.pickup = pickup;
  }
  return extras;
}

async function shape(db: DbOrTx, rows: LoadedRow[], lang: Lang, now: Date): Promise<PurchaseJson[]> {
  const extras = await loadExtras(
    db,
    rows.map((row) => row.id),
    lang,
  );
  return rows.map((row) =>
    purchaseJson(
      toPurchaseRow(row),
      extras.get(row.id) ?? { participants: [], addOns: [], pickup: null },
      now,
    ),
  );
}

/** One purchase as the API answers it, whoever owns it (callers check the owner), or null. */
export async function loadPurchaseJson(
  db: DbOrTx,
  purchaseId: number,
  lang: Lang,
  now: Date,
): Promise<PurchaseJson | null> {
  const rows = await queryRows<LoadedRow>(
    db,
    sql`${purchaseSelect(lang)} where p.id = ${purchaseId} and ${isBooking('p')}`,
  );
  const [purchase] = await shape(db, rows, lang, now);
  return purchase ?? null;
}

/**
 * `GET purchase/{id}`: the session user's own purchase. 404 for an unknown id or a purchase that never
 * became a booking (decision 0047), 403 for someone else's (decision 0039; ids are sequential, so the 403
 * tells nothing a 404 would hide).
 */
export async function customerPurchase(
  db: DbOrTx,
  userId: number,
  purchaseId: number,
  lang: Lang,
  now: Date,
): Promise<PurchaseJson> {
  const [owner] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from purchases p where id = ${purchaseId} and ${isBooking('p')}`,
  );
  if (!owner) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  if (owner.user_id !== userId) throw new AppError(403, 'PURCHASE_FORBIDDEN', 'payment.purchaseForbidden');
  const purchase = await loadPurchaseJson(db, purchaseId, lang, now);
  if (!purchase) throw new AppError(404, 'PURCHASE_NOT_FOUND', 'payment.purchaseNotFound');
  return purchase;
}

export const PURCHASE_SECTIONS = ['upcoming-purchases', 'past-purchases'] as const;
export type PurchaseSection = (typeof PURCHASE_SECTIONS)[number];

export const PURCHASE_ORDERS = ['booking_date', 'created_at', 'total'] as const;
export type PurchaseOrder = (typeof PURCHASE_ORDERS)[number];

export interface PurchaseListQuery extends PageRequest {
  section: PurchaseSection;
  orderBy: PurchaseOrder;
  ascending: boolean;
}

const CANCELED = sql`('canceled_by_customer', 'canceled_by_supplier', 'canceled_by_administration')`;

/**
 * The agenda's two sections (of bookings only: a failed payment is in neither, decision 0047). Upcoming: starts now or later and is not canceled (pending, confirmed, and
 * the odd one marked in progress early): what the traveller still has ahead. Past: everything else, so
 * every purchase is in exactly one section (canceled ones, even for a future date, are history).
 */
function sectionWhere(section: PurchaseSection, now: Date): SQL {
  return section === 'upcoming-purchases'
    ? sql`p.starts_at >= ${now.toISOString()}::timestamptz and p.status not in ${CANCELED}`
    : sql`(p.starts_at < ${now.toISOString()}::timestamptz or p.status in ${CANCELED})`;
}

/**
 * `total` sorts by what the list shows (displayed_total), which equals total_cost (the database keeps
 * payment + wallet = cost). Ties fall back to the id, so pages never repeat or skip a purchase.
 */
const ORDER_COLUMNS: Record<PurchaseOrder, SQL> = {
  booking_date: sql`p.starts_at`,
  created_at: sql`p.created_at`,
  total: sql`p.total_cost_cents`,
};

export interface PurchasePage {
  data: PurchaseJson[];
  pagination: PaginationMeta;
}

/** One page of a customer's purchases in a section (docs/decisions/0039, `purchases-by-customer`). */
export async function listCustomerPurchases(
  db: DbOrTx,
  userId: number,
  query: PurchaseListQuery,
  lang: Lang,
  now: Date,
): Promise<PurchasePage> {
  const where = sql`p.user_id = ${userId} and ${isBooking('p')} and ${sectionWhere(query.section, now)}`;
  const direction = query.ascending ? sql`asc` : sql`desc`;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from purchases p where ${where}`,
  );
  const rows = await queryRows<LoadedRow>(
    db,
    sql`${purchaseSelect(lang)} where ${where}
      order by ${ORDER_COLUMNS[query.orderBy]} ${direction}, p.id ${direction}
      limit ${query.limit} offset ${pageOffset(query)}`,
  );
  return {
    data: await shape(db, rows, lang, now),
    pagination: paginationMeta(count?.total ?? 0, query.page, query.limit),
  };
}

const invalidQuery = (field: string, reason: string) =>
  new AppError(400, 'INVALID_QUERY', 'errors.invalidQuery', { reason }, { field });

const single = (value: unknown): string | undefined => {
  if (Array.isArray(value)) return undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/**
 * Reads `section`, `orderBy`, `ascendingOrder`, `page` and `limit`. Blank values take the defaults: the
 * upcoming section, by booking date, soonest first for upcoming and latest first for past (the order a
 * traveller reads an agenda and a history), 16 a page.
 */
export function parsePurchaseListQuery(
  query: Readonly<Record<string, unknown>> | undefined,
): PurchaseListQuery {
  const q = query ?? {};
  for (const field of ['section', 'orderBy', 'ascendingOrder']) {
    if (Array.isArray(q[field])) throw invalidQuery(field, `${field} must be given once`);
  }
  const section = single(q.section) ?? 'upcoming-purchases';
  if (!(PURCHASE_SECTIONS as readonly string[]).includes(section)) {
    throw invalidQuery('section', `section must be one of ${PURCHASE_SECTIONS.join(', ')}`);
  }
  const orderBy = single(q.orderBy) ?? 'booking_date';
  if (!(PURCHASE_ORDERS as readonly string[]).includes(orderBy)) {
    throw invalidQuery('orderBy', `orderBy must be one of ${PURCHASE_ORDERS.join(', ')}`);
  }
  const ascendingText = single(q.ascendingOrder)?.toLowerCase();
  if (ascendingText !== undefined && ascendingText !== 'true' && ascendingText !== 'false') {
    throw invalidQuery('ascendingOrder', 'ascendingOrder must be true or false');
  }
  const ascending = ascendingText === undefined ? section === 'upcoming-purchases' : ascendingText === 'true';
  return {
    ...parsePage(q, { defaultLimit: DEFAULT_PAGE_SIZE }),
    section: section as PurchaseSection,
    orderBy: orderBy as PurchaseOrder,
    ascending,
  };
}
