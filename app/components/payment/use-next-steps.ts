import { skipToken, useQuery } from '@tanstack/react-query';
import { nextStepsEndpoint } from '../../../domain/purchases/next-steps-contract';
import { useApi } from '../../lib/api-client';
import { useTranslation } from '../../i18n/translation-context';

/** The code and token of a voucher link (`/voucher/{code}?t={token}`), or null when it is not one. */
export function voucherLinkParts(voucherUrl: string | null): { code: string; token: string } | null {
  if (!voucherUrl) return null;
  const url = new URL(voucherUrl, 'http://localhost');
  const code = /^\/voucher\/([^/]+)$/.exec(url.pathname)?.[1];
  const token = url.searchParams.get('t');
  return code && token ? { code: decodeURIComponent(code), token } : null;
}

/**
 * A paid booking's next steps in the page's language (GET voucher/{code}/next-steps), read by its voucher
 * link so that every way of paying (card, PayPal, credit, a guest's PayPal) gets them; nothing without one.
 */
export function useNextSteps(voucherUrl: string | null) {
  const api = useApi();
  const { lang } = useTranslation();
  const link = voucherLinkParts(voucherUrl);
  return useQuery({
    queryKey: ['next-steps', link?.code ?? null, lang],
    queryFn: link
      ? async ({ signal }) =>
          (await api(nextStepsEndpoint, { params: { code: link.code }, query: { t: link.token }, signal }))
            .data
      : skipToken,
    staleTime: Infinity,
  });
}
