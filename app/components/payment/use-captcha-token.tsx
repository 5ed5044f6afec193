import { type ReactNode, useCallback, useState } from 'react';

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
 * The purchase captcha (docs/product.md § Validation: a captcha before a booking request), behind one small
 * interface. The captcha's branch brings `<PurchaseCaptcha onToken>` (app/components/captcha/
 * purchase-captcha.tsx); until it is merged nothing is shown and no token is sent. At the merge:
 * `widget = <PurchaseCaptcha onToken={setToken} />` and `required = true`; the form needs no other change.
 */
export function useCaptchaToken(): CaptchaToken {
  const [token, setToken] = useState<string | null>(null);
  const reset = useCallback(() => setToken(null), []);
  return { token, required: false, widget: null, reset };
}
