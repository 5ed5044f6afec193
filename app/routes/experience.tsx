import { useState } from 'react';
import { useTranslation } from '../i18n/translation-context';
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { difficultyI18nKey, isDifficultyLevel } from '../../domain/catalog/difficulty';
import { getExperience } from '../../domain/catalog/experience-detail.server';
import { countryPath, destinationPath, parseRouteId } from '../../domain/catalog/slug';
import { experienceLanguagePaths } from '../../domain/catalog/language-paths.server';
import { similarExperiences } from '../../domain/catalog/similar.server';
import { AppError, notFound } from '../../domain/errors';
import { photoUrl } from '../../domain/media/photo-url';
import { toCents, usdDecimalText } from '../../domain/pricing/money';
import { carouselCards, ExperienceCarousel } from '../components/experience-carousel';
import { FavoriteButton } from '../components/favorite-button';
import { departuresOf } from '../../domain/booking/departures';
import { upcomingDepartures } from '../../domain/booking/first-bookable-day.server';
import { BookingBar } from '../components/booking-bar';
import { ExperienceAside } from '../components/experience-aside';
import { BookingCard, loadBookingPanel } from '../components/booking/booking-card';
import { ExperienceGallery } from '../components/experience-gallery';
import { ExperienceReviews } from '../components/experience-reviews';
import { ExperienceDescription } from '../components/experience-description';
import { ExperienceLocation } from '../components/experience-location';
import { OffscreenSection } from '../components/offscreen-section';
import { NotFoundPage } from '../components/not-found-page';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import type { Lang } from '../../common/i18n/languages';
import { cardExperience } from '../lib/card-data';
import { canonicalRedirect, withOpenGraph, notFoundMeta } from '../lib/seo';
import type { Route } from './+types/experience';
import { Icon } from '../components/icon';
import { onlyReviewFiltersDiffer } from '../../domain/reviews/review-list-params';

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { db, clock, catalogCache, origin } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const id = parseRouteId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const now = clock();
  try {
    // The page's path in each language first (one small read): other paths ending in the id are redirected
    // and unknown ids answered before the page's reads (decision 0020). An unknown id throws, so its 404
    // is not remembered.
    const alternates = await catalogCache.read(['experience-paths', id], async () => {
      const paths = await experienceLanguagePaths(db, id);
      if (!paths) throw notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');
      return paths;
    });
    const target = canonicalRedirect(url, alternates, lang);
    if (target !== null) throw redirect(target, 301);
    // Read through the catalogue cache (decision 0011). The schedule's anticipation day depends on the hour
    // in the experience's time zone; the catalogue's zones are whole hours from UTC, so the UTC hour is in
    // the key.
    const [experience, similar, upcoming] = await Promise.all([
      catalogCache.read(['experience', lang, id, Math.floor(now.getTime() / 3_600_000)], () =>
        getExperience(db, id, lang, now),
      ),
      // Only what the cards show: the page carries its loader data again for hydration.
      catalogCache.read(['similar', lang, id], async () =>
        carouselCards((await similarExperiences(db, id, lang)).map(cardExperience)),
      ),
      // The booking engine's first days (anticipation to the minute, locks, sold-out days): read per
      // minute, as long as a page stays in the page cache (docs/decisions/0084-gallery-and-availability.md).
      catalogCache.read(['upcoming-departures', id, Math.floor(now.getTime() / 60_000)], () =>
        upcomingDepartures(db, id, now),
      ),
    ]);
    const departures = departuresOf(experience.schedule, upcoming);
    return { experience, departures, similar, lang, origin, alternates };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  if (!loaderData) return notFoundMeta();
  const { experience, origin } = loaderData;
  const description = plainText(experience.description).slice(0, 155);
  const image = experience.photos[0] ? `${origin}${photoUrl(experience.photos[0].id, 1024)}` : undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: experience.name,
    description,
    image,
    offers: {
      '@type': 'Offer',
      price: usdDecimalText(toCents(experience.display_price)),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
    ...(experience.reviews_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: experience.rating.toFixed(2),
            reviewCount: experience.reviews_count,
          },
        }
      : {}),
  };
  return withOpenGraph(args, [
    { title: `${experience.name} | Rumbo` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: experience.name },
    { property: 'og:description', content: description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { 'script:ld+json': jsonLd },
  ]);
}

