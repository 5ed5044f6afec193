import { Link } from 'react-router';
import { BackToProfile } from '../components/wallet/back-to-profile';
import { formatUsd, usdToCents } from '../../domain/pricing/money';
import { translate } from '../../common/i18n/translate';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { Icon } from '../components/icon';
import { RedeemForm } from '../components/wallet/redeem-form';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { withOpenGraph } from '../lib/seo';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/redeem-gift-card';

/**
 * /profile/credit-giftcard/redeem (docs/product.md § Pages): the code form for the signed-in traveller; a visitor is
 * asked to sign in first (the credit goes to the session's account, never to one named in the request).
 * Asking who visits keeps the page out of every cache (docs/decisions/0034).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const user = await sessionUser(context, request);
  return {
    title: translate(lang, 'redeem.page.title'),
    signedIn: user !== null,
  };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function RedeemGiftCard({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { user } = useSession();
  const { title } = loaderData;
  if (!loaderData.signedIn || !user)
    return <SignInPrompt title={title} message={t('redeem.page.signInToRedeem')} />;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 lg:py-10">
      <BackToProfile />
      <h1 className="mt-2 flex items-center gap-3 text-h2 font-bold">
        <Icon name="ticket" className="size-8 shrink-0 text-accent" />
        {title}
      </h1>
      <p className="mt-3 text-muted">{t('redeem.page.intro')}</p>
      <p className="tabular mt-4 font-medium" data-testid="redeem-balance">
        {t('redeem.page.balanceNow', {
          balance: formatUsd(usdToCents(user.balance), lang),
        })}
      </p>
      <div className="mt-6 rounded-card border border-line p-4 sm:p-6">
        <RedeemForm />
      </div>
      <div className="mt-8 flex items-center gap-3 rounded-card bg-surface-warm p-4">
        <Icon name="gift" className="size-6 shrink-0 text-accent" />
        <p>
          {t('redeem.page.noCard')}{' '}
          <Link to="/giftcards" className="font-semibold text-accent-strong underline">
            {t('redeem.page.buy')}
          </Link>
        </p>
      </div>
    </div>
  );
}
