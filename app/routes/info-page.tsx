import { data } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import { ContentBlocks } from '../components/content-blocks';
import { NotFoundPage } from '../components/not-found-page';
import { getInfoPage, type InfoPageSlug } from '../content/pages';
import { requestLanguage } from '../i18n/language-cookie';
import { isLang } from '../../common/i18n/languages';
import type { Route } from './+types/info-page';
import { notFoundMeta, withOpenGraph } from '../lib/seo';

/**
 * Public paths of the informational pages (docs/product.md § Pages); the legal ones take an optional language
 * segment.
 */
const PATTERNS: Record<string, InfoPageSlug> = {
  about: 'about',
  'terms-and-conditions/:lang?': 'terms',
  'terms-and-conditions-operator/:lang?': 'terms-operator',
  'privacy-policies/:lang?': 'privacy',
  'insurance-clients-coverage/:lang?': 'insurance-clients',
  'insurance-suppliers-coverage/:lang?': 'insurance-suppliers',
};

export async function loader({ request, pattern, params }: Route.LoaderArgs) {
  const slug = PATTERNS[pattern.replace(/^\//, '')];
  // A language in the path (/privacy-policies/en) shows that version, whatever the interface language.
  if (!slug || (params.lang !== undefined && !isLang(params.lang))) throw data(null, { status: 404 });
  const lang = isLang(params.lang) ? params.lang : await requestLanguage(request);
  // The page's address is the path without the language segment, `?lang=` naming the language (decision
  // 0020).
  const path = `/${pattern.replace(/^\//, '').replace('/:lang?', '')}`;
  return { page: getInfoPage(slug, lang), lang, alternates: { es: path, en: path } };
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  if (!loaderData) return notFoundMeta();
  return withOpenGraph(args, [
    { title: `${loaderData.page.title} | Rumbo` },
    { name: 'description', content: loaderData.page.description },
  ]);
}

/** An unknown language segment (`/terms-and-conditions/fr`): the 404 page, with this route's 404 head. */
export function ErrorBoundary() {
  return <NotFoundPage kind="notFound" />;
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, lang } = loaderData;
  return (
    <article lang={lang} className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="text-h2 font-bold md:text-h1">{page.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {t('info.updated')} <time dateTime={page.updated}>{page.updated}</time>
      </p>
      {page.intro && <p className="mt-6 text-h4 text-muted">{page.intro}</p>}
      {page.sections.length > 3 && (
        <nav aria-labelledby="toc" className="mt-8 rounded-card bg-surface-warm p-5">
          <h2 id="toc" className="font-semibold">
            {t('info.contents')}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-accent hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-h3 font-bold">
            {section.title}
          </h2>
          <ContentBlocks blocks={section.blocks} />
        </section>
      ))}
    </article>
  );
}
