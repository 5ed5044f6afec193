import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { ExperienceSchedule } from '../../components/operator-availability/experience-schedule';
import { useTranslation } from '../../i18n/translation-context';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/experience-availability';

/**
 * /operator/experiences/{id}/availability (docs/product.md § Schedule), a section of the operators'
 * workspace: the availability editor of one of the operator's experiences on a page of its own, linked
 * from the experience's editor and back. The API decides whose experience it is: another company's
 * answers 404, shown as the load error.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id);
  return {
    ...(await stepTitle(request, 'operatorAvailability.schedule.title')),
    experienceId: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

export default function OperatorExperienceAvailability({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, experienceId } = loaderData;
  return (
    <section aria-labelledby="operator-availability">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {experienceId && (
          <Link
            to={`/operator/experiences/${experienceId}`}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {t('operatorAvailability.schedule.backToExperience')}
          </Link>
        )}
        <Link
          to={experienceId ? `/operator/departures?experience=${experienceId}` : '/operator/departures'}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
        >
          <Icon name="calendar-days" className="size-4" />
          {t('operatorAvailability.departures.title')}
        </Link>
      </div>
      <h1 id="operator-availability" className="mt-2 text-h2 font-bold">
        {title}
      </h1>
      <div className="mt-6">
        {experienceId ? (
          <ExperienceSchedule experienceId={experienceId} />
        ) : (
          <p role="alert">{t('errors.experienceNotFound')}</p>
        )}
      </div>
    </section>
  );
}
