import { data, Form, redirect } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { getCountry, listCountries, listDestinations } from '../../domain/catalog/geography.server';
import { destinationPath, parseRouteId } from '../../domain/catalog/slug';
import { COUNTRIES_LIMIT } from '../../domain/catalog/pagination';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import { canonicalRedirect, notFoundMeta, withOpenGraph } from '../lib/seo';
import { listingLanguagePaths } from '../../domain/catalog/language-paths.server';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceTile } from '../components/place-tile';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import type { Route } from './+types/destinations';

/** The destinations page lists every city at once (docs/product.md § Constants: city list size 1000 here). */
const ALL = { page: 1, limit: 1000 };

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { db, catalogCache } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const raw = params.id ?? url.searchParams.get('country') ?? '';
  const countryId = raw === '' ? undefined : parseRouteId(raw);
  if (countryId === null) throw data(null, { status: 404 });
  try {
    const [country, alternates] = await Promise.all([
      countryId === undefined ? null : getCountry(db, countryId, lang),
      // One country's destinations live at their own path, whether asked by path or by `?country=`.
      countryId === undefined
        ? undefined
        : catalogCache.read(['listing-paths', 'country-destinations', countryId], () =>
            listingLanguagePaths(db, 'country-destinations', countryId),
          ),
    ]);
    // A stale or other-language country name in the path moves permanently to its own (decision 0020).
    const target = alternates && params.id !== undefined ? canonicalRedirect(url, alternates, lang) : null;
    if (target !== null) throw redirect(target, 301);
    const scope = country ? { countryId: country.id } : {};
    const [top, all, countries] = await Promise.all([
      listDestinations(db, { ...scope, top: true, page: ALL, lang }),
      listDestinations(db, { ...scope, page: ALL, lang }),
      listCountries(db, { page: 1, limit: COUNTRIES_LIMIT }, lang),
    ]);
    const title = country
      ? translate(lang, 'destinationsPage.inCountry', { country: country.name })
      : translate(lang, 'destinationsPage.title');
    return {
      title,
      description: country?.description.slice(0, 155) || translate(lang, 'destinationsPage.metaDescription'),
      ...(alternates ? { alternates } : {}),
      country,
      top: top.data,
      all: all.data,
      countries: countries.data,
      fromPath: params.id !== undefined,
    };
  } catch (error) {
    rethrowAsRouteError(error);
  }
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  if (!loaderData) return notFoundMeta();
  return withOpenGraph(args, [
    { title: `${loaderData.title} | Rumbo` },
    { name: 'description', content: loaderData.description },
  ]);
}

export function ErrorBoundary() {
  return <NotFoundPage kind="notFound" />;
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, country, top, all, countries, fromPath } = loaderData;
  const tiles = (list: typeof all) => (
    <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {list.map((destination) => (
        <li key={destination.id}>
          <PlaceTile
            to={destinationPath({ title: destination.name, id: destination.id })}
            title={destination.name}
            subtitle={`${destination.country.name} · ${t('destinationsPage.experiences', { count: destination.experiences_count })}`}
            imageId={destination.image_id}
          />
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-h2 font-bold md:text-h1">{title}</h1>
      {!fromPath && (
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
          <label className="text-sm font-medium">
            <span className="block">{t('destinationsPage.country')}</span>
            <select
              name="country"
              defaultValue={country?.id ?? ''}
              className="mt-1 h-10 rounded-card border border-line bg-surface px-3"
            >
              <option value="">{t('destinationsPage.allCountries')}</option>
              {countries.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="h-10 rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
          >
            {t('home.searchButton')}
          </button>
        </Form>
      )}
      {top.length > 0 && (
        <section aria-labelledby="top-destinations" className="mt-8">
          <h2 id="top-destinations" className="text-h3 font-bold">
            {t('destinationsPage.top')}
          </h2>
          {tiles(top)}
        </section>
      )}
      <section aria-labelledby="all-destinations" className="mt-10">
        <h2 id="all-destinations" className="text-h3 font-bold">
          {t('destinationsPage.all')}
        </h2>
        {tiles(all)}
      </section>
    </div>
  );
}
