/**
 * An experience's prices and commercial terms (docs/decisions/0058-experience-lifecycle): they change at once
 * in every state, a published experience included, because they are numbers from fixed lists a reviewer
 * has nothing to read in. The card's "from" price is kept with them (docs/product.md § Money).
 */
import { sql } from 'drizzle-orm';
import type { StoredPickupCircle } from '../../common/map/stored-pickup-area';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import { priceDiscountGroups } from '../../db/schema/experiences';
import type { ExperienceRow } from '../catalog/experience-rows.server';
import { AppError } from '../errors';
import { cardPriceCents } from '../pricing/card-price';
import { centsToUsd } from '../pricing/money';
import type { ExperienceTermsInput, SavedTermsInput } from './editor-input';

/** The terms' answer: the editor's shape with amounts in USD, as every answer of the API carries them. */
export interface TermsAnswer {
  is_package: boolean;
  prices: {
    adults: number;
    children: number | null;
    babies: number | null;
    seniors: number | null;
    package: number;
    original: number | null;
    show_original: boolean;
  };
  discount_groups: { min: number; max: number; percent: number }[];
  min_persons: number;
  max_persons: number;
  min_age: number;
  include_children: boolean;
  include_babies: boolean;
  add_ons: { add_on_item_id: number; price: number; per_person: boolean }[];
  cancellation_policy: number;
  /** Where a pickup add-on picks travellers up (docs/decisions/0081-pickup-area.md). */
  pickup_area: StoredPickupCircle[];
}

/** Writes the terms; the caller checked the add-on items exist and holds the experience's row. */
export async function writeTerms(tx: Tx, experienceId: number, terms: SavedTermsInput) {
  const { prices } = terms;
  const pricePackage = terms.is_package ? prices.package : 0;
  const displayPrice = cardPriceCents({
    priceAdultsCents: prices.adults,
    pricePackageCents: pricePackage,
    discountGroups: terms.discount_groups.map((g) => ({
      minParticipants: g.min,
      maxParticipants: g.max,
      discountPercent: g.percent,
    })),
  });
  await tx.execute(sql`update experiences set
      is_package = ${terms.is_package}, price_package_cents = ${pricePackage},
      price_adults_cents = ${prices.adults}, price_children_cents = ${prices.children},
      price_babies_cents = ${prices.babies}, price_seniors_cents = ${prices.seniors},
      original_price_cents = ${prices.original}, show_original_price = ${prices.show_original},
      display_price_cents = ${displayPrice},
      min_persons = ${terms.min_persons}, max_persons = ${terms.max_persons}, min_age_allowed = ${terms.min_age},
      include_children = ${terms.include_children}, include_babies = ${terms.include_babies},
      cancellation_policy = ${terms.cancellation_policy},
      pickup_area = ${JSON.stringify(terms.pickup_area)}::jsonb
    where id = ${experienceId}`);

  await tx.execute(sql`delete from price_discount_groups where experience_id = ${experienceId}`);
  if (terms.discount_groups.length > 0) {
    await tx.insert(priceDiscountGroups).values(
      terms.discount_groups.map((g) => ({
        experienceId,
        minParticipants: g.min,
        maxParticipants: g.max,
        discountPercent: g.percent,
      })),
    );
  }
  await writeAddOns(tx, experienceId, terms.add_ons);
}

/**
 * Add-ons are kept by their item: a price change updates the row booked purchases point at, and one taken
 * away is deleted unless a purchase booked it (then the answer is 409 and nothing is saved).
 */
async function writeAddOns(tx: Tx, experienceId: number, addOns: ExperienceTermsInput['add_ons']) {
  const itemIds = [...new Map(addOns.map((a) => [a.add_on_item_id, a])).values()];
  const kept = itemIds.map((a) => a.add_on_item_id);
  const removed = await queryRows<{ id: number; booked: boolean }>(
    tx,
    sql`select ea.id, exists (select 1 from purchase_add_ons pa where pa.experience_add_on_id = ea.id) as booked
        from experience_add_ons ea where ea.experience_id = ${experienceId}
          and not (ea.add_on_item_id = any(${`{${kept.join(',')}}`}::int[]))`,
  );
  if (removed.some((row) => row.booked)) {
    throw new AppError(409, 'ADD_ON_BOOKED', 'operatorExperiences.errors.addOnBooked');
  }
  for (const row of removed) await tx.execute(sql`delete from experience_add_ons where id = ${row.id}`);
  for (const addOn of itemIds) {
    await tx.execute(sql`insert into experience_add_ons (experience_id, add_on_item_id, price_cents, apply_to)
      values (${experienceId}, ${addOn.add_on_item_id}, ${addOn.price}, ${addOn.per_person ? 2 : 1})
      on conflict (experience_id, add_on_item_id)
      do update set price_cents = excluded.price_cents, apply_to = excluded.apply_to`);
  }
}

type TermsRow = { pickup_area: StoredPickupCircle[] } & Pick<
  ExperienceRow,
  | 'is_package'
  | 'price_package_cents'
  | 'price_adults_cents'
  | 'price_children_cents'
  | 'price_babies_cents'
  | 'price_seniors_cents'
  | 'original_price_cents'
  | 'show_original_price'
  | 'min_persons'
  | 'max_persons'
  | 'min_age_allowed'
  | 'include_children'
  | 'include_babies'
  | 'cancellation_policy'
>;

const usdOrNull = (cents: number | null) => (cents === null ? null : centsToUsd(cents));

export async function readTerms(db: DbOrTx, experienceId: number): Promise<TermsAnswer | null> {
  const [[row], groups, addOns] = await allQueries(
    db,
    () =>
      queryRows<TermsRow>(
        db,
        sql`select is_package, price_package_cents, price_adults_cents, price_children_cents, price_babies_cents,
            price_seniors_cents, original_price_cents, show_original_price, min_persons, max_persons,
            min_age_allowed, include_children, include_babies, cancellation_policy, pickup_area
          from experiences where id = ${experienceId}`,
      ),
    () =>
      queryRows<{ min: number; max: number; percent: number }>(
        db,
        sql`select min_participants as min, max_participants as max, discount_percent as percent
          from price_discount_groups where experience_id = ${experienceId} order by min_participants, id`,
      ),
    () =>
      queryRows<{
        add_on_item_id: number;
        price_cents: number;
        apply_to: number;
      }>(
        db,
        sql`select add_on_item_id, price_cents, apply_to from experience_add_ons
          where experience_id = ${experienceId} order by id`,
      ),
  );
  if (!row) return null;
  return {
    is_package: row.is_package,
    prices: {
      adults: centsToUsd(row.price_adults_cents),
      children: usdOrNull(row.price_children_cents),
      babies: usdOrNull(row.price_babies_cents),
      seniors: usdOrNull(row.price_seniors_cents),
      package: centsToUsd(row.price_package_cents),
      original: usdOrNull(row.original_price_cents),
      show_original: row.show_original_price,
    },
    discount_groups: groups,
    min_persons: row.min_persons,
    max_persons: row.max_persons,
    min_age: row.min_age_allowed,
    include_children: row.include_children,
    include_babies: row.include_babies,
    add_ons: addOns.map((a) => ({
      add_on_item_id: a.add_on_item_id,
      price: centsToUsd(a.price_cents),
      per_person: a.apply_to === 2,
    })),
    cancellation_policy: row.cancellation_policy,
    pickup_area: row.pickup_area,
  };
}
