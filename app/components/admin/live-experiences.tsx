import { Form, Link, useRevalidator } from 'react-router';
import { unpublishExperienceEndpoint } from '../../../domain/experiences/admin-contract';
import type { LiveExperience } from '../../../domain/experiences/live-experiences.server';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useApi } from '../../lib/api-client';
import { useToast } from '../toasts';
import { ReviewActions } from './review-actions';

const K = 'admin.experiences';

/** One published experience with "take out of the catalogue", which asks for the operator's reason. */
function LiveExperienceRow({ item }: { item: LiveExperience }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const titleId = `live-${item.id}`;
  return (
    <li
      aria-labelledby={titleId}
      className="min-w-0 rounded-card border border-line p-4"
      data-testid="live-experience"
    >
      <p id={titleId} className="font-semibold break-words">
        <Link to={item.path} className="text-accent-strong underline">
          {item.name}
        </Link>{' '}
        <span className="text-sm text-muted">#{item.id}</span>
      </p>
      <p className="text-sm text-muted break-words">{t(`${K}.byCompany`, { company: item.company })}</p>
      <ReviewActions
        id={titleId}
        prefix={`${K}.unpublishForm`}
        reject={async (reason) => {
          await api(unpublishExperienceEndpoint, { params: { id: item.id }, body: { reason } });
          return t(`${K}.unpublished`, { name: item.name });
        }}
        handled={(error) => {
          if (!(error instanceof ApiError) || error.status !== 409) return false;
          toast({ kind: 'error', message: t(`${K}.alreadyUnpublished`, { name: item.name }) });
          void revalidator.revalidate();
          return true;
        }}
      />
    </li>
  );
}

/**
 * The published experiences an admin finds by name or number to unpublish one with a reason the operator
 * reads (docs/decisions/0076-moderation). `items` is null before a search.
 */
export function LiveExperiences({ q, items }: { q: string; items: LiveExperience[] | null }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="live-title" className="mt-10 border-t border-line pt-6">
      <h2 id="live-title" className="text-h3 font-bold">
        {t(`${K}.liveTitle`)}
      </h2>
      <p className="mt-1 max-w-3xl text-muted">{t(`${K}.liveIntro`)}</p>
      <Form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <label htmlFor="live-search" className="block text-sm font-semibold">
            {t(`${K}.liveSearchLabel`)}
          </label>
          <input
            id="live-search"
            name="live"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 block min-h-11 w-full rounded-card border border-line bg-surface px-3"
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-pill bg-accent px-5 font-semibold text-white hover:bg-accent-hover"
        >
          {t(`${K}.liveSearch`)}
        </button>
      </Form>
      {items !== null &&
        (items.length > 0 ? (
          <ul className="mt-4 grid gap-3">
            {items.map((item) => (
              <LiveExperienceRow key={item.id} item={item} />
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{t(`${K}.liveEmpty`)}</p>
        ))}
    </section>
  );
}
