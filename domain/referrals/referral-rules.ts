/**
 * Who earns a referral reward, and when (docs/decisions/0042). Pure: the completion job and the
 * sign-up read the facts and ask here.
 */
import { REFERRAL_REWARD_CENTS } from '../wallet/promotions';
import { mailboxAddress } from '../accounts/mailbox-address';

/**
 * The least real money (card or PayPal) the referred purchase must have paid: the reward itself, so a
 * referral never pays out more real-money-backed credit than the friend actually spent.
 */
export const REFERRAL_MIN_PAID_CENTS = REFERRAL_REWARD_CENTS;

export interface RewardedPurchaseFacts {
  status: string;
  /** Cents captured by the card or PayPal for the purchase (wallet credit of any kind is not money). */
  capturedCents: number;
}

/**
 * A purchase earns its referrer the reward when it was completed (never cancelled) and paid at least
 * REFERRAL_MIN_PAID_CENTS by card or PayPal.
 */
export function earnsReferralReward(purchase: RewardedPurchaseFacts): boolean {
  return purchase.status === 'completed' && purchase.capturedCents >= REFERRAL_MIN_PAID_CENTS;
}

export type SelfReferralReason = 'email' | 'device' | 'card';

/** What is known of each side of a referral. */
export interface ReferralSide {
  email: string;
  deviceIds: readonly string[];
  cardFingerprints: readonly string[];
}

/** Why both sides are the same person, or null when nothing says so. */
export function selfReferralReason(
  referrer: ReferralSide,
  referred: ReferralSide,
): SelfReferralReason | null {
  if (mailboxAddress(referrer.email) === mailboxAddress(referred.email)) return 'email';
  const devices = new Set(referrer.deviceIds);
  if (referred.deviceIds.some((id) => devices.has(id))) return 'device';
  const cards = new Set(referrer.cardFingerprints);
  if (referred.cardFingerprints.some((fingerprint) => cards.has(fingerprint))) return 'card';
  return null;
}
