import { cancellationI18nKey, isCancellationPolicyId } from '../../domain/catalog/cancellation-policy';
import { useTranslation } from '../i18n/translation-context';
import { ShowMoreList } from './show-more-list';

interface DescribedExperience {
  /** Sanitised HTML from the catalogue. */
  description: string;
  details: { id: number; name: string; type: string }[];
  cancellation_policy: number;
}

/** Each list of details with the number of items shown before "show more" (docs/product.md § Constants). */
const DETAIL_LISTS = [
  ['included', 10, 'experience.included'],
  ['not_included', 10, 'experience.notIncluded'],
  ['recommendations', 5, 'experience.recommendations'],
  ['requirements', 5, 'experience.requirements'],
] as const;

/**
 * The experience page's text: the description, what is and is not included, recommendations,
 * participant requirements and the cancellation policy.
 */
export function ExperienceDescription({ experience }: { experience: DescribedExperience }) {
  const { t } = useTranslation();
  const cancellationKey = isCancellationPolicyId(experience.cancellation_policy)
    ? cancellationI18nKey(experience.cancellation_policy)
    : null;
  return (
    <div>
      <section aria-labelledby="description" className="mt-8">
        <h2 id="description" className="text-h3 font-bold">
          {t('experience.description')}
        </h2>
        <div
          className="prose-experience mt-3 leading-7"
          dangerouslySetInnerHTML={{ __html: experience.description }}
        />
      </section>

      {DETAIL_LISTS.map(([type, limit, titleKey]) => {
        const items = experience.details.filter((detail) => detail.type === type);
        if (items.length === 0) return null;
        return (
          <section key={type} aria-labelledby={`details-${type}`} className="mt-8">
            <h2 id={`details-${type}`} className="text-h4 font-bold">
              {t(titleKey)}
            </h2>
            <ShowMoreList items={items} limit={limit} id={`details-${type}-list`} />
          </section>
        );
      })}

      {cancellationKey && (
        <section aria-labelledby="cancellation" className="mt-8">
          <h2 id="cancellation" className="text-h4 font-bold">
            {t('experience.cancellationTitle')}
          </h2>
          <p className="mt-2">{t(cancellationKey)}</p>
        </section>
      )}
    </div>
  );
}
