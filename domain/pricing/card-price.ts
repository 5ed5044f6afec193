/**
 * The "from" price on experience cards (docs/product.md § Money) and the group discount of docs/product.md §
 * Booking. A price tier is one of the experience's price_discount_groups, ordered by min_participants.
 */
import { subtractPercent } from './money';

export interface DiscountGroup {
  minParticipants: number;
  /** null: no upper bound (the last tier of some operators is "10 or more"). */
  maxParticipants: number | null;
  discountPercent: number;
}

export interface CardPriceInput {
  priceAdultsCents: number;
  pricePackageCents: number;
  discountGroups: readonly DiscountGroup[];
}

/**
 * Not an AppError on purpose: these inputs come from the catalogue, not from a request, so a bad
 * value is a data bug that should surface as a 500 and a log line, not as a 400 to the customer.
 */
export class PricingInputError extends Error {
  readonly code = 'INVALID_PRICING_INPUT' as const;

  constructor(message: string) {
    super(message);
    this.name = 'PricingInputError';
  }
}

/**
 * docs/product.md § Money: with more than one price tier, the card shows the price after the last tier's
 * discount percentage; otherwise the package price when above 0, otherwise the adult price. The discounted
 * base is that same package-or-adult price, so a package with tiers is discounted from the package price. The
 * last tier is the one with the highest min_participants: the best price a group can reach, which is what a
 * "from" price advertises. The result is what the schema stores as display_price_cents, so the price filter
 * and sort use the number the card shows.
 */
export function cardPriceCents(input: CardPriceInput): number {
  assertPrice('priceAdultsCents', input.priceAdultsCents);
  assertPrice('pricePackageCents', input.pricePackageCents);
  const base = input.pricePackageCents > 0 ? input.pricePackageCents : input.priceAdultsCents;
  const groups = sortGroups(input.discountGroups);
  const last = groups.at(-1);
  if (groups.length > 1 && last) return subtractPercent(base, last.discountPercent);
  return base;
}

/**
 * The discount percent for a participant count: the tier whose [min, max] range contains it, 0 when
 * none does. Should operators enter overlapping tiers, the one with the higher minimum wins, as it is
 * the more specific (and the one the card advertised).
 */
export function discountForParticipants(groups: readonly DiscountGroup[], count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new PricingInputError(`Participant count must be a non-negative integer, got ${count}`);
  }
  let percent = 0;
  for (const group of sortGroups(groups)) {
    const max = group.maxParticipants ?? Number.POSITIVE_INFINITY;
    if (count >= group.minParticipants && count <= max) percent = group.discountPercent;
  }
  return percent;
}

function sortGroups(groups: readonly DiscountGroup[]): DiscountGroup[] {
  for (const group of groups) assertGroup(group);
  return [...groups].sort(
    (a, b) =>
      a.minParticipants - b.minParticipants ||
      (a.maxParticipants ?? Number.POSITIVE_INFINITY) - (b.maxParticipants ?? Number.POSITIVE_INFINITY),
  );
}

function assertGroup(group: DiscountGroup): void {
  const { minParticipants: min, maxParticipants: max, discountPercent } = group;
  if (!Number.isSafeInteger(min) || min < 1) {
    throw new PricingInputError(`minParticipants must be a positive integer, got ${min}`);
  }
  if (max !== null && (!Number.isSafeInteger(max) || max < min)) {
    throw new PricingInputError(`maxParticipants must be an integer >= minParticipants, got ${max}`);
  }
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new PricingInputError(`discountPercent must be between 0 and 100, got ${discountPercent}`);
  }
}

function assertPrice(field: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new PricingInputError(`${field} must be a non-negative integer of cents, got ${cents}`);
  }
}
