import { Link, redirect } from 'react-router';
import { BackToProfile } from '../components/wallet/back-to-profile';
import { parsePage } from '../../domain/catalog/pagination';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { walletHistory } from '../../domain/wallet/wallet-history.server';
import { translate } from '../../common/i18n/translate';
import { Icon } from '../components/icon';
import { PageLinks } from '../components/wallet/page-links';
import { WalletHistoryList } from '../components/wallet/wallet-history-list';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import { withOpenGraph } from '../lib/seo';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/wallet-balance';
import { intlLocale } from '../../common/i18n/languages';

/** Lines of the history per page. */
const PAGE_SIZE = 20;

/**
 * /profile/credit-giftcard/balance (docs/product.md § Pages): the signed-in traveller's credit and its history from
 * the ledger. A visitor is sent home by a real HTTP redirect. Asking who is visiting makes the answer
 * private and never cached (docs/decisions/0023, 0034). Dates are written here, on the server, in the
 * reader's language and the marketplace's time zone, so the browser's hydration writes the same words.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await sessionUser(context, request);
  if (!user) throw redirect('/');
  const { db } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  try {
    const query = parsePage({ page: url.searchParams.get('page') ?? undefined }, { defaultLimit: PAGE_SIZE });
    const history = await walletHistory(db, user.id, { page: query.page, limit: PAGE_SIZE }, lang);
    const day = new Intl.DateTimeFormat(intlLocale(lang), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'America/Panama',
    });
    return {
      title: translate(lang, 'balancePage.title'),
      balance: history.available_balance,
      pagination: history.pagination,
      lines: history.data.map((line) => ({
        ...line,
        day: day.format(new Date(line.created_at)),
      })),
    };
  } catch (error) {
    rethrowAsRouteError(error);
  }
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

const primary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover';
const secondary =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-pill border border-line px-6 font-semibold text-accent-strong hover:bg-accent-soft';

export default function WalletBalance({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { title, balance, pagination, lines } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <BackToProfile />
      <h1 className="mt-2 text-h2 font-bold">{title}</h1>
      <section
        aria-labelledby="balance-available"
        className="mt-6 rounded-card border border-line bg-surface-warm p-5 sm:p-6"
      >
        <h2 id="balance-available" className="flex items-center gap-3 text-muted">
          <Icon name="wallet" className="size-6 text-accent" />
          {t('balancePage.available')}
        </h2>
        <p className="tabular mt-2 text-h1 font-bold" data-testid="balance-amount">
          {formatUsd(usdToCents(balance), lang)}
        </p>
        <p className="mt-3 text-sm text-muted">{t('balancePage.rules')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/profile/credit-giftcard/redeem" className={primary}>
            <Icon name="ticket" className="size-5" />
            {t('balancePage.redeem')}
          </Link>
          <Link to="/giftcards" className={secondary}>
            <Icon name="gift" className="size-5" />
            {t('balancePage.buy')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="balance-history" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="balance-history" className="text-h3 font-bold">
            {t('balancePage.history')}
          </h2>
          {pagination.total_records > 0 && (
            <p className="text-muted">{t('balancePage.count', { count: pagination.total_records })}</p>
          )}
        </div>
        {pagination.total_records === 0 ? (
          <div className="mt-4 rounded-card bg-surface-warm p-8 text-center" data-testid="balance-empty">
            <Icon name="wallet" className="mx-auto size-10 text-accent" />
            <p className="mt-3 text-lg">{t('balancePage.empty')}</p>
            <p className="mt-1 text-muted">{t('balancePage.emptyNext')}</p>
          </div>
        ) : (
          <>
            <WalletHistoryList lines={lines} />
            <PageLinks current={pagination.current_page} total={pagination.total_pages} />
          </>
        )}
      </section>
    </div>
  );
}
