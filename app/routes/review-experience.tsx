import { useState } from 'react';
import { data } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { parseRouteId } from '../../domain/catalog/slug';
import { loadReviewTarget } from '../../domain/reviews/review-target.server';
import { SignInPrompt } from '../components/account/sign-in-prompt';
import { NotFoundPage } from '../components/not-found-page';
import { ReviewForm } from '../components/review/review-form';
import { ReviewOutcome, type ReviewOutcomeKind } from '../components/review/review-outcome';
import { ReviewedExperienceCard } from '../components/review/reviewed-experience';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { privateHeaders, privateStepMeta } from '../lib/private-step-route';
import { useSession } from '../lib/session';
import { sessionUser } from '../lib/session-user.server';
import type { Route } from './+types/review-experience';

/**
 * /review-experience/{id} (id = the experience's): the link of the agenda's past purchases and of the
 * review-request e-mail. Read for the signed-in traveller only: whether they may review is theirs, so
 * the render is never shared (sessionUser marks it) nor kept by a browser.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRouteId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const lang = await requestLanguage(request);
  const title = translate(lang, 'reviewPage.title');
  const user = await sessionUser(context, request);
  if (!user) return { title, target: null };
  const target = await loadReviewTarget(context.get(servicesContext).db, id, user.id, lang);
  if (!target) throw data(null, { status: 404 });
  return { title, target };
}

export const headers = privateHeaders;

export function meta(args: Route.MetaArgs) {
  return privateStepMeta(args);
}

export function ErrorBoundary() {
  return <NotFoundPage kind="notFound" />;
}

export default function ReviewExperience({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { title, target } = loaderData;
  // Once posted, or refused by the server after the page was read (another tab reviewed first).
  const [outcome, setOutcome] = useState<ReviewOutcomeKind | null>(null);
  if (!target || !user) return <SignInPrompt title={title} message={t('reviewPage.signInToReview')} />;
  const shown = outcome ?? (target.standing === 'open' ? null : target.standing);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <h1 className="text-h3 font-bold md:text-h2">{title}</h1>
      <p className="mt-2 text-muted">{t('reviewPage.intro')}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-[18rem_minmax(0,1fr)] md:items-start md:gap-10">
        <ReviewedExperienceCard experience={target.experience} />
        {shown ? (
          <ReviewOutcome kind={shown} experienceUrl={target.experience.url} focus={outcome !== null} />
        ) : (
          <ReviewForm
            experienceId={target.experience.id}
            onReviewed={() => setOutcome('thanks')}
            onRefused={setOutcome}
          />
        )}
      </div>
    </div>
  );
}
