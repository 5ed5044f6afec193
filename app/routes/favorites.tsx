import { useTranslation } from '../i18n/translation-context';
import { listFavorites } from '../../domain/accounts/favorites.server';
import { parsePage } from '../../domain/catalog/pagination';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { ExperienceResults } from '../components/experience-results';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import { cardPage } from '../lib/card-data';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/favorites';
import { withOpenGraph } from '../lib/seo';

/** docs/product.md § Constants: favourites come 16 to a page. */
const FAVORITES_PAGE_SIZE = 16;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const title = translate(lang, 'favorites.title');
  const user = await sessionUser(context, request);
  if (!user) return { title, experiences: null };
  try {
    const page = parsePage(Object.fromEntries(url.searchParams), { defaultLimit: FAVORITES_PAGE_SIZE });
    const experiences = await listFavorites(
      services.db,
      user.id,
      { ...page, limit: FAVORITES_PAGE_SIZE },
      lang,
    );
    return { title, experiences: cardPage(experiences) };
  } catch (error) {
    rethrowAsRouteError(error);
  }
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  return withOpenGraph(args, [
    { title: `${data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

/**
 * The signed-in traveller's favourites (docs/product.md § Pages), newest first, 16 at a time with View more.
 */
export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (!loaderData.experiences)
    return <SignInPrompt title={loaderData.title} message={t('favorites.signInToSee')} />;
  return (
    <section aria-labelledby="favorites-title" className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <h1 id="favorites-title" className="text-h2 font-bold">
        {loaderData.title}
      </h1>
      {loaderData.experiences.pagination.total_records === 0 ? (
        <p className="mt-4 text-muted">{t('favorites.empty')}</p>
      ) : (
        <ExperienceResults initial={loaderData.experiences} showCount />
      )}
    </section>
  );
}
