import { useTranslation } from '../i18n/translation-context';
import { ContentBlocks } from '../components/content-blocks';
import { faqs } from '../content/faqs';
import { requestLanguage } from '../i18n/language-cookie';
import type { Route } from './+types/faqs';
import { notFoundMeta, withOpenGraph } from '../lib/seo';

export async function loader({ request }: Route.LoaderArgs) {
  return { page: faqs[await requestLanguage(request)] };
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  if (!data) return notFoundMeta();
  return withOpenGraph(args, [
    { title: `${data.page.title} | Rumbo` },
    { name: 'description', content: data.page.description },
  ]);
}

/** Questions grouped by topic; native <details> so every answer opens by keyboard and without JavaScript. */
export default function Faqs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <h1 className="text-h2 font-bold md:text-h1">{page.title}</h1>
      <p className="mt-3 text-h4 text-muted">{page.description}</p>
      {page.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10">
          <h2 id={group.id} className="text-h3 font-bold">
            {group.title}
          </h2>
          <div className="mt-4 divide-y divide-line rounded-card border border-line">
            {group.faqs.map((faq) => (
              <details key={faq.id} id={faq.id} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-semibold marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {faq.question}
                    <span aria-hidden className="text-accent transition-transform group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <div className="pb-1">
                  <ContentBlocks blocks={faq.answer} />
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-10 text-muted">{t('info.stillQuestions')}</p>
    </div>
  );
}
