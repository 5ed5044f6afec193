import { translate } from '../../common/i18n/translate';
import { AdminGate } from '../components/admin/admin-gate';
import { ExperienceReviewCard } from '../components/admin/experience-review-card';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import { useTranslation } from '../i18n/translation-context';
import { adminHeaders, adminVisit } from '../lib/admin-visitor.server';
import { privateStepMeta } from '../lib/private-step-route';
import { reviewQueueView } from '../lib/review-queue-view.server';
import type { Route } from './+types/admin-experiences';

/**
 * /admin/experiences (docs/product.md § Operators' experiences): the listings waiting for review, new
 * ones and changes of live ones, oldest first, each published or rejected with a reason where it stands.
 * Behind AdminGate.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'admin.experiences.title');
  const visit = await adminVisit(context, request);
  if (visit !== 'passed') return { title, visit, items: null };
  const { db } = context.get(servicesContext);
  return { title, visit, items: await reviewQueueView(db, lang) };
}

export const headers = adminHeaders;
export const meta = privateStepMeta;

export default function AdminExperiences({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, visit, items } = loaderData;
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
    </AdminGate>
  );
}
