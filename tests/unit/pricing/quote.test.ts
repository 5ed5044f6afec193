import { describe, expect, it } from 'vitest';
import { toAppError } from '../../../domain/booking/booking-errors';
import { type Quote, quoteCents, quoteReply } from '../../../domain/pricing/quote';
import { people, pricing, selection } from './quote-fixtures';

function ok(result: ReturnType<typeof quoteCents>): Quote {
  if (!result.ok) throw new Error(`expected a quote, got ${result.code}`);
  return result.value;
}

const tenToFour = { minParticipants: 2, maxParticipants: 4, discountPercent: 10 };
const fivePlus = { minParticipants: 5, maxParticipants: null, discountPercent: 20 };

describe('quote (docs/product.md § Booking)', () => {
  const cases: {
    name: string;
    pricing?: Parameters<typeof pricing>[0];
    selection: Parameters<typeof selection>[0];
    expected: Partial<Quote>;
  }[] = [
    {
      name: 'one adult: the adult price and 1 USD of service fee',
      selection: {},
      expected: { totalParticipants: 1, participantsCents: 4500, serviceFeeCents: 100, totalCents: 4600 },
    },
    {
      name: 'each group at its price; babies free; everyone pays the fee',
      selection: { participants: people(2, 1, 1, 1) },
      expected: { totalParticipants: 5, participantsCents: 2 * 4500 + 3000 + 0 + 4000, serviceFeeCents: 500 },
    },
    {
      name: 'seniors at their own price',
      selection: { participants: people(0, 0, 0, 2) },
      expected: { participantsCents: 8000 },
    },
    {
      name: 'a package price pays for the whole group',
      pricing: { isPackage: true, pricePackageCents: 30000, includeBabies: true },
      selection: { participants: people(3, 0, 1) },
      expected: { isPackage: true, participantsCents: 30000, serviceFeeCents: 400, totalCents: 30400 },
    },
    {
      name: 'the group discount of the tier containing the count',
      pricing: { discountGroups: [tenToFour, fivePlus] },
      selection: { participants: people(3) },
      expected: { groupDiscountPercent: 10, groupDiscountCents: 1350, totalCents: 13500 - 1350 + 300 },
    },
    {
      name: 'an open-ended last tier',
      pricing: { discountGroups: [tenToFour, fivePlus] },
      selection: { participants: people(6) },
      expected: { groupDiscountPercent: 20, groupDiscountCents: 5400 },
    },
    {
      name: 'a package is discounted from the package price',
      pricing: { isPackage: true, pricePackageCents: 30000, discountGroups: [tenToFour] },
      selection: { participants: people(2) },
      expected: { groupDiscountCents: 3000, totalCents: 27000 + 200 },
    },
    {
      name: 'the discount rounds half away from zero',
      pricing: {
        priceAdultsCents: 4999,
        discountGroups: [{ minParticipants: 1, maxParticipants: 1, discountPercent: 15 }],
      },
      selection: {},
      // 15 % of 49.99 is 7.4985: 7.50.
      expected: { groupDiscountCents: 750, totalCents: 4999 - 750 + 100 },
    },
    {
      name: 'add-ons: apply_to 1 once, apply_to 2 per participant; a repeated id counts once',
      selection: { participants: people(2, 1), addOnIds: [7, 8, 7] },
      expected: { additionalCents: 1500 + 3 * 500, needsPickupLocation: true },
    },
    {
      name: 'a coupon takes its percent of the price after the group discount, add-ons included, fee excluded',
      pricing: { discountGroups: [tenToFour] },
      selection: {
        participants: people(2),
        addOnIds: [8],
        coupon: { percent: 10, maxPriceByExperienceCents: null, maxDiscountAppliedCents: null },
      },
      // 90.00 - 9.00 + 10.00 = 91.00; 10 % is 9.10.
      expected: { couponPercent: 10, couponDiscountCents: 910, totalCents: 9100 - 910 + 200, notices: [] },
    },
    {
      name: 'a discount above the coupon’s largest is lowered to it, with a notice',
      selection: {
        participants: people(2),
        coupon: { percent: 20, maxPriceByExperienceCents: null, maxDiscountAppliedCents: 500 },
      },
      expected: {
        couponDiscountCents: 500,
        couponPercent: 5.56,
        notices: ['couponHasMaxDiscount'],
        totalCents: 8700,
      },
    },
    {
      name: 'a booking priced exactly at the coupon’s maximum price is eligible',
      selection: {
        participants: people(1, 0, 0, 0),
        addOnIds: [7],
        coupon: { percent: 15, maxPriceByExperienceCents: 6000, maxDiscountAppliedCents: null },
      },
      expected: { couponDiscountCents: 900 },
    },
    {
      name: 'a 100 % coupon leaves only the service fee',
      selection: {
        participants: people(2),
        coupon: { percent: 100, maxPriceByExperienceCents: null, maxDiscountAppliedCents: null },
      },
      expected: { couponDiscountCents: 9000, totalCents: 200 },
    },
    {
      name: 'wallet credit pays part of the price',
      selection: { participants: people(2), walletCents: 2000 },
      expected: { walletDiscountCents: 2000, totalCents: 9000 - 2000 + 200 },
    },
    {
      name: 'enough wallet credit pays everything, the service fee included',
      selection: { participants: people(2), walletCents: 50000 },
      expected: { walletDiscountCents: 9200, totalCents: 0 },
    },
    {
      name: 'a negative wallet balance gives nothing',
      selection: { walletCents: -500 },
      expected: { walletDiscountCents: 0, totalCents: 4600 },
    },
    {
      name: 'a wallet balance that is not a number of cents gives nothing',
      selection: { walletCents: Number.NaN },
      expected: { walletDiscountCents: 0, totalCents: 4600 },
    },
    {
      name: 'exactly the places left is allowed',
      selection: { participants: people(2), placesLeft: 2 },
      expected: { totalParticipants: 2 },
    },
  ];
  it.each(cases)('$name', ({ pricing: overrides, selection: chosen, expected }) => {
    expect(ok(quoteCents(pricing(overrides), selection(chosen)))).toMatchObject(expected);
  });
});

