import { describe, expect, it } from 'vitest';
import {
  expectedRefund,
  localStartWords,
  refundLines,
  statusKey,
  voucherQrPath,
} from '../../../app/components/agenda/purchase-words';
import type { PurchaseJson } from '../../../domain/purchases/purchase-json';
import { statusTone } from '../../../domain/purchases/purchase-lifecycle';

const purchase = (overrides: Partial<PurchaseJson> = {}) =>
  ({
    time_zone: 'America/Panama',
    starts_at: '2026-12-01T14:00:00.000Z',
    payment_method: 'card',
    wallet_discount: 10,
    total_payment: 45.5,
    ...overrides,
  }) as PurchaseJson;

describe('agenda words', () => {
  it('labels every status of the graph, and anything else as unknown (spec § 3)', () => {
    expect(statusKey('created')).toBe('agendaPage.status.created');
    expect(statusKey('canceled_by_administration')).toBe('agendaPage.status.canceled_by_administration');
    expect(statusKey('refunded_twice')).toBe('agendaPage.status.unknown');
    expect(statusTone('canceled_by_supplier')).toBe('canceled');
    expect(statusTone('created')).toBe('ahead');
    expect(statusTone('weird')).toBe('unknown');
  });

  it('gives the wallet part back to the wallet and the charged part to its method', () => {
    expect(expectedRefund(purchase())).toEqual({ wallet: 10, card: 45.5, paypal: 0 });
    expect(expectedRefund(purchase({ payment_method: 'paypal', wallet_discount: 0 }))).toEqual({
      wallet: 0,
      card: 0,
      paypal: 45.5,
    });
    expect(
      expectedRefund(purchase({ payment_method: 'wallet', wallet_discount: 20, total_payment: 0 })),
    ).toEqual({
      wallet: 20,
      card: 0,
      paypal: 0,
    });
    const t = (key: string, values?: Record<string, string | number>) => `${key}:${values?.amount}`;
    expect(refundLines(t, 'es', { wallet: 10, card: 45.5, paypal: 0 })).toEqual([
      'agendaPage.purchaseButtons.refundWallet:$10',
      'agendaPage.purchaseButtons.refundCard:$45.50',
    ]);
  });

  it('adds the traveller’s own time only when their clock reads differently', () => {
    expect(localStartWords('en', purchase(), null)).toBeNull();
    expect(localStartWords('en', purchase(), 'America/Panama')).toBeNull();
    // Bogotá keeps Panamá's offset: the same time, nothing to add.
    expect(localStartWords('en', purchase(), 'America/Bogota')).toBeNull();
    expect(localStartWords('en', purchase(), 'Europe/Madrid')).toMatch(/Dec 1.*3:00\sPM/);
    expect(localStartWords('en', purchase(), 'Not/AZone')).toBeNull();
  });

  it('finds the voucher’s QR next to its page, behind the same token', () => {
    expect(voucherQrPath('/voucher/AB12?t=x%2By')).toBe('/voucher/AB12/qr.svg?t=x%2By');
  });
});
