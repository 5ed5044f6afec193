import { describe, expect, it } from 'vitest';
import {
  cardPriceCents,
  type DiscountGroup,
  discountForParticipants,
  PricingInputError,
} from '../../../domain/pricing/card-price';

const tier = (
  minParticipants: number,
  maxParticipants: number | null,
  discountPercent: number,
): DiscountGroup => ({
  minParticipants,
  maxParticipants,
  discountPercent,
});

describe('cardPriceCents', () => {
  it('shows the adult price with no package price and no tiers', () => {
    expect(cardPriceCents({ priceAdultsCents: 4500, pricePackageCents: 0, discountGroups: [] })).toBe(4500);
  });

  it('shows the package price when above 0', () => {
    expect(cardPriceCents({ priceAdultsCents: 4500, pricePackageCents: 30000, discountGroups: [] })).toBe(
      30000,
    );
  });

  it('ignores a single tier', () => {
    expect(
      cardPriceCents({ priceAdultsCents: 4500, pricePackageCents: 0, discountGroups: [tier(4, 10, 20)] }),
    ).toBe(4500);
  });

  it("applies the last tier's discount with more than one tier, whatever the input order", () => {
    const discountGroups = [tier(6, null, 25), tier(2, 5, 10)];
    expect(cardPriceCents({ priceAdultsCents: 4500, pricePackageCents: 0, discountGroups })).toBe(3375);
    expect(cardPriceCents({ priceAdultsCents: 10000, pricePackageCents: 30000, discountGroups })).toBe(22500);
  });

  it('rounds the discounted price with the money rule', () => {
    // 25% of 4999 = 1249.75 -> 1250 off, 3749 left.
    const discountGroups = [tier(2, 3, 10), tier(4, 8, 25)];
    expect(cardPriceCents({ priceAdultsCents: 4999, pricePackageCents: 0, discountGroups })).toBe(3749);
  });

  it.each([
    [{ priceAdultsCents: -1, pricePackageCents: 0, discountGroups: [] }],
    [{ priceAdultsCents: 45.5, pricePackageCents: 0, discountGroups: [] }],
    [{ priceAdultsCents: 100, pricePackageCents: Number.NaN, discountGroups: [] }],
    [{ priceAdultsCents: 100, pricePackageCents: 0, discountGroups: [tier(0, 2, 10), tier(3, 4, 20)] }],
    [{ priceAdultsCents: 100, pricePackageCents: 0, discountGroups: [tier(5, 2, 10), tier(6, 8, 20)] }],
    [{ priceAdultsCents: 100, pricePackageCents: 0, discountGroups: [tier(1, 2, 10), tier(3, 4, 120)] }],
    [{ priceAdultsCents: 100, pricePackageCents: 0, discountGroups: [tier(1, 2, -5), tier(3, 4, 20)] }],
  ])('rejects %j', (input) => {
    expect(() => cardPriceCents(input)).toThrow(PricingInputError);
  });

  it('exposes a stable error code', () => {
    try {
      cardPriceCents({ priceAdultsCents: -1, pricePackageCents: 0, discountGroups: [] });
    } catch (error) {
      expect((error as PricingInputError).code).toBe('INVALID_PRICING_INPUT');
    }
    expect.assertions(1);
  });
});

describe('discountForParticipants', () => {
  const groups = [tier(6, null, 25), tier(2, 3, 10), tier(4, 5, 15)];

  it.each([
    [0, 0],
    [1, 0],
    [2, 10],
    [3, 10],
    [4, 15],
    [5, 15],
    [6, 25],
    [40, 25],
  ])('%i participants -> %i%%', (count, percent) => {
    expect(discountForParticipants(groups, count)).toBe(percent);
  });

  it('is 0 with no tiers or in a gap between tiers', () => {
    expect(discountForParticipants([], 5)).toBe(0);
    expect(discountForParticipants([tier(2, 3, 10), tier(6, 8, 20)], 4)).toBe(0);
  });

  it('lets the tier with the higher minimum win on overlap', () => {
    expect(discountForParticipants([tier(2, 10, 10), tier(5, 10, 20)], 6)).toBe(20);
    expect(discountForParticipants([tier(5, 10, 20), tier(2, 10, 10)], 3)).toBe(10);
  });

  it.each([-1, 1.5, Number.NaN])('rejects the count %s', (count) => {
    expect(() => discountForParticipants(groups, count)).toThrow(PricingInputError);
  });

  it('rejects a malformed tier', () => {
    expect(() => discountForParticipants([tier(3, 2, 10)], 3)).toThrow(PricingInputError);
  });
});
