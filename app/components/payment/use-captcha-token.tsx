import { type ReactNode, useCallback, useRef, useState } from 'react';
import { PurchaseCaptcha, type PurchaseCaptchaHandle } from '../captcha/purchase-captcha';

export interface CaptchaToken {
  /** The solved challenge's token for `captcha_token`, or null while unsolved. */
  token: string | null;
  /** Whether paying must wait for a token. */
  required: boolean;
  /** What the payment form shows to get one. */
  widget: ReactNode;
  /** Forget a used token: each purchase attempt needs a fresh one. */
  reset: () => void;
}

/**
 * The purchase captcha (docs/product.md § Validation: a captcha before a booking request): the page's
 * widget and the token it solved, spent by one purchase attempt.
 */
export function useCaptchaToken(): CaptchaToken {
  const [token, setToken] = useState<string | null>(null);
  const captcha = useRef<PurchaseCaptchaHandle>(null);
  const reset = useCallback(() => {
    setToken(null);
    captcha.current?.reset();
  }, []);
  return { token, required: true, widget: <PurchaseCaptcha ref={captcha} onToken={setToken} />, reset };
}
