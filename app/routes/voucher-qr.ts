import { loadPurchaseVoucher } from '../../domain/purchases/purchase-voucher.server';
import { voucherQrSvg } from '../../domain/purchases/voucher-qr.server';
import { voucherUrl } from '../../domain/purchases/voucher-url';
import { servicesContext } from '../context.server';
import type { Route } from './+types/voucher-qr';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/**
 * /voucher/:code/qr.svg?t=<token>: the voucher's QR code alone, the same one the voucher page draws (it
 * encodes the page's absolute link), behind the same token. The agenda shows it full-screen without
 * loading the whole page, and its bytes never enter the agenda's own HTML or JavaScript.
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
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
    });
  }
  return new Response(await voucherQrSvg(voucherUrl(origin, voucher)), {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', ...PRIVATE },
  });
}
