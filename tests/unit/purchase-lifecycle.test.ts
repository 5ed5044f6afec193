import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  CANCEL_STATUS_CODE,
  CANCELABLE_STATUSES,
  CANCELED_STATUS,
  canTransition,
  isCanceled,
  isPurchaseStatus,
  PAYMENT_FAILED,
  PURCHASE_STATUSES,
  type PurchaseStatus,
  sourcesOf,
  STATUS_CODES,
} from '../../domain/purchases/purchase-lifecycle';
import { ForbiddenTransitionError } from '../../domain/lifecycle';

/**
 * The purchase status graph (issue 17, decision 0040), written out by hand as the spec states it:
 * created → confirmed → in_progress → completed; a cancellation (by customer, supplier or administration)
 * from created or confirmed; nothing leaves completed or a cancellation. Every one of the 7 × 7 pairs is
 * checked against it, so a change to the graph that the spec did not ask for fails here.
 */
const CANCELS: PurchaseStatus[] = [
  'canceled_by_customer',
  'canceled_by_supplier',
  'canceled_by_administration',
];
const EXPECTED: Record<PurchaseStatus, PurchaseStatus[]> = {
  created: ['confirmed', ...CANCELS],
  confirmed: ['in_progress', ...CANCELS],
  in_progress: ['completed'],
  completed: [],
  canceled_by_customer: [],
  canceled_by_supplier: [],
  canceled_by_administration: [],
};

const pairs = PURCHASE_STATUSES.flatMap((from) => PURCHASE_STATUSES.map((to) => [from, to] as const));

describe('the purchase status graph', () => {
  it('has the seven statuses of the database enum', () => {
    expect([...PURCHASE_STATUSES].sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(pairs).toHaveLength(49);
  });

  it.each(pairs)('%s → %s is allowed exactly when the spec says so', (from, to) => {
    const allowed = EXPECTED[from].includes(to);
    expect(canTransition(from, to)).toBe(allowed);
    if (allowed) expect(() => assertTransition(from, to)).not.toThrow();
    else expect(() => assertTransition(from, to)).toThrow(ForbiddenTransitionError);
  });

  it('never allows staying in place (a status write always changes something)', () => {
    for (const status of PURCHASE_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('gives each target the statuses a conditional update may move it from', () => {
    for (const to of PURCHASE_STATUSES) {
      const expected = PURCHASE_STATUSES.filter((from) => EXPECTED[from].includes(to));
      expect(sourcesOf(to)).toEqual(expected);
    }
    expect(sourcesOf('created')).toEqual([]);
    expect(sourcesOf('confirmed')).toEqual(['created']);
    expect(sourcesOf('in_progress')).toEqual(['confirmed']);
    expect(sourcesOf('completed')).toEqual(['in_progress']);
    for (const cancel of CANCELS) expect(sourcesOf(cancel)).toEqual(['created', 'confirmed']);
  });

  it('cancels from created and confirmed only, one status per canceller', () => {
    expect([...CANCELABLE_STATUSES]).toEqual(['created', 'confirmed']);
    expect(CANCELED_STATUS).toEqual({
      customer: 'canceled_by_customer',
      supplier: 'canceled_by_supplier',
      administration: 'canceled_by_administration',
    });
    for (const status of PURCHASE_STATUSES) expect(isCanceled(status)).toBe(CANCELS.includes(status));
  });

  it('numbers the statuses with unique codes, 6 for the customer’s cancellation', () => {
    const codes = Object.values(STATUS_CODES);
    expect(Object.keys(STATUS_CODES).sort()).toEqual([...PURCHASE_STATUSES].sort());
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((code) => Number.isInteger(code) && code > 0)).toBe(true);
    expect(CANCEL_STATUS_CODE).toBe(6);
    expect(STATUS_CODES.canceled_by_customer).toBe(6);
    expect(STATUS_CODES.canceled_by_administration).toBe(7);
  });

  it('recognises only its own statuses', () => {
    for (const status of PURCHASE_STATUSES) expect(isPurchaseStatus(status)).toBe(true);
    for (const value of ['canceled', 'pending', '', 6, null, undefined])
      expect(isPurchaseStatus(value)).toBe(false);
  });
});

describe('a failed payment (decision 0047)', () => {
  it('moves only a created purchase to payment_failed, which nothing leaves and no traveller sees', () => {
    expect(PURCHASE_STATUSES).not.toContain(PAYMENT_FAILED);
    expect(sourcesOf(PAYMENT_FAILED)).toEqual(['created']);
    for (const to of PURCHASE_STATUSES) expect(canTransition(PAYMENT_FAILED, to)).toBe(false);
    expect(isPurchaseStatus(PAYMENT_FAILED)).toBe(false);
  });
});
