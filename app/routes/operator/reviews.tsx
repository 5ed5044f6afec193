import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { operatorReviewsEndpoint } from '../../../domain/reviews/operator-contract';
import {
  OperatorReviewCard,
  operatorReviewsKey,
} from '../../components/operator/reviews/operator-review-card';
import { SelectField } from '../../components/select-field';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { privateHeaders, privateStepMeta, stepTitle } from '../../lib/private-step-route';
import type { Route } from './+types/reviews';

/**
 * /operator/reviews (docs/product.md § Review replies), a section of the operators' workspace (its layout
 * admits operators only): the reviews of the company's experiences, newest first, each with its one
 * public reply. Its data comes from the operator API in the browser, for the session's company only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  return stepTitle(request, 'operator.nav.reviews');
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

export default function OperatorReviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const experience = Number(params.get('experience')) || undefined;
  const page = Number(params.get('page')) || 1;
  const query = useQuery({
    queryKey: [...operatorReviewsKey, experience ?? null, page],
    queryFn: ({ signal }) =>
      api(operatorReviewsEndpoint, { query: { experience_id: experience, page: String(page) }, signal }),
  });
  const reviews = query.data?.data ?? [];
  const experiences = query.data?.experiences ?? [];
  const pagination = query.data?.pagination;
  const pageLink = (next: number) => {
    const search = new URLSearchParams(params);
    search.set('page', String(next));
    return `?${search}`;
  };

  return (
    <section aria-labelledby="operator-reviews" className="max-w-3xl">
      <h1 id="operator-reviews" className="text-h2 font-bold">
        {loaderData.title}
      </h1>
      <p className="mt-3 text-muted">{t('operator.reviews.intro')}</p>
      <div className="mt-6 sm:max-w-md">
        <SelectField
          label={t('operator.reviews.experience')}
          value={experience ? String(experience) : ''}
          options={[
            { value: '', label: t('operator.reviews.allExperiences') },
            ...experiences.map(({ id, name }) => ({ value: String(id), label: name })),
          ]}
          onChange={(value) => {
            const search = new URLSearchParams(params);
            search.delete('page');
            if (value) search.set('experience', value);
            else search.delete('experience');
            void navigate(`?${search}`);
          }}
        />
      </div>
      {query.isPending ? (
        <p className="mt-6 text-muted" role="status">
          {t('operator.reviews.loading')}
        </p>
      ) : query.isError ? (
        <div className="mt-6" role="alert">
          <p>{query.error.message}</p>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="mt-2 font-semibold text-accent-strong underline"
          >
            {t('operator.reviews.retry')}
          </button>
        </div>
      ) : reviews.length === 0 ? (
        <p className="mt-6 text-muted">{t('operator.reviews.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-4" data-testid="operator-reviews">
          {reviews.map((review) => (
            <OperatorReviewCard key={review.id} review={review} showExperience={experience === undefined} />
          ))}
        </ul>
      )}
      {pagination && pagination.total_pages > 1 && (
        <nav className="mt-6 flex items-center gap-4" aria-label={t('operator.reviews.pages')}>
          {pagination.prev_page && (
            <Link to={pageLink(pagination.prev_page)} className="font-semibold text-accent-strong underline">
              {t('operator.reviews.previous')}
            </Link>
          )}
          <span className="text-sm text-muted">
            {t('operator.reviews.pageOf', { page: pagination.current_page, pages: pagination.total_pages })}
          </span>
          {pagination.next_page && (
            <Link to={pageLink(pagination.next_page)} className="font-semibold text-accent-strong underline">
              {t('operator.reviews.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