describe('refused selections', () => {
  const cases: {
    name: string;
    pricing?: Parameters<typeof pricing>[0];
    selection: Parameters<typeof selection>[0];
    code: string;
    params?: Record<string, unknown>;
    errorReason?: string;
  }[] = [
    { name: 'a negative count', selection: { participants: people(-1, 2) }, code: 'INVALID_PARTICIPANTS' },
    { name: 'a fractional count', selection: { participants: people(1.5) }, code: 'INVALID_PARTICIPANTS' },
    {
      name: 'children without a children price',
      pricing: { priceChildrenCents: null },
      selection: { participants: people(1, 1) },
      code: 'TIER_NOT_OFFERED',
      params: { tier: 'children' },
    },
    {
      name: 'seniors without a seniors price (decision 0045: not at the adult price)',
      pricing: { priceSeniorsCents: null },
      selection: { participants: people(1, 0, 0, 1) },
      code: 'TIER_NOT_OFFERED',
      params: { tier: 'seniors' },
    },
    {
      name: 'seniors on a package without a seniors price: they book as adults',
      pricing: { isPackage: true, pricePackageCents: 20000, priceSeniorsCents: null },
      selection: { participants: people(1, 0, 0, 1) },
      code: 'TIER_NOT_OFFERED',
      params: { tier: 'seniors' },
    },
    {
      name: 'babies on a package that does not include them',
      pricing: { isPackage: true, pricePackageCents: 20000, includeBabies: false },
      selection: { participants: people(2, 0, 1) },
      code: 'TIER_NOT_OFFERED',
      params: { tier: 'babies' },
    },
    { name: 'nobody', selection: { participants: people(0) }, code: 'BELOW_MIN_PARTICIPANTS' },
    {
      name: 'fewer than the minimum',
      pricing: { minPersons: 2 },
      selection: {},
      code: 'BELOW_MIN_PARTICIPANTS',
      params: { min: 2 },
    },
    {
      name: 'more than the maximum',
      pricing: { maxPersons: 4 },
      selection: { participants: people(3, 2) },
      code: 'ABOVE_MAX_PARTICIPANTS',
      params: { max: 4 },
    },
    {
      name: 'more than the places left',
      selection: { participants: people(3), placesLeft: 2 },
      code: 'CAPACITY_EXCEEDED',
      params: { places: 2 },
    },
    {
      name: 'an add-on of another experience',
      selection: { addOnIds: [7, 99] },
      code: 'ADD_ON_UNKNOWN',
      params: { id: 99 },
    },
    {
      name: 'a booking above the coupon’s maximum price',
      selection: {
        participants: people(2),
        coupon: { percent: 15, maxPriceByExperienceCents: 6000, maxDiscountAppliedCents: null },
      },
      code: 'COUPON_NOT_APPLICABLE',
      errorReason: 'COUPON_PRICE_NOT_ELIGIBLE',
    },
    {
      name: 'a coupon of 0 %',
      selection: { coupon: { percent: 0, maxPriceByExperienceCents: null, maxDiscountAppliedCents: null } },
      code: 'COUPON_NOT_APPLICABLE',
      errorReason: 'COUPON_INVALID_PERCENT',
    },
    {
      name: 'a coupon above 100 %',
      selection: { coupon: { percent: 101, maxPriceByExperienceCents: null, maxDiscountAppliedCents: null } },
      code: 'COUPON_NOT_APPLICABLE',
      errorReason: 'COUPON_INVALID_PERCENT',
    },
  ];
  it.each(cases)('$name → $code', ({ pricing: overrides, selection: chosen, code, params, errorReason }) => {
    const result = quoteCents(pricing(overrides), selection(chosen));
    expect(result).toMatchObject({
      ok: false,
      code,
      ...(params ? { params } : {}),
      ...(errorReason ? { errorReason } : {}),
    });
  });

  it('become a 400 with the code and the message key; a coupon’s refusal is coded by its reason', () => {
    const result = quoteCents(
      pricing(),
      selection({
        participants: people(2),
        coupon: { percent: 15, maxPriceByExperienceCents: 6000, maxDiscountAppliedCents: null },
      }),
    );
    if (result.ok) throw new Error('expected a refusal');
    const error = toAppError(result);
    expect([error.status, error.code, error.messageKey]).toEqual([
      400,
      'COUPON_PRICE_NOT_ELIGIBLE',
      'resumeCard.couponNotElegiblePrice',
    ]);
    expect(error.extra).toEqual({ error_reason: 'COUPON_PRICE_NOT_ELIGIBLE' });
  });
});

describe('quote reply', () => {
  it('carries USD numbers with at most two decimals', () => {
    const quote = ok(
      quoteCents(
        pricing({ priceAdultsCents: 4550, discountGroups: [tenToFour] }),
        selection({ participants: people(2), addOnIds: [8], walletCents: 1234 }),
      ),
    );
    expect(quoteReply(quote)).toEqual({
      total_participants: 2,
      participants_amount: 91,
      group_discount_percent: 10,
      group_discount: 9.1,
      additional_amount: 10,
      service_fee: 2,
      coupon_percent: 0,
      coupon_discount: 0,
      wallet_discount: 12.34,
      total: 81.56,
      currency: 'USD',
      notices: [],
    });
  });
});
