import { Form, Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { findGiftCards, giftCardDetail } from '../../domain/giftcards/gift-card-admin-reads.server';
import { parseDbId } from '../../domain/ids';
import { AdminGate } from '../components/admin/admin-gate';
import { primaryButton } from '../components/admin/coupon-form';
import { GiftCardPanel } from '../components/admin/gift-card-panel';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import type { Route } from './+types/admin-gift-cards';

/**
 * /admin/gift-cards?q=&id= (docs/decisions/0075-admin-promotions): gift cards found by an e-mail or the end of
 * their code (never shown whole), one opened with its history, its e-mail resent or its expiry extended.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'adminGiftCards.title');
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const id = parseDbId(url.searchParams.get('id') ?? '', 1);
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, q, cards: null, card: null };
  const { db, clock } = context.get(servicesContext);
  const now = clock();
  const cards = q.length >= 2 ? await findGiftCards(db, q, now) : null;
  const card = id ? ((await giftCardDetail(db, id, now)) ?? null) : null;
  return { title, visit, q, cards, card };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, q, cards, card } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('adminGiftCards.intro')}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0">
          <label htmlFor="gift-card-search" className="block text-sm font-semibold">
            {t('adminGiftCards.searchLabel')}
          </label>
          <input
            id="gift-card-search"
            name="q"
            defaultValue={q}
            minLength={2}
            maxLength={200}
            className="block min-h-11 w-72 max-w-full rounded-card border border-line bg-surface px-3"
          />
        </div>
        <button type="submit" className={primaryButton}>
          {t('adminGiftCards.search')}
        </button>
      </Form>
      {card && <GiftCardPanel card={card} />}
      {cards &&
        (cards.length > 0 ? (
          <ul className="mt-6 grid gap-3">
            {cards.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-line p-3"
              >
                <span className="min-w-0 break-words">
                  <strong>{item.code ?? '—'}</strong> · {item.amount} USD ·{' '}
                  {t(`adminGiftCards.status.${item.status}`)}
                  {item.expired ? ` · ${t('adminGiftCards.expired')}` : ''} · {item.receiver_email}
                </span>
                <Link
                  to={`/admin/gift-cards?q=${encodeURIComponent(q)}&id=${item.id}`}
                  className="inline-flex min-h-11 items-center font-semibold text-accent-strong underline"
                >
                  {t('adminGiftCards.open')}
                  <span className="sr-only"> {item.code ?? item.id}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-muted">{t('adminGiftCards.empty')}</p>
        ))}
    </AdminGate>
  );
}
