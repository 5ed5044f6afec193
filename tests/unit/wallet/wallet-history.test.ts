import { describe, expect, it } from 'vitest';
import { type WalletHistoryRow, walletHistoryItem } from '../../../domain/wallet/wallet-history';

const row = (overrides: Partial<WalletHistoryRow>): WalletHistoryRow => ({
  id: 1,
  created_at: '2026-11-22T15:00:00.000Z',
  amount_cents: 1500,
  kind: 'signup_credit',
  reference_type: 'user',
  reference_id: '42',
  purchase_code: null,
  experience_name: null,
  code_hint: null,
  sender_name: null,
  ...overrides,
});

describe('a wallet history line', () => {
  it('carries the signed amount in USD and the reference, labelled only where it helps', () => {
    expect(walletHistoryItem(row({}))).toEqual({
      id: 1,
      created_at: '2026-11-22T15:00:00.000Z',
      amount: 15,
      kind: 'signup_credit',
      reference: { type: 'user', id: 42 },
    });
    const spent = walletHistoryItem(
      row({
        kind: 'purchase_credit',
        amount_cents: -1050,
        reference_type: 'purchase',
        reference_id: '9',
        purchase_code: 'AGND0001',
        experience_name: 'Volcán Barú',
      }),
    );
    expect(spent).toMatchObject({
      amount: -10.5,
      reference: { type: 'purchase', id: 9, label: 'Volcán Barú · AGND0001' },
    });
    const card = walletHistoryItem(
      row({ kind: 'gift_card_redeem', reference_type: 'gift_card', code_hint: 'K7Q2', sender_name: 'Diego' }),
    );
    expect(card.reference.label).toBe('Diego · ••••-••••-••••-K7Q2');
  });
});
