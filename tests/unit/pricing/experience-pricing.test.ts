import { describe, expect, it } from 'vitest';
import { pricingFromExperienceJson } from '../../../domain/pricing/experience-pricing';
import { quoteCents } from '../../../domain/pricing/quote';
import { people, selection } from './quote-fixtures';

const json = {
  is_package: false,
  price_package: 0,
  price_adults: 45.5,
  price_children: 30,
  price_babies: null,
  price_seniors: null,
  include_children: false,
  include_babies: false,
  min_persons: 1,
  max_persons: 12,
  price_discount_groups: [{ min_participants: 4, max_participants: null, discount: 10 }],
  additional_products: [
    { id: 3, price: 12.25, apply_to: 2, additional_item: { type: { code: 0 } } },
    { id: 4, price: 5, apply_to: 1, additional_item: { type: { code: 2 } } },
  ],
};

describe('the experience page data as pricing input', () => {
  it('turns USD into cents and the spec’s fields into the engine’s', () => {
    expect(pricingFromExperienceJson(json)).toEqual({
      isPackage: false,
      pricePackageCents: 0,
      priceAdultsCents: 4550,
      priceChildrenCents: 3000,
      priceBabiesCents: null,
      priceSeniorsCents: null,
      includeChildren: false,
      includeBabies: false,
      minPersons: 1,
      maxPersons: 12,
      discountGroups: [{ minParticipants: 4, maxParticipants: null, discountPercent: 10 }],
      addOns: [
        { id: 3, priceCents: 1225, applyTo: 2, typeCode: 0 },
        { id: 4, priceCents: 500, applyTo: 1, typeCode: 2 },
      ],
    });
  });

  it('prices a selection as the quote engine does (group discount, per-participant add-on, fee)', () => {
    const quote = quoteCents(
      pricingFromExperienceJson(json),
      selection({ participants: people(4), addOnIds: [3] }),
    );
    expect(quote.ok && quote.value.totalCents).toBe(4 * 4550 - 1820 + 4 * 1225 + 400);
  });
});
