import { Link } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { Icon } from '../components/icon';
import { ExperienceSchedule } from '../components/operator-availability/experience-schedule';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { withOpenGraph } from '../lib/seo';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/operator-experience-availability';

/**
 * /operator/experiences/{id}/availability (docs/product.md § Schedule): the availability editor of one
 * of the operator's experiences on a page of its own (the experience editor mounts the same component).
 * The API decides whose experience it is: another company's answers 404, shown as the load error.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const user = await sessionUser(context, request);
  const id = Number(params.id);
  return {
    title: translate(lang, 'operatorAvailability.schedule.title'),
    signedIn: user !== null,
    experienceId: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

export function meta(args: Route.MetaArgs) {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}

export default function OperatorExperienceAvailability({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, signedIn, experienceId } = loaderData;
  if (!signedIn) return <SignInPrompt title={title} message={t('operatorAvailability.departures.signIn')} />;
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 lg:py-10">
      <Link
        to={experienceId ? `/operator/departures?experience=${experienceId}` : '/operator/departures'}
        className="inline-flex items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
      >
        <Icon name="calendar-days" className="size-4" />
        {t('operatorAvailability.departures.title')}
      </Link>
      <h1 className="mt-2 text-h2 font-bold">{title}</h1>
      <div className="mt-6">
        {experienceId ? (
          <ExperienceSchedule experienceId={experienceId} />
        ) : (
          <p role="alert">{t('errors.experienceNotFound')}</p>
        )}
      </div>
    </div>
  );
}
