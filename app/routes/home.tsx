import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useFetcher } from 'react-router';
import { NO_FILTERS, searchExperiences } from '../../domain/catalog/experience-search.server';
import type { ExperienceSummary } from '../../domain/catalog/experience-shape';
import { HOME_PAGE_SIZE, parsePage } from '../../domain/catalog/pagination';
import { SEARCH_TEXT_MAX_DESKTOP } from '../../domain/catalog/search-text';
import { ExperienceCard } from '../components/experience-card';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../i18n/translate';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const url = new URL(request.url);
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
  const [items, setItems] = useState<ExperienceSummary[]>(loaderData.experiences.data);
  const [pagination, setPagination] = useState(loaderData.experiences.pagination);
  const fetcher = useFetcher<typeof loader>();

  useEffect(() => {
    setItems(loaderData.experiences.data);
    setPagination(loaderData.experiences.pagination);
  }, [loaderData]);

  useEffect(() => {
    const next = fetcher.data?.experiences;
    if (!next) return;
    setItems((current) => [
      ...current,
      ...next.data.filter((item) => !current.some((c) => c.id === item.id)),
    ]);
    setPagination(next.pagination);
  }, [fetcher.data]);

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
        <ul className="mt-6 grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {items.map((experience, index) => (
            <li key={experience.id} className="flex">
              <ExperienceCard experience={experience} eager={index < 2} />
            </li>
          ))}
        </ul>
        {pagination.next_page !== null && (
          <div className="mt-8 flex justify-center">
            <fetcher.Form method="get" action="/?index">
              <input type="hidden" name="page" value={pagination.next_page} />
              <button
                type="submit"
                disabled={fetcher.state !== 'idle'}
                className="rounded-pill border border-accent px-6 py-3 font-semibold text-accent hover:bg-accent-soft disabled:opacity-60"
              >
                {fetcher.state !== 'idle' ? t('home.loading') : t('home.viewMore')}
              </button>
            </fetcher.Form>
          </div>
        )}
      </section>
    </>
  );
}
