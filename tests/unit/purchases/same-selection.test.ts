import { describe, expect, it } from 'vitest';
import type { PurchaseSelection } from '../../../domain/purchases/purchase-request';
import { sameSelection } from '../../../domain/purchases/same-selection';

/** docs/decisions/0046: a PayPal order pays only the selection it was opened for. */
const opened: PurchaseSelection = {
  experienceId: 7,
  date: '2026-12-04',
  hour: '08:00',
  participants: { adults: 2, children: 1, babies: 0, seniors: 0 },
  addOnIds: [3, 9],
  couponCode: 'WELCOME10',
  applyWallet: false,
  affiliateCode: null,
  pickup: { lat: 8.98, lng: -79.52 },
};

describe('sameSelection', () => {
  it('is the same selection however it is spelled', () => {
    expect(
      sameSelection(opened, {
        ...opened,
        hour: '8:00:00',
        addOnIds: [9, 3],
        couponCode: ' welcome10 ',
        // The purchase books the order's own affiliate: not a difference.
        affiliateCode: 'copa',
      }),
    ).toBe(true);
    const noCoupon = { ...opened, couponCode: null };
    expect(sameSelection(noCoupon, { ...opened, couponCode: undefined })).toBe(true);
    expect(sameSelection(noCoupon, { ...opened, couponCode: '' })).toBe(true);
  });

  it('tells apart every part of what is booked and paid', () => {
    const others: Partial<PurchaseSelection>[] = [
      { experienceId: 8 },
      { date: '2026-12-05' },
      { hour: '14:00' },
      { participants: { adults: 1, children: 2, babies: 0, seniors: 0 } },
      { participants: { adults: 2, children: 0, babies: 0, seniors: 1 } },
      { addOnIds: [3] },
      { addOnIds: [3, 9, 9] },
      { couponCode: 'MAX5' },
      { couponCode: null },
      { pickup: { lat: 8.99, lng: -79.52 } },
      { pickup: null },
      { applyWallet: true },
    ];
    for (const other of others) {
      expect(sameSelection(opened, { ...opened, ...other }), JSON.stringify(other)).toBe(false);
    }
  });
});
