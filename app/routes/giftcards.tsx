import { translate } from '../../common/i18n/translate';
import { GiftCardBuilder } from '../components/giftcards/gift-card-builder';
import { requestLanguage } from '../i18n/language-cookie';
import { withOpenGraph } from '../lib/seo';
import type { Route } from './+types/giftcards';
import { QueryProvider } from '../lib/query-provider';

/**
 * The page's words only: /giftcards is shared by every visitor and may be cached (decisions 0023, 0034),
 * so its server render reads no session and no draft; the browser fills in who is signed in, the saved
 * draft and today's date.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  return {
    title: translate(lang, 'giftCards.title'),
    metaTitle: translate(lang, 'giftCards.metaTitle'),
    intro: translate(lang, 'giftCards.intro'),
    description: translate(lang, 'giftCards.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  return withOpenGraph(args, [
    { title: `${data?.metaTitle ?? ''} | Rumbo` },
    { name: 'description', content: data?.description ?? '' },
  ]);
}

/** /giftcards: buy a gift card (docs/product.md § Coupons and gift card amounts; docs/decisions/0041). */
export default function GiftCardsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <h1 className="text-h3 font-bold md:text-h2">{loaderData.title}</h1>
      <p className="mt-2 max-w-2xl text-muted">{loaderData.intro}</p>
      <QueryProvider>
        <GiftCardBuilder />
      </QueryProvider>
    </div>
  );
}
