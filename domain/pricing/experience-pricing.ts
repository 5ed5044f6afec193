/**
 * The experience page's data (USD numbers, the API's field names) as the pricing engine's input
 * (cents, docs/decisions/0033). The booking card prices a selection with it in the browser; the server
 * reads the same figures from the database (booking-input.server.ts), so both quote the same numbers.
 */
import type { DiscountGroup } from './card-price';
import { usdToCents } from './money';
import type { ExperiencePricing } from './quote';

/** The fields of the experience JSON (GET /api/v1/experience/{id}, the page's loader) that price a booking. */
export interface PricedExperienceJson {
  is_package: boolean;
  price_package: number;
  price_adults: number;
  price_children: number | null;
  price_babies: number | null;
  price_seniors: number | null;
  include_children: boolean;
  include_babies: boolean;
  min_persons: number;
  max_persons: number;
  price_discount_groups: readonly {
    min_participants: number;
    max_participants: number | null;
    discount: number;
  }[];
  additional_products: readonly {
    id: number;
    price: number;
    apply_to: number;
    additional_item: { type: { code: number } };
  }[];
}

const centsOrNull = (usd: number | null) => (usd === null ? null : usdToCents(usd));

export function pricingFromExperienceJson(json: PricedExperienceJson): ExperiencePricing {
  return {
    isPackage: json.is_package,
    pricePackageCents: usdToCents(json.price_package),
    priceAdultsCents: usdToCents(json.price_adults),
    priceChildrenCents: centsOrNull(json.price_children),
    priceBabiesCents: centsOrNull(json.price_babies),
    priceSeniorsCents: centsOrNull(json.price_seniors),
    includeChildren: json.include_children,
    includeBabies: json.include_babies,
    minPersons: json.min_persons,
    maxPersons: json.max_persons,
    discountGroups: json.price_discount_groups.map((group): DiscountGroup => ({
      minParticipants: group.min_participants,
      maxParticipants: group.max_participants,
      discountPercent: group.discount,
    })),
    addOns: json.additional_products.map((addOn) => ({
      id: addOn.id,
      priceCents: usdToCents(addOn.price),
      // apply_to 2 multiplies by the participants; anything else counts once (as the server reads it).
      applyTo: addOn.apply_to === 2 ? 2 : 1,
      typeCode: addOn.additional_item.type.code,
    })),
  };
}
