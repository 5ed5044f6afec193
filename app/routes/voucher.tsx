import { useQuery } from '@tanstack/react-query';
import { data } from 'react-router';
import { loadPurchaseVoucher } from '../../domain/purchases/purchase-voucher.server';
import { voucherQrSvg } from '../../domain/purchases/voucher-qr.server';
import { voucherUrl } from '../../domain/purchases/voucher-url';
import { voucherView } from '../../domain/purchases/voucher-view';
import { keepVoucherOffline } from '../browser/service-worker';
import { Icon } from '../components/icon';
import { NotFoundPage } from '../components/not-found-page';
import { VoucherDetails } from '../components/voucher/voucher-details';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { notFoundMeta, withOpenGraph } from '../lib/seo';
import type { Route } from './+types/voucher';
import { QueryProvider } from '../lib/query-provider';

/** Longer than any code or token the product issues: anything longer is not looked up at all. */
const MAX_CODE = 64;
const MAX_TOKEN = 256;

/**
 * /voucher/:code?t=<token>: the link of the confirmation e-mail, no sign-in needed. A missing or wrong
 * token, an unknown code and a purchase without a voucher all get the same 404 page, so the page never
 * says which codes exist. Words are written here, on the server (domain/purchases/voucher-view.ts).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, clock, origin } = context.get(servicesContext);
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const code = params.code ?? '';
  if (!token || !code || code.length > MAX_CODE || token.length > MAX_TOKEN)
    throw data(null, { status: 404 });
  const lang = await requestLanguage(request);
  const voucher = await loadPurchaseVoucher(db, { code, token }, { lang });
  if (!voucher) throw data(null, { status: 404 });
  const qrSvg = await voucherQrSvg(voucherUrl(origin, voucher));
  return { voucher: voucherView(voucher, qrSvg, clock()) };
}

/**
 * One traveller's booking, reached by a secret link: no cache keeps it, shared or in the browser, and no
 * search engine lists it; the 404 of a wrong link is not kept either (docs/decisions/0023, 0037).
 */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  const voucher = args.data?.voucher;
  if (!voucher) return notFoundMeta();
  return withOpenGraph(args, [
    { title: `Voucher ${voucher.code} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export function ErrorBoundary() {
  return <NotFoundPage kind="notFound" />;
}

/**
 * Keeps the voucher on this device for offline use once the page runs (app/browser/service-worker.ts),
 * and says so: the traveller knows it will open at the meeting point without signal.
 */
function useKeptOffline(code: string) {
  const kept = useQuery({
    queryKey: ['voucher', code, 'offline'],
    queryFn: () => keepVoucherOffline(window.location.href),
    // Kept once per voucher for the page's life; a worker that cannot keep it is not asked again.
    staleTime: Infinity,
    retry: false,
  });
  return kept.data === true;
}

export default function VoucherRoute({ loaderData }: Route.ComponentProps) {
  return (
    <QueryProvider>
      <VoucherPage voucher={loaderData.voucher} />
    </QueryProvider>
  );
}

function VoucherPage({ voucher }: { voucher: Route.ComponentProps['loaderData']['voucher'] }) {
  const { t } = useTranslation();
  const keptOffline = useKeptOffline(voucher.code);
  return (
    <div data-print-alone className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10 print:p-0">
      <p className="text-sm font-semibold text-accent-strong">{voucher.bookedBy}</p>
      <h1 className="mt-1 text-h3 font-bold md:text-h2">{t('voucher.title')}</h1>
      <p className="mt-2 text-sm text-muted print:hidden">{t('voucher.privateNote')}</p>
      {/* Announced once the worker has kept it; empty in the server's HTML, so hydration matches, and a
          line tall already, so nothing moves when it appears. */}
      <p
        role="status"
        data-testid="voucher-offline"
        className="mt-1 min-h-5 text-sm text-success print:hidden"
      >
        {keptOffline && (
          <>
            <Icon name="circle-check" className="mr-1 inline size-4 align-[-3px]" />
            {t('voucher.offlineReady')}
          </>
        )}
      </p>
      <VoucherDetails voucher={voucher} />
    </div>
  );
}
