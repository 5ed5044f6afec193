import { describe, expect, it } from 'vitest';
import {
  cancelRefusal,
  type CancelFacts,
  type CancelRequest,
  supplierMayCancel,
} from '../../../domain/purchases/cancel-rules';

const now = new Date('2026-11-22T15:00:00Z');
const facts = (change: Partial<CancelFacts> = {}): CancelFacts => ({
  status: 'confirmed',
  ownerId: 7,
  cancellationPolicy: 1,
  startsAt: new Date('2026-11-30T13:00:00Z'),
  paymentPending: false,
  ...change,
});
const supplier: CancelRequest = { canceller: 'supplier', actorUserId: 99 };
const codeOf = (change: Partial<CancelFacts>, request = supplier) =>
  cancelRefusal(facts(change), request, now)?.code ?? null;

describe('what an operator may cancel (docs/decisions/0068-supplier-cancellations.md)', () => {
  it('any booking not started, non-refundable ones and pending ones too', () => {
    expect(codeOf({})).toBeNull();
    expect(codeOf({ status: 'created' })).toBeNull();
    expect(codeOf({ startsAt: new Date(now.getTime() + 60_000) })).toBeNull();
  });

  it('names why not: cancelled, attended, started, under way, completed, a payment in flight', () => {
    expect(codeOf({ status: 'canceled_by_customer' })).toBe('PURCHASE_ALREADY_CANCELED');
    expect(codeOf({ checkedIn: true })).toBe('PURCHASE_CHECKED_IN');
    expect(codeOf({ noShow: true })).toBe('PURCHASE_NO_SHOW');
    expect(codeOf({ startsAt: now })).toBe('PURCHASE_IN_PROGRESS');
    expect(codeOf({ status: 'in_progress' })).toBe('PURCHASE_IN_PROGRESS');
    expect(codeOf({ status: 'completed' })).toBe('PURCHASE_COMPLETED');
    expect(codeOf({ paymentPending: true })).toBe('PURCHASE_PAYMENT_PENDING');
  });

  it('a traveller keeps the refusals of their own rule, and may not cancel once checked in', () => {
    const customer = { canceller: 'customer' as const, actorUserId: 7 };
    expect(codeOf({}, customer)).toBe('PURCHASE_NOT_REFUNDABLE');
    expect(codeOf({ status: 'completed' }, customer)).toBe('PURCHASE_NOT_CANCELABLE');
    expect(codeOf({ cancellationPolicy: 2, checkedIn: true }, customer)).toBe('PURCHASE_CHECKED_IN');
  });
});

describe('supplierMayCancel: whether a list offers the operator "Cancel booking"', () => {
  const shown = { status: 'confirmed' as const, startsAt: new Date('2026-11-30T13:00:00Z') };
  it('offers it for a paid booking ahead, whatever its policy', () => {
    expect(supplierMayCancel(shown, now)).toBe(true);
  });
  it('does not once attended, started or cancelled', () => {
    expect(supplierMayCancel({ ...shown, checkedIn: true }, now)).toBe(false);
    expect(supplierMayCancel({ ...shown, noShow: true }, now)).toBe(false);
    expect(supplierMayCancel({ ...shown, startsAt: now }, now)).toBe(false);
    expect(supplierMayCancel({ ...shown, status: 'canceled_by_supplier' }, now)).toBe(false);
  });
});
