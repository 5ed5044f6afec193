import { describe, expect, it } from 'vitest';
import { displayedTotalCents, voucherUrl } from '../../../domain/purchases/purchase-json';

describe('displayed total (spec § 3)', () => {
  it('is payment + wallet when that is positive, else total_cost', () => {
    expect(
      displayedTotalCents({
        total_payment_cents: 8_000,
        wallet_discount_cents: 1_500,
        total_cost_cents: 9_500,
      }),
    ).toBe(9_500);
    expect(
      displayedTotalCents({ total_payment_cents: 0, wallet_discount_cents: 1_500, total_cost_cents: 1_500 }),
    ).toBe(1_500);
    // A row from before the database kept payment + wallet = cost.
    expect(
      displayedTotalCents({ total_payment_cents: 0, wallet_discount_cents: 0, total_cost_cents: 5_000 }),
    ).toBe(5_000);
    expect(
      displayedTotalCents({ total_payment_cents: 7_000, wallet_discount_cents: 0, total_cost_cents: 5_000 }),
    ).toBe(7_000);
  });
});

describe('voucher link', () => {
  it('exists for bookings that stand, root-relative and encoded', () => {
    expect(voucherUrl('confirmed', 'AB12', 'x/y+z')).toBe('/voucher/AB12?t=x%2Fy%2Bz');
    expect(voucherUrl('completed', 'AB12', 't')).toBe('/voucher/AB12?t=t');
    expect(voucherUrl('created', 'AB12', 't')).toBeNull();
    expect(voucherUrl('canceled_by_supplier', 'AB12', 't')).toBeNull();
    expect(voucherUrl('confirmed', 'AB12', null)).toBeNull();
  });
});
