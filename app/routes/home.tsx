import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { NO_FILTERS, searchExperiences } from '../../domain/catalog/experience-search.server';
import { HOME_PAGE_SIZE, parsePage } from '../../domain/catalog/pagination';
import { SEARCH_TEXT_MAX_DESKTOP } from '../../domain/catalog/search-text';
import { ExperienceResults } from '../components/experience-results';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../i18n/translate';
import type { Route } from './+types/home';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const page = parsePage(Object.fromEntries(url.searchParams), {
    defaultLimit: HOME_PAGE_SIZE,
    maxLimit: HOME_PAGE_SIZE,
  });
  const experiences = await searchExperiences(db, NO_FILTERS, page, lang);
  return {
    experiences,
    meta: { title: translate(lang, 'home.metaTitle'), description: translate(lang, 'home.metaDescription') },
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.meta.title }, { name: 'description', content: data?.meta.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-accent-soft to-surface">
        <div className="mx-auto flex max-w-content flex-col items-center px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
          <h1 className="max-w-3xl text-h2 font-bold md:text-h1">{t('home.heroTitle')}</h1>
          <p className="mt-3 max-w-xl text-h4 text-muted">{t('home.heroSubtitle')}</p>
          <Form method="get" action="/search" role="search" className="mt-8 flex w-full max-w-xl gap-2">
            <label htmlFor="hero-search" className="sr-only">
              {t('nav.search')}
            </label>
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted"
              />
              <input
                id="hero-search"
                name="searchText"
                type="search"
                maxLength={SEARCH_TEXT_MAX_DESKTOP}
                placeholder={t('home.searchPlaceholder')}
                className="h-12 w-full rounded-pill border border-line bg-surface pl-12 pr-4 text-base shadow-soft"
              />
            </div>
            <button
              type="submit"
              className="h-12 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
            >
              {t('home.searchButton')}
            </button>
          </Form>
        </div>
      </section>

      <section aria-labelledby="all-experiences" className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="all-experiences" className="text-h3 font-bold">
          {t('home.allExperiences')}
        </h2>
        <ExperienceResults initial={loaderData.experiences} />
      </section>
    </>
  );
}
