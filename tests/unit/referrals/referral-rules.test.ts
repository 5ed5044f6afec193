import { describe, expect, it } from 'vitest';
import {
  earnsReferralReward,
  REFERRAL_MIN_PAID_CENTS,
  selfReferralReason,
} from '../../../domain/referrals/referral-rules';

const side = (email: string, deviceIds: string[] = [], cardFingerprints: string[] = []) => ({
  email,
  deviceIds,
  cardFingerprints,
});

describe('who earns a referral reward (decision 0042)', () => {
  it('a completed purchase paid at least the minimum in real money earns it', () => {
    expect(earnsReferralReward({ status: 'completed', capturedCents: REFERRAL_MIN_PAID_CENTS })).toBe(true);
    expect(earnsReferralReward({ status: 'completed', capturedCents: REFERRAL_MIN_PAID_CENTS - 1 })).toBe(
      false,
    );
    expect(earnsReferralReward({ status: 'completed', capturedCents: 0 })).toBe(false);
  });

  it('a purchase that is not completed earns nothing, whatever it paid', () => {
    for (const status of ['confirmed', 'in_progress', 'canceled_by_client', 'payment_failed'])
      expect(earnsReferralReward({ status, capturedCents: 10_000 })).toBe(false);
  });

  it('names the first thing both sides share: one mailbox, one browser, one card', () => {
    expect(selfReferralReason(side('ana@example.com'), side('luis@example.com'))).toBeNull();
    expect(selfReferralReason(side('A.na@gmail.com'), side('ana+2@googlemail.com'))).toBe('email');
    expect(selfReferralReason(side('ana@example.com', ['d1']), side('luis@example.com', ['d2', 'd1']))).toBe(
      'device',
    );
    expect(
      selfReferralReason(side('ana@example.com', ['d1'], ['c1']), side('luis@example.com', ['d2'], ['c1'])),
    ).toBe('card');
    // Dots count outside Gmail: two people at one company are two mailboxes.
    expect(selfReferralReason(side('a.na@example.com'), side('ana@example.com'))).toBeNull();
  });
});
