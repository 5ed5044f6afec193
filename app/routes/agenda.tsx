import { data, Link, NavLink } from 'react-router';
import {
  listCustomerPurchases,
  parsePurchaseListQuery,
  type PurchaseSection,
} from '../../domain/purchases/purchase-reads.server';
import { translate } from '../../common/i18n/translate';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { AgendaList } from '../components/agenda/agenda-list';
import { Icon } from '../components/icon';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import { withOpenGraph } from '../lib/seo';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/agenda';

/** The sections of the API's purchase lists, in tab order (the page's code cannot import the reader). */
const SECTIONS = ['upcoming-purchases', 'past-purchases'] as const satisfies readonly PurchaseSection[];

const isSection = (value: string): value is PurchaseSection =>
  (SECTIONS as readonly string[]).includes(value);

/**
 * /agenda/{section?} (docs/product.md § Pages; docs/decisions/0040): the signed-in traveller's bookings, upcoming (the default) or past,
 * 16 a page. The loader reads them in-process with the same function as `GET purchases-by-customer`,
 * for the session's user only; an unknown section is the 404 page.
 */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const section = params.section ?? 'upcoming-purchases';
  if (!isSection(section)) throw data(null, { status: 404 });
  const { db, clock } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const title = translate(lang, 'agendaPage.title');
  const user = await sessionUser(context, request);
  if (!user) return { section, title, purchases: null };
  try {
    const query = parsePurchaseListQuery({ section, page: url.searchParams.get('page') ?? undefined });
    return { section, title, purchases: await listCustomerPurchases(db, user.id, query, lang, clock()) };
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

const SECTION_PATHS: Record<PurchaseSection, string> = {
  'upcoming-purchases': '/agenda',
  'past-purchases': '/agenda/past-purchases',
};

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { section, title, purchases } = loaderData;
  if (!purchases) return <SignInPrompt title={title} message={t('agendaPage.signInToSee')} />;
  const { pagination } = purchases;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-h2 font-bold">{title}</h1>
      <nav aria-label={t('agendaPage.tabsLabel')} className="mt-4 border-b border-line">
        <ul className="-mb-px flex gap-2">
          {SECTIONS.map((item) => (
            <li key={item}>
              <NavLink
                to={SECTION_PATHS[item]}
                end
                className="flex min-h-11 items-center border-b-2 border-transparent px-4 font-semibold text-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:text-accent-strong"
              >
                {t(`agendaPage.sections.${item}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {pagination.total_records === 0 ? (
        <div className="mt-8 rounded-card bg-surface-warm p-8 text-center" data-testid="agenda-empty">
          <Icon name="calendar-days" className="mx-auto size-10 text-accent" />
          <p className="mt-3 text-lg">{t(`agendaPage.empty.${section}`)}</p>
          <Link
            to="/"
            className="mt-5 inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
          >
            {t('agendaPage.empty.explore')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-4 text-muted">{t('agendaPage.count', { count: pagination.total_records })}</p>
          <AgendaList purchases={purchases.data} upcoming={section === 'upcoming-purchases'} />
          {pagination.total_pages > 1 && (
            <Pages current={pagination.current_page} total={pagination.total_pages} />
          )}
        </>
      )}
    </div>
  );
}

/** Numbered pages as links: they work by keyboard, without JavaScript, and survive a refresh. */
function Pages({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  const link =
    'inline-flex min-h-11 items-center gap-1 rounded-pill border border-line px-4 font-semibold text-accent-strong hover:bg-accent-soft';
  return (
    <nav
      aria-label={t('agendaPage.pagination.label')}
      className="mt-8 flex items-center justify-between gap-4"
    >
      {current > 1 ? (
        <Link to={`?page=${current - 1}`} className={link}>
          <Icon name="chevron-left" className="size-5" />
          {t('agendaPage.pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-muted">{t('agendaPage.pagination.page', { page: current, total })}</p>
      {current < total ? (
        <Link to={`?page=${current + 1}`} className={link}>
          {t('agendaPage.pagination.next')}
          <Icon name="chevron-right" className="size-5" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
