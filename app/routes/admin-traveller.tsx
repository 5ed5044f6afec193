import { data, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { travellerDetail } from '../../domain/admins/admin-travellers.server';
import { idSchema } from '../../domain/id-schema';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { walletHistory } from '../../domain/wallet/wallet-history.server';
import { AdminGate } from '../components/admin/admin-gate';
import { FactList } from '../components/admin/fact-list';
import { TitledSection } from '../components/admin/titled-section';
import { TravellerActions } from '../components/admin/traveller-actions';
import { WalletHistoryList } from '../components/wallet/wallet-history-list';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminMoment } from '../lib/admin-dates';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-traveller';

const K = 'admin.travellers';

/**
 * /admin/travellers/{id} (docs/product.md § Travellers and operators): an account's profile, its latest
 * bookings (each a link to the booking's page), its wallet and what the back office did to it; block,
 * goodwill credit and e-mails again, each with a reason. Behind AdminGate.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, `${K}.detailTitle`);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, traveller: null, wallet: null };
  const id = idSchema.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const { db } = context.get(servicesContext);
  const traveller = await travellerDetail(db, id.data, lang).catch(() => null);
  if (!traveller) throw data(null, { status: 404 });
  const wallet = await walletHistory(db, id.data, { page: 1, limit: 20 }, lang);
  return {
    title,
    visit,
    traveller: {
      ...traveller,
      created_day: adminMoment(traveller.created_at, lang),
      bookings: traveller.bookings.map((booking) => ({
        ...booking,
        day: adminMoment(booking.starts_at, lang),
      })),
      history: traveller.history.map((entry) => ({ ...entry, day: adminMoment(entry.at, lang) })),
    },
    wallet: {
      balance: wallet.available_balance,
      lines: wallet.data.map((line) => ({ ...line, day: adminMoment(line.created_at, lang) })),
    },
  };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminTraveller({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { title, visit, traveller, wallet } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      {traveller && wallet && (
        <div className="space-y-8">
          <div>
            <Link to="/admin/travellers" className="inline-flex min-h-11 items-center underline">
              {t(`${K}.back`)}
            </Link>
            <h1 className="text-h2 font-bold break-words">{`${traveller.first_name} ${traveller.last_name}`}</h1>
            {traveller.is_blocked && (
              <p className="mt-2 inline-flex rounded-pill bg-danger-soft px-3 py-1 font-semibold">
                {t(`${K}.blocked`)}
              </p>
            )}
            <FactList
              rows={[
                [`${K}.email`, traveller.email],
                [`${K}.phone`, traveller.phone],
                [`${K}.country`, traveller.country],
                [`${K}.language`, traveller.language],
                [`${K}.verified`, t(traveller.email_verified ? `${K}.yes` : `${K}.no`)],
                [`${K}.since`, traveller.created_day],
                [`${K}.balance`, formatUsd(usdToCents(wallet.balance), lang)],
              ]}
            />
          </div>
          <TitledSection id="support-title" title={t(`${K}.supportTitle`)}>
            <div className="mt-3">
              <TravellerActions traveller={traveller} />
            </div>
          </TitledSection>
          <TitledSection id="bookings-title" title={t(`${K}.bookingsTitle`)}>
            {traveller.bookings.length > 0 ? (
              <ul className="mt-3 divide-y divide-line rounded-card border border-line">
                {traveller.bookings.map((booking) => (
                  <li key={booking.id} className="flex flex-wrap justify-between gap-2 px-4 py-3">
                    <div className="min-w-0">
                      <Link
                        to={`/admin/bookings/${booking.id}`}
                        className="font-semibold text-accent-strong underline"
                      >
                        {booking.code}
                      </Link>
                      <p className="break-words text-sm">{booking.experience_name}</p>
                      <p className="text-sm text-muted">{booking.day}</p>
                    </div>
                    <p className="text-sm">
                      <span className="font-semibold">{t(`operator.bookings.status.${booking.status}`)}</span>
                      {' · '}
                      {formatUsd(usdToCents(booking.total_cost), lang)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">{t(`${K}.noBookings`)}</p>
            )}
          </TitledSection>
          <TitledSection id="wallet-title" title={t(`${K}.walletTitle`)}>
            {wallet.lines.length > 0 ? (
              <WalletHistoryList lines={wallet.lines} />
            ) : (
              <p className="mt-3 text-muted">{t(`${K}.noWallet`)}</p>
            )}
          </TitledSection>
          <TitledSection id="history-title" title={t(`${K}.historyTitle`)}>
            {traveller.history.length > 0 ? (
              <ul className="mt-3 divide-y divide-line rounded-card border border-line">
                {traveller.history.map((entry, index) => (
                  <li key={index} className="px-4 py-3">
                    <p className="font-semibold">
                      {t(`${K}.actions.${entry.action.replace(/^user\./, '')}`)}
                      {entry.amount !== null && ` · ${formatUsd(usdToCents(entry.amount), lang)}`}
                    </p>
                    {entry.reason && <p className="break-words text-sm">{entry.reason}</p>}
                    <p className="text-sm text-muted">{entry.day}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-muted">{t(`${K}.noHistory`)}</p>
            )}
          </TitledSection>
        </div>
      )}
    </AdminGate>
  );
}
