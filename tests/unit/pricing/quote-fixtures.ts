import type { ExperiencePricing, QuoteSelection } from '../../../domain/pricing/quote';

/** Per-person prices: adults 45, children 30, babies free, seniors 40 USD; a pickup and a lunch. */
export function pricing(overrides: Partial<ExperiencePricing> = {}): ExperiencePricing {
  return {
    isPackage: false,
    pricePackageCents: 0,
    priceAdultsCents: 4500,
    priceChildrenCents: 3000,
    priceBabiesCents: 0,
    priceSeniorsCents: 4000,
    includeChildren: true,
    includeBabies: true,
    minPersons: 1,
    maxPersons: 10,
    discountGroups: [],
    addOns: [
      { id: 7, priceCents: 1500, applyTo: 1, typeCode: 0 },
      { id: 8, priceCents: 500, applyTo: 2, typeCode: 2 },
    ],
    ...overrides,
  };
}

export function selection(overrides: Partial<QuoteSelection> = {}): QuoteSelection {
  return {
    participants: { adults: 1, children: 0, babies: 0, seniors: 0 },
    addOnIds: [],
    coupon: null,
    walletCents: 0,
    placesLeft: null,
    ...overrides,
  };
}

export const people = (adults: number, children = 0, babies = 0, seniors = 0) => ({
  adults,
  children,
  babies,
  seniors,
});
