import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { validateCouponEndpoint } from '../../../domain/booking/contract';
import { useApi } from '../../lib/api-client';
import { couponFailure } from './booking-queries';
import {
  type AppliedCoupon,
  appliedCoupon,
  couponAppliedMessage,
  couponFailureMessage,
  type CouponMessage,
} from './coupon-answer';

/**
 * The card's coupon: validated by the server (`POST validate-coupon`) before it counts, its message, and
 * taking it off when a new selection or the quote refuses it (docs/decisions/0045).
 */
export function useCoupon(experienceId: number) {
  const api = useApi();
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const validation = useMutation({
    mutationFn: (code: string) =>
      api(validateCouponEndpoint, { body: { coupon_code: code, experience_id: experienceId } }),
  });

  /** The applied coupon, or null with the refusal's message shown. */
  const validate = async (code: string): Promise<AppliedCoupon | null> => {
    try {
      return appliedCoupon(code, await validation.mutateAsync(code));
    } catch (error) {
      setMessage(couponFailureMessage(couponFailure(error)));
      return null;
    }
  };

  return {
    applied,
    message,
    pending: validation.isPending,
    /** The traveller's code: applied with its success message, else the reason. */
    apply: async (code: string) => {
      setMessage(null);
      const coupon = await validate(code.trim());
      if (!coupon) return false;
      setApplied(coupon);
      setMessage(couponAppliedMessage(coupon));
      return true;
    },
    /** A restored draft's code: applied quietly when still valid. */
    restore: async (code: string) => {
      const coupon = await validate(code);
      if (coupon) setApplied(coupon);
    },
    remove: () => {
      setApplied(null);
      setMessage(null);
    },
    /** Taken off by a rule (its price cap, the quote's refusal), saying why. */
    refuse: (reason: CouponMessage) => {
      setApplied(null);
      setMessage(reason);
    },
  };
}
