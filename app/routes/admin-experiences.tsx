import { translate } from '../../common/i18n/translate';
import { AdminGate } from '../components/admin/admin-gate';
import { ExperienceReviewCard } from '../components/admin/experience-review-card';
import { LiveExperiences } from '../components/admin/live-experiences';
import { liveExperiences } from '../../domain/experiences/live-experiences.server';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import { reviewQueueView } from '../lib/review-queue-view.server';
import type { Route } from './+types/admin-experiences';

/**
 * /admin/experiences (docs/product.md § Operators' experiences): the listings waiting for review, new
 * ones and changes of live ones, oldest first, each published or rejected with a reason where it stands;
 * and a search of the published ones, each unpublished with a reason (docs/decisions/0076-moderation).
 * Behind AdminGate.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.experiences.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, items: null, live: null };
  const { db } = context.get(servicesContext);
  // `?live=` searches the published experiences, to unpublish one (docs/decisions/0076-moderation).
  const q = (new URL(request.url).searchParams.get('live') ?? '').trim().slice(0, 100);
  return {
    title,
    visit,
    items: await reviewQueueView(db, lang),
    live: { q, items: q ? await liveExperiences(db, { q, lang }) : null },
  };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminExperiences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, items, live } = loaderData;
  return (
    <AdminGate visit={visit} title={title}>
      <h1 className="text-h2 font-bold">{title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{t('admin.experiences.intro')}</p>
      {items && items.length > 0 ? (
        <ul className="mt-6 grid gap-6">
          {items.map((item) => (
            <ExperienceReviewCard key={`${item.id}-${item.revision_id ?? 0}`} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-muted">{t('admin.experiences.empty')}</p>
      )}
      {live && <LiveExperiences q={live.q} items={live.items} />}
    </AdminGate>
  );
}
