import { data, Link } from 'react-router';
import { translate } from '../../../common/i18n/translate';
import { editorChoices } from '../../../domain/experiences/editor-choices.server';
import { readOperatorExperience } from '../../../domain/experiences/operator-experiences.server';
import { parseDbId } from '../../../domain/ids';
import { Icon } from '../../components/icon';
import { ExperienceEditor } from '../../components/operator/experiences/experience-editor';
import { ExperiencePhotos } from '../../components/operator/experience-photos';
import { servicesContext } from '../../context.server';
import { requestLanguage } from '../../i18n/language-cookie';
import { useTranslation } from '../../i18n/translation-context';
import { operatorVisitor } from '../../lib/operator-access.server';
import { rethrowAsRouteError } from '../../lib/route-errors.server';
import { withOpenGraph } from '../../lib/seo';
import type { Route } from './+types/experience-edit';

/**
 * /operator/experiences/new and /operator/experiences/{id} (docs/product.md § Operators' experiences): the
 * editor, Spanish and English side by side. Another company's id is not found, as in the API. A section of
 * the operators' workspace: its layout (routes/operator/layout.tsx) answers whoever is not an operator.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const visitor = await operatorVisitor(context, request);
  const isNew = params.id === undefined;
  const title = translate(
    lang,
    isNew ? 'operatorExperiences.page.newTitle' : 'operatorExperiences.page.editTitle',
  );
  if (visitor.kind !== 'operator') return { title, visitor: visitor.kind, experience: null, choices: null };
  const { db } = context.get(servicesContext);
  let experience = null;
  if (!isNew) {
    const id = parseDbId(params.id);
    if (id === undefined) throw data(null, { status: 404 });
    try {
      experience = await readOperatorExperience(db, visitor, id);
    } catch (error) {
      rethrowAsRouteError(error);
    }
  }
  return { title, visitor: visitor.kind, experience, choices: await editorChoices(db, lang) };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function OperatorExperienceEdit({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation();
  const { title, visitor, experience, choices } = loaderData;
  const name = experience?.content[lang].name || experience?.content.es.name;
  if (visitor !== 'operator') return null;
  return (
    <section aria-labelledby="operator-experience">
      <Link
        to="/operator/experiences"
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-strong"
      >
        <Icon name="arrow-left" className="size-5" />
        {t('operatorExperiences.page.back')}
      </Link>
      <h1 id="operator-experience" className="mt-2 text-h2 font-bold">
        {name || title}
      </h1>
      {experience && (
        // Submitting needs a schedule: its page is one tap away (docs/product.md § Schedule).
        <Link
          to={`/operator/experiences/${experience.id}/availability`}
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-pill border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent-strong"
        >
          <Icon name="clock" className="size-4" />
          {t('operatorAvailability.schedule.title')}
        </Link>
      )}
      <div className="mt-6">
        {choices && <ExperienceEditor key={experience?.id ?? 'new'} initial={experience} choices={choices} />}
      </div>
      {experience && (
        <div className="mt-10 border-t border-line pt-8">
          <ExperiencePhotos experienceId={experience.id} />
        </div>
      )}
    </section>
  );
}
