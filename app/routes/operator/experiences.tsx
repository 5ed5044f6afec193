import { Link } from 'react-router';
import { translate } from '../../../common/i18n/translate';
import { listOperatorExperiences } from '../../../domain/experiences/operator-experiences.server';
import { Icon } from '../../components/icon';
import { ExperienceList } from '../../components/operator/experiences/experience-list';
import { servicesContext } from '../../context.server';
import { requestLanguage } from '../../i18n/language-cookie';
import { useTranslation } from '../../i18n/translation-context';
import { operatorVisitor } from '../../lib/operator-access.server';
import { withOpenGraph } from '../../lib/seo';
import type { Route } from './+types/experiences';

/**
 * /operator/experiences (docs/product.md § Operators' experiences): the company's experiences with their
 * status and, for a rejected one, the reviewer's reason. A section of the operators' workspace: its layout
 * (routes/operator/layout.tsx) shows the navigation, keeps it private, and answers whoever is not an operator.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const visitor = await operatorVisitor(context, request);
  const rows =
    visitor.kind === 'operator'
      ? await listOperatorExperiences(context.get(servicesContext).db, visitor)
      : [];
  return {
    title: translate(lang, 'operatorExperiences.page.title'),
    visitor: visitor.kind,
    rows,
  };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function OperatorExperiences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visitor, rows } = loaderData;
  if (visitor !== 'operator') return null;
  return (
    <section aria-labelledby="operator-experiences">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="operator-experiences" className="text-h2 font-bold">
          {title}
        </h1>
        <Link
          to="/operator/experiences/new"
          className="inline-flex min-h-12 items-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          <Icon name="plus" className="size-5" />
          {t('operatorExperiences.page.newButton')}
        </Link>
      </div>
      <p className="mt-3 text-muted">{t('operatorExperiences.page.intro')}</p>
      <div className="mt-6">
        <ExperienceList rows={rows} />
      </div>
    </section>
  );
}