/**
 * Opening and closing the photos full screen only changes the address's fragment (#photos), and the
 * reviews' order and filters only their own parameters (review-list-params.ts): the page's data stays
 * (docs/decisions/0084-gallery-and-availability.md). Anything else reloads as usual.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const samePage =
    currentUrl.pathname === nextUrl.pathname &&
    onlyReviewFiltersDiffer(currentUrl.searchParams, nextUrl.searchParams);
  return samePage && formMethod === undefined ? false : defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return <NotFoundPage kind="notFound" />;
}

export default function ExperiencePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { experience, departures, similar, lang, origin } = loaderData;
  const difficultyKey = isDifficultyLevel(experience.difficulty_level)
    ? difficultyI18nKey(experience.difficulty_level)
    : null;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const shareUrl = `https://wa.me/?text=${encodeURIComponent(`${t('experience.shareText', { name: experience.name })} ${origin}${experience.url}`)}`;

  return (
    <div className="mx-auto max-w-content px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-10">
        <div className="min-w-0">
          <ExperienceGallery photos={experience.photos} title={experience.name} />
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <Link
              to={countryPath({ title: experience.country.name, id: experience.country.id })}
              className="rounded-pill bg-accent-soft px-3 py-1 text-sm font-medium text-accent-strong hover:bg-accent hover:text-white"
            >
              {experience.country.name}
            </Link>
            <Link
              to={destinationPath({ title: experience.city.name, id: experience.city.id })}
              className="rounded-pill bg-surface-sunk px-3 py-1 text-sm font-medium hover:bg-accent hover:text-white"
            >
              {experience.city.name}
            </Link>
          </div>
          <h1 className="mt-3 text-h3 font-bold md:text-h2">{experience.h1}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
            {experience.reviews_count > 0 && (
              <a href="#reviews" className="flex items-center gap-1 hover:text-accent">
                <Icon name="star" className="size-4 fill-coral text-coral" />
                <span className="tabular font-semibold text-ink">{experience.rating.toFixed(2)}</span>
                {t('experience.reviewsCount', { count: experience.reviews_count })}
              </a>
            )}
            <a
              href={shareUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-1 hover:text-accent"
            >
              <Icon name="message-circle" className="size-4" />
              {t('experience.share')}
            </a>
            <FavoriteButton
              experienceId={experience.id}
              name={experience.name}
              className="border border-line"
            />
          </div>

          <dl className="mt-6 grid grid-cols-2 gap-4 rounded-card bg-surface-warm p-4 text-sm md:grid-cols-4">
            <div>
              <dt className="flex items-center gap-1 text-muted">
                <Icon name="clock" className="size-4" />
                {t('experience.duration')}
              </dt>
              <dd className="mt-1 font-semibold">{t('card.hours', { count: experience.duration })}</dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-muted">
                <Icon name="users" className="size-4" />
                {t('experience.groupSize')}
              </dt>
              <dd className="mt-1 font-semibold">
                {experience.is_private
                  ? t('experience.private')
                  : t('experience.upTo', { count: experience.max_persons })}
              </dd>
            </div>
            <div>
              <dt className="flex items-center gap-1 text-muted">
                <Icon name="languages" className="size-4" />
                {t('experience.languages')}
              </dt>
              <dd className="mt-1 font-semibold">
                {experience.provided_languages.map((language) => language.lang_name).join(', ')}
              </dd>
            </div>
            {difficultyKey && (
              <div>
                <dt className="text-muted">{t('experience.difficultyLabel')}</dt>
                <dd className="mt-1 font-semibold">{t(difficultyKey)}</dd>
              </div>
            )}
          </dl>

          <ExperienceDescription experience={experience} />
          <ExperienceLocation experience={experience} />
          <OffscreenSection
            aria-labelledby="reviews"
            className={`mt-10 ${experience.reviews.length > 0 ? '[--offscreen-height:600px] md:[--offscreen-height:470px]' : '[--offscreen-height:68px]'}`}
          >
            <h2 id="reviews" className="text-h3 font-bold">
              {t('experience.reviewsTitle')}
            </h2>
            <ExperienceReviews
              experienceId={experience.id}
              reviews={experience.reviews}
              summary={experience.review_summary}
              lang={lang}
            />
          </OffscreenSection>
        </div>

        <ExperienceAside
          experience={experience}
          bookingCard={
            <BookingCard
              experience={experience}
              departures={departures}
              lang={lang as Lang}
              drawerOpen={drawerOpen}
              onDrawerChange={setDrawerOpen}
            />
          }
        />
      </div>

      {similar.first.length > 0 && (
        <OffscreenSection
          aria-labelledby="similar"
          className="mt-12 [--offscreen-height:484px] md:[--offscreen-height:558px]"
        >
          <h2 id="similar" className="text-h3 font-bold">
            {t('experience.similar')}
          </h2>
          <div className="mt-4">
            <ExperienceCarousel label={t('experience.similar')} cards={similar} autoPlayMs={4000} />
          </div>
        </OffscreenSection>
      )}
      <BookingBar
        experience={experience}
        lang={lang as Lang}
        onOpen={() => setDrawerOpen(true)}
        onIntent={() => void loadBookingPanel()}
      />
    </div>
  );
}
