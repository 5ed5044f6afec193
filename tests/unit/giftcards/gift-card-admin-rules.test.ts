import { describe, expect, it } from 'vitest';
import {
  deadlineAfter,
  extensionProblem,
  maskedCode,
  readGiftCardSearch,
} from '../../../domain/giftcards/gift-card-admin-rules';

const NOW = new Date('2026-11-22T15:00:00Z');

describe("the back office's gift-card search (docs/decisions/0075-admin-promotions)", () => {
  it('reads an address, a whole code, or 2 to 4 last characters typed the forgiving way', () => {
    expect(readGiftCardSearch(' Ana@Example.com ')).toEqual({ by: 'email', email: 'Ana@Example.com' });
    expect(readGiftCardSearch('abcd-efgh-jkmn-pq0o')).toEqual({ by: 'code', normalized: 'ABCDEFGHJKMNPQ00' });
    expect(readGiftCardSearch('••••-x9lo')).toEqual({ by: 'hint', ending: 'X910' });
    expect(readGiftCardSearch('9z')).toEqual({ by: 'hint', ending: '9Z' });
    expect(readGiftCardSearch('z')).toEqual({ by: 'none' });
    expect(readGiftCardSearch('ABCDE')).toEqual({ by: 'none' });
    expect(readGiftCardSearch('U?')).toEqual({ by: 'none' });
  });

  it('masks all but the last four characters', () => {
    expect(maskedCode('AB12')).toBe('••••-••••-••••-AB12');
    expect(maskedCode(null)).toBeNull();
  });
});

describe('extending a gift card', () => {
  const card = { status: 'paid', redeemableUntil: new Date('2026-12-01T15:00:00Z') };

  it('ends the new last day at midnight in Panama', () => {
    expect(deadlineAfter('2026-12-31').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('moves only later, at most 730 days ahead, and only paid cards', () => {
    expect(extensionProblem(card, '2026-11-30', NOW)).toBe('GIFT_CARD_EXTENSION_NOT_LATER');
    expect(extensionProblem(card, '2026-12-01', NOW)).toBeNull();
    expect(extensionProblem(card, '2028-11-21', NOW)).toBeNull();
    expect(extensionProblem(card, '2028-11-22', NOW)).toBe('GIFT_CARD_EXTENSION_TOO_FAR');
    expect(extensionProblem({ ...card, status: 'redeemed' }, '2027-01-01', NOW)).toBe(
      'GIFT_CARD_NOT_EXTENDABLE',
    );
  });
});
