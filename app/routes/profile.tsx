import { data, NavLink } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { DeleteAccount } from '../components/profile/delete-account';
import { PasswordForm } from '../components/profile/password-form';
import { PersonalForm } from '../components/profile/personal-form';
import { ReferralBlock } from '../components/profile/referral-block';
import { WalletPanel } from '../components/profile/wallet-panel';
import { servicesContext } from '../context.server';
import { deletionTerms } from '../../domain/accounts/account-deletion.server';
import { centsToUsd } from '../../domain/pricing/money';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/profile';
import { withOpenGraph } from '../lib/seo';

/** The sections of /profile/{section?}; the bare path is the personal details. */
const SECTIONS = ['personal', 'password', 'wallet', 'delete'] as const;
type Section = (typeof SECTIONS)[number];

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const section = params.section ?? 'personal';
  if (!isSection(section)) throw data(null, { status: 404 });
  const lang = await requestLanguage(request);
  const user = await sessionUser(context, request);
  // The referral link is absolute, on the product's public origin (PUBLIC_URL), never the request's.
  const { origin, db } = context.get(servicesContext);
  // The delete section names the credit that is lost and how to confirm (docs/decisions/0044).
  const terms = section === 'delete' && user ? await deletionTerms(db, user.id) : null;
  const deletion = terms ? { balance: centsToUsd(terms.balanceCents), confirmWith: terms.confirmWith } : null;
  return { section, title: translate(lang, 'profile.title'), signedIn: user !== null, origin, deletion };
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  return withOpenGraph(args, [
    { title: `${loaderData?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

/**
 * The profile (docs/product.md § Pages, /profile/{section?}): personal details and avatar, password, wallet
 * credit with refer-and-earn, and account deletion. The person comes from the session; the page never
 * takes a user id from the URL.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!loaderData.signedIn || !user)
    return <SignInPrompt title={loaderData.title} message={t('profile.signInToSee')} />;
  const { section } = loaderData;
  return (
    <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:px-6 md:grid-cols-[14rem_1fr] lg:px-8">
      <nav aria-label={loaderData.title} className="min-w-0">
        <h1 className="mb-4 text-h3 font-bold">{loaderData.title}</h1>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {SECTIONS.map((item) => (
            <li key={item} className="shrink-0">
              <NavLink
                to={item === 'personal' ? '/profile' : `/profile/${item}`}
                end
                className="block rounded-pill px-4 py-2 font-medium hover:bg-surface-sunk aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
              >
                {t(`profile.sections.${item}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="profile-section" className="min-w-0 max-w-2xl">
        <h2 id="profile-section" className="text-h3 font-bold">
          {t(`profile.sections.${section}`)}
        </h2>
        <div className="mt-6">
          {section === 'personal' && <PersonalForm user={user} />}
          {section === 'password' && <PasswordForm mustChange={user.must_change_password} />}
          {section === 'wallet' && (
            <div className="space-y-6">
              <WalletPanel balance={user.balance} />
              {user.referent && <ReferralBlock code={user.referent} origin={loaderData.origin} />}
            </div>
          )}
          {section === 'delete' && loaderData.deletion && (
            <DeleteAccount userId={user.id} email={user.email} terms={loaderData.deletion} />
          )}
        </div>
      </section>
    </div>
  );
}
