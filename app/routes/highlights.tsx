import { useTranslation } from '../i18n/translation-context';
import { highlightPath } from '../../domain/catalog/slug';
import { listCategories } from '../../domain/catalog/taxonomy.server';
import { PlaceTile } from '../components/place-tile';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { translate } from '../../common/i18n/translate';
import type { Route } from './+types/highlights';
import { withOpenGraph } from '../lib/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const highlights = await listCategories(db, { featured: true, page: { page: 1, limit: 1000 }, lang });
  return {
    highlights: highlights.data,
    meta: {
      title: translate(lang, 'highlightsPage.title'),
      description: translate(lang, 'highlightsPage.metaDescription'),
    },
  };
}

export function meta(args: Route.MetaArgs) {
  const { data } = args;
  return withOpenGraph(args, [
    { title: `${data?.meta.title} | Rumbo` },
    { name: 'description', content: data?.meta.description },
  ]);
}

export default function Highlights({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-content px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-h2 font-bold md:text-h1">{t('highlightsPage.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('highlightsPage.metaDescription')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {loaderData.highlights.map((highlight) => (
          <li key={highlight.id}>
            <PlaceTile
              to={highlightPath({ title: highlight.name, id: highlight.id })}
              title={highlight.name}
              imageId={highlight.image_id}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
