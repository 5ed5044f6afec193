/**
 * The cancellation_policy enum of docs/product.md § Cancellation policies, with its refund window (24h, 48h,
 * 72h, 7 days, 15 days). Only i18n key names live here; the es/en catalogues own the wording.
 */
export const CANCELLATION_POLICY_IDS = [1, 2, 3, 4, 5, 6] as const;
export type CancellationPolicyId = (typeof CANCELLATION_POLICY_IDS)[number];

interface CancellationPolicy {
  /** Hours before the start until which a customer cancellation is refunded; null: never refunded. */
  windowHours: number | null;
  i18nKey: string;
}

export const CANCELLATION_POLICIES: Readonly<Record<CancellationPolicyId, CancellationPolicy>> = {
  1: { windowHours: null, i18nKey: 'experience.cancellation.nonRefundable' },
  2: { windowHours: 24, i18nKey: 'experience.cancellation.refundable24h' },
  3: { windowHours: 48, i18nKey: 'experience.cancellation.refundable48h' },
  4: { windowHours: 72, i18nKey: 'experience.cancellation.refundable72h' },
  5: { windowHours: 7 * 24, i18nKey: 'experience.cancellation.refundable7d' },
  6: { windowHours: 15 * 24, i18nKey: 'experience.cancellation.refundable15d' },
};

export function isCancellationPolicyId(value: unknown): value is CancellationPolicyId {
  return (CANCELLATION_POLICY_IDS as readonly unknown[]).includes(value);
}

/** Free cancellation: the policy refunds a cancellation made early enough. */
export function isRefundable(policy: CancellationPolicyId): boolean {
  return CANCELLATION_POLICIES[policy].windowHours !== null;
}

/** The policies that offer free cancellation, for the search filter's SQL. */
export const REFUNDABLE_POLICY_IDS: readonly CancellationPolicyId[] =
  CANCELLATION_POLICY_IDS.filter(isRefundable);

export function cancellationWindowHours(policy: CancellationPolicyId): number | null {
  return CANCELLATION_POLICIES[policy].windowHours;
}

export function cancellationI18nKey(policy: CancellationPolicyId): string {
  return CANCELLATION_POLICIES[policy].i18nKey;
}

/**
 * The last instant a cancellation is still refunded, or null for non-refundable experiences.
 * Takes the start as an absolute instant (already resolved in the experience country's time zone by
 * the caller) so the window is exact hours, whatever daylight saving does elsewhere.
 */
export function refundDeadline(policy: CancellationPolicyId, startsAt: Date): Date | null {
  const hours = cancellationWindowHours(policy);
  return hours === null ? null : new Date(startsAt.getTime() - hours * 3_600_000);
}

/** Refund applies up to and including the deadline itself. */
export function isRefundableAt(policy: CancellationPolicyId, startsAt: Date, now: Date): boolean {
  const deadline = refundDeadline(policy, startsAt);
  return deadline !== null && now.getTime() <= deadline.getTime();
}
