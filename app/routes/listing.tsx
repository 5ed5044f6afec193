import { data, isRouteErrorResponse, redirect, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';
import { preloadPhoto } from '../lib/preload-photo';
import { FilterBar } from '../components/filters/filter-bar';
import { SortSelect } from '../components/filters/sort-select';
import { ExperienceResults } from '../components/experience-results';
import { DestinationCarousel } from '../components/destination-carousel';
import { NotFoundPage } from '../components/not-found-page';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import { cardPage } from '../lib/card-data';
import { rethrowAsRouteError } from '../lib/route-errors.server';
import { parseRouteId } from '../../domain/catalog/slug';
import { listingLanguagePaths } from '../../domain/catalog/language-paths.server';
import { canonicalRedirect, withOpenGraph, notFoundMeta } from '../lib/seo';
import type { Route } from './+types/listing';
import { type ListingKind, loadListing } from './listing.server';

/** The route patterns of routes.ts that render a listing, and what each lists. */
const KINDS: Record<string, ListingKind> = {
  'search/:text?': 'search',
  'country/:title/:id': 'country',
  'destinations/:title/:id': 'destination',
  'categories/:title/:id': 'category',
  'highlights/:title/:id': 'highlight',
};

export async function loader({ request, url, pattern, params, context }: Route.LoaderArgs) {
  const { db, catalogCache, clock } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const kind = KINDS[pattern.replace(/^\//, '')];
  const id = params.id === undefined ? undefined : parseRouteId(params.id);
  if (!kind || id === null) throw data(null, { status: 404 });
  try {
    const [listing, alternates] = await Promise.all([
      loadListing(db, catalogCache, kind, id, url, lang, params.text, clock()),
      // Read through the catalogue cache like the page's other reads: it runs on every request.
      kind === 'search'
        ? undefined
        : catalogCache.read(['listing-paths', kind, id!], () => listingLanguagePaths(db, kind, id!)),
    ]);
    // A stale or other-language title in the path moves permanently to the page's own (decision 0020).
    const target = alternates ? canonicalRedirect(url, alternates, lang) : null;
    if (target !== null) throw redirect(target, 301);
    const title =
      kind === 'search'
        ? listing.header.title
          ? translate(lang, 'listing.searchTitle', { text: listing.header.title })
          : translate(lang, 'listing.searchAll')
        : translate(lang, 'listing.metaCountry', { place: listing.header.title });
    return {
      ...listing,
      experiences: cardPage(listing.experiences, lang),
      kind,
      title,
      ...(alternates ? { alternates } : {}),
    };
  } catch (error) {
    rethrowAsRouteError(error);
  }
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  if (!loaderData) return notFoundMeta();
  const { imageId } = loaderData.header;
  return withOpenGraph(args, [
    { title: `${loaderData.title} | Rumbo` },
    { name: 'description', content: loaderData.header.description.slice(0, 155) || loaderData.title },
    ...(loaderData.kind === 'search' ? [{ name: 'robots', content: 'noindex' }] : []),
    // The page's banner is its preview (withOpenGraph makes the path absolute).
    ...(imageId ? [{ property: 'og:image', content: photoUrl(imageId, 1600) }] : []),
  ]);
}

/** Unknown places are a 404; a malformed search (text over 40 characters, bad filters) a 400 that says so. */
export function ErrorBoundary() {
  const error = useRouteError();
  const invalid = isRouteErrorResponse(error) && error.status === 400;
  return invalid ? <NotFoundPage kind="invalid" status={400} /> : <NotFoundPage kind="notFound" />;
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { header, experiences, kind, title, chosen, scope, destinations } = loaderData;
  // The banner is the largest paint of a place's page: announced in <head> (decision 0032).
  if (header.imageId) preloadPhoto(header.imageId, '100vw');
  return (
    <>
      {header.imageId ? (
        <section className="relative isolate overflow-hidden bg-ink">
          <picture>
            <source type="image/avif" srcSet={photoSrcSet(header.imageId, 'avif')} sizes="100vw" />
            <img
              src={photoUrl(header.imageId, 1600)}
              srcSet={photoSrcSet(header.imageId)}
              sizes="100vw"
              alt=""
              width={1600}
              height={900}
              fetchPriority="high"
              className="absolute inset-0 -z-20 h-full w-full object-cover"
            />
          </picture>
          {/* Keeps white text readable (WCAG AA) whatever the photo's colours. */}
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/60 to-ink/40"
          />
          <div className="mx-auto max-w-content px-4 py-16 text-white sm:px-6 md:py-24 lg:px-8">
            <h1 className="text-h2 font-bold drop-shadow md:text-h1">{header.title}</h1>
            {header.description && (
              <p className="mt-3 max-w-2xl text-base drop-shadow md:text-h4">{header.description}</p>
            )}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="results-title" className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          {kind === 'search' ? (
            <h1 id="results-title" className="text-h3 font-bold">
              {title}
            </h1>
          ) : (
            <h2 id="results-title" className="text-h3 font-bold">
              {t('listing.experiencesIn', { place: header.title })}
            </h2>
          )}
          <FilterBar kind={kind} chosen={chosen} scope={scope} />
        </div>
        <ExperienceResults
          initial={experiences}
          showCount
          leadsPage={!header.imageId}
          toolbar={<SortSelect value={chosen.sort ?? 'recommended'} />}
        />
      </section>
      {/* Below the results, with or without any: it offers somewhere to go next. Its tiles' photos load
          lazily, so the results' first screen is unchanged. */}
      {destinations && destinations.destinations.length > 0 && (
        <DestinationCarousel carousel={destinations} />
      )}
    </>
  );
}
