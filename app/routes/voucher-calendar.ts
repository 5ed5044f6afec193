import { loadPurchaseVoucher } from '../../domain/purchases/purchase-voucher.server';
import { purchaseIcs } from '../../domain/purchases/voucher-ics';
import { servicesContext } from '../context.server';
import type { Route } from './+types/voucher-calendar';

/**
 * /voucher/:code/calendar.ics?t=<token>: the voucher's calendar invite, the same file the e-mail carries
 * (domain/purchases/voucher-ics.ts), behind the same token as the page and just as private.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, origin } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const code = params.code ?? '';
  const voucher =
    token && code && code.length <= 64 && token.length <= 256
      ? await loadPurchaseVoucher(db, { code, token })
      : null;
  if (!voucher) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  return new Response(purchaseIcs(voucher, origin), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8; method=PUBLISH',
      'Content-Disposition': `attachment; filename="${voucher.code.replace(/[^A-Za-z0-9_-]/g, '_')}.ics"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
