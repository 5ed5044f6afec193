import { useTranslation } from '../i18n/translation-context';
import { getCarousels } from '../../domain/catalog/carousels.server';
import { NO_FILTERS, searchExperiences } from '../../domain/catalog/experience-search.server';
import { listDestinations } from '../../domain/catalog/geography.server';
import { destinationPath, highlightPath } from '../../domain/catalog/slug';
import { listCategories } from '../../domain/catalog/taxonomy.server';
import { HOME_PAGE_SIZE, parsePage } from '../../domain/catalog/pagination';
import { Carousel } from '../components/carousel';
import { carouselCards, ExperienceCarousel } from '../components/experience-carousel';
import { CategoryStrip } from '../components/category-strip';
import { OffscreenSection } from '../components/offscreen-section';
import { ExperienceResults } from '../components/experience-results';
import { PlaceTile } from '../components/place-tile';
import { SearchForm } from '../components/search-form';
import { SectionHeading } from '../components/section-heading';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import { cardExperience, cardPage } from '../lib/card-data';
import { categoryChips } from '../lib/category-chips.server';
import { data } from 'react-router';
import { parseExperienceFilters } from '../../domain/catalog/experience-filters';
import { AppError } from '../../domain/errors';
import type { Db } from '../../db/client';
import type { Lang } from '../../common/i18n/languages';
import type { Route } from './+types/home';
import { withOpenGraph } from '../lib/seo';

/** Home shows up to 10 top destinations (4 on phones, docs/product.md § Home). */
const TOP_DESTINATIONS = 10;

/**
 * The page and the header's `?country=`, read by the shared parsers; a malformed value is the visitor's 400.
 */
function homeQuery(url: URL) {
  try {
    const page = parsePage(Object.fromEntries(url.searchParams), {
      defaultLimit: HOME_PAGE_SIZE,
      maxLimit: HOME_PAGE_SIZE,
    });
    const { countryId } = parseExperienceFilters(undefined, {
      country: url.searchParams.get('country') ?? undefined,
    });
    return { page, countryId };
  } catch (error) {
    if (error instanceof AppError) throw data(null, { status: 400 });
    throw error;
  }
}

/**
 * Everything on the home page above the list of all experiences, for one language and country: only what
 * the chips, tiles and cards show, since the page carries it again as hydration data.
 */
async function homeSections(db: Db, lang: Lang, countryId: number | undefined) {
  const [categories, highlights, destinations, carousels] = await Promise.all([
    listCategories(db, { featured: false, page: { page: 1, limit: 1000 }, lang }),
    listCategories(db, { featured: true, page: { page: 1, limit: 1000 }, lang }),
    listDestinations(db, {
      top: true,
      page: { page: 1, limit: TOP_DESTINATIONS },
      lang,
      ...(countryId ? { countryId } : {}),
    }),
    getCarousels(db, 'home', undefined, countryId, lang),
  ]);
  return {
    categories: await categoryChips(categories.data),
    highlights: highlights.data.map(({ id, name, image_id }) => ({ id, name, image_id })),
    destinations: destinations.data.map(({ id, name, image_id, country }) => ({
      id,
      name,
      image_id,
      country: { name: country.name },
    })),
    carousels: carousels.map(({ id, title, experiences }) => ({
      id,
      title,
      cards: carouselCards(experiences.map(cardExperience)),
    })),
  };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db, catalogCache } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const { page, countryId } = homeQuery(url);
  // About fifteen queries, the same for every visitor: read through the catalogue cache (decision 0011).
  const country = countryId ?? null;
  const [experiences, sections] = await Promise.all([
    catalogCache.read(['home-experiences', lang, country, page.page, page.limit], () =>
      searchExperiences(db, { ...NO_FILTERS, ...(countryId ? { countryId } : {}) }, page, lang).then(
        cardPage,
      ),
    ),
    catalogCache.read(['home-sections', lang, country], () => homeSections(db, lang, countryId)),
  ]);
  return {
    experiences,
    ...sections,
    meta: { title: translate(lang, 'home.metaTitle'), description: translate(lang, 'home.metaDescription') },
  };
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  return withOpenGraph(args, [
    { title: data?.meta.title },
    { name: 'description', content: data?.meta.description },
  ]);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        <div className="mx-auto flex max-w-content flex-col items-center px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
          <h1 className="max-w-3xl text-h2 font-bold md:text-h1">{t('home.heroTitle')}</h1>
          <p className="mt-3 max-w-xl text-h4 text-muted">{t('home.heroSubtitle')}</p>
          <SearchForm id="hero-search" variant="hero" />
        </div>
      </section>

      <div className="mx-auto max-w-content px-4 pt-8 sm:px-6 lg:px-8">
        <CategoryStrip categories={loaderData.categories} label={t('home.categories')} />
      </div>

      {loaderData.highlights.length > 1 && (
        <section aria-labelledby="highlights" className="mx-auto max-w-content px-4 pt-10 sm:px-6 lg:px-8">
          <SectionHeading id="highlights" title={t('homeSections.highlights')} viewAll="/highlights" />
          <Carousel label={t('homeSections.highlights')} autoPlayMs={4000}>
            {loaderData.highlights.map((highlight, index) => (
              <PlaceTile
                key={highlight.id}
                to={highlightPath({ title: highlight.name, id: highlight.id })}
                title={highlight.name}
                imageId={highlight.image_id}
                priority={index === 0}
              />
            ))}
          </Carousel>
        </section>
      )}

      {loaderData.destinations.length > 0 && (
        <section
          aria-labelledby="top-destinations"
          className="mx-auto max-w-content px-4 pt-10 sm:px-6 lg:px-8"
        >
          <SectionHeading
            id="top-destinations"
            title={t('homeSections.topDestinations')}
            viewAll="/destinations"
          />
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {loaderData.destinations.map((destination, index) => (
              <li key={destination.id} className={index >= 4 ? 'hidden sm:block' : undefined}>
                <PlaceTile
                  to={destinationPath({ title: destination.name, id: destination.id })}
                  title={destination.name}
                  subtitle={destination.country.name}
                  imageId={destination.image_id}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {loaderData.carousels.map((carousel) => (
        <HomeCarousel key={carousel.id} carousel={carousel} />
      ))}

      <OffscreenSection
        aria-labelledby="all-experiences"
        className="mx-auto max-w-content px-4 py-10 [--offscreen-height:3898px] sm:px-6 md:[--offscreen-height:952px] lg:px-8"
      >
        <h2 id="all-experiences" className="text-h3 font-bold">
          {t('home.allExperiences')}
        </h2>
        <ExperienceResults initial={loaderData.experiences} />
      </OffscreenSection>
    </>
  );
}

/** One of the home page's experience carousels (auto-play 6000 ms, docs/product.md § Constants). */
function HomeCarousel({ carousel }: { carousel: Route.ComponentProps['loaderData']['carousels'][number] }) {
  return (
    <OffscreenSection
      aria-labelledby={`carousel-${carousel.id}`}
      className="mx-auto max-w-content px-4 pt-10 [--offscreen-height:484px] sm:px-6 md:[--offscreen-height:558px] lg:px-8"
    >
      <h2 id={`carousel-${carousel.id}`} className="mb-4 text-h3 font-bold">
        {carousel.title}
      </h2>
      <ExperienceCarousel label={carousel.title} cards={carousel.cards} autoPlayMs={6000} />
    </OffscreenSection>
  );
}
