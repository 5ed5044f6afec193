import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  CANCELLATION_POLICY_IDS,
  cancellationI18nKey,
  cancellationWindowHours,
  isCancellationPolicyId,
  isRefundable,
  isRefundableAt,
  refundDeadline,
} from '../../../domain/catalog/cancellation-policy';
import { DIFFICULTY_LEVELS, difficultyI18nKey, isDifficultyLevel } from '../../../domain/catalog/difficulty';

describe('cancellation policy', () => {
  it('maps each policy to its window and key', () => {
    expect(
      CANCELLATION_POLICY_IDS.map((id) => [cancellationWindowHours(id), cancellationI18nKey(id)]),
    ).toEqual([
      [null, 'experience.cancellation.nonRefundable'],
      [24, 'experience.cancellation.refundable24h'],
      [48, 'experience.cancellation.refundable48h'],
      [72, 'experience.cancellation.refundable72h'],
      [168, 'experience.cancellation.refundable7d'],
      [360, 'experience.cancellation.refundable15d'],
    ]);
    expect(Object.keys(CANCELLATION_POLICIES)).toHaveLength(6);
  });

  it('is refundable for every policy but 1', () => {
    expect(isRefundable(1)).toBe(false);
    for (const id of [2, 3, 4, 5, 6] as const) expect(isRefundable(id)).toBe(true);
  });

  it('computes the refund deadline from the start instant', () => {
    const start = new Date('2026-12-14T14:00:00Z');
    expect(refundDeadline(1, start)).toBeNull();
    expect(refundDeadline(2, start)?.toISOString()).toBe('2026-12-13T14:00:00.000Z');
    expect(refundDeadline(5, start)?.toISOString()).toBe('2026-12-07T14:00:00.000Z');
  });

  it('refunds up to and including the deadline', () => {
    const start = new Date('2026-12-14T14:00:00Z');
    expect(isRefundableAt(2, start, new Date('2026-12-13T14:00:00Z'))).toBe(true);
    expect(isRefundableAt(2, start, new Date('2026-12-13T14:00:01Z'))).toBe(false);
    expect(isRefundableAt(1, start, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('recognises only 1..6', () => {
    expect(isCancellationPolicyId(3)).toBe(true);
    for (const bad of [0, 7, '2', 2.5, null, undefined]) expect(isCancellationPolicyId(bad)).toBe(false);
  });
});

describe('difficulty', () => {
  it('maps each level to its key', () => {
    expect(DIFFICULTY_LEVELS.map(difficultyI18nKey)).toEqual([
      'experience.difficulty.notApplicable',
      'experience.difficulty.easy',
      'experience.difficulty.medium',
      'experience.difficulty.hard',
      'experience.difficulty.expert',
    ]);
  });

  it('recognises only 0..4', () => {
    expect(isDifficultyLevel(0)).toBe(true);
    expect(isDifficultyLevel(4)).toBe(true);
    for (const bad of [-1, 5, '1', 1.5, null]) expect(isDifficultyLevel(bad)).toBe(false);
  });
});
