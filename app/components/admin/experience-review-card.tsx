import { intlLocale, type Lang } from '../../../common/i18n/languages';
import { difficultyI18nKey, isDifficultyLevel } from '../../../domain/catalog/difficulty';
import {
  publishExperienceEndpoint,
  rejectExperienceEndpoint,
} from '../../../domain/experiences/admin-contract';
import { photoUrl } from '../../../domain/media/photo-url';
import type { ReviewQueueView } from '../../lib/review-queue-view.server';
import { useTranslation } from '../../i18n/translation-context';
import { ApiError, useApi } from '../../lib/api-client';
import { useToast } from '../toasts';
import { useRevalidator } from 'react-router';
import { FactList } from './fact-list';
import { ReviewActions } from './review-actions';

const K = 'admin.experiences';
const LISTS = [
  ['included', 'experience.included'],
  ['not_included', 'experience.notIncluded'],
  ['requirements', 'experience.requirements'],
  ['recommendations', 'experience.recommendations'],
] as const;

/** One language's texts as the traveller would read them. */
function LanguageTexts({ item, lang }: { item: ReviewQueueView; lang: Lang }) {
  const { t } = useTranslation();
  const texts = item.content[lang];
  return (
    <section lang={lang} className="min-w-0 rounded-card border border-line p-4">
      <h3 className="text-sm font-semibold uppercase text-muted">{t(`${K}.language.${lang}`)}</h3>
      <p className="mt-1 text-lg font-bold break-words">{texts.name}</p>
      <p className="mt-1 font-semibold break-words">{texts.h1}</p>
      <div
        className="prose-experience mt-2 space-y-3 break-words [&_li]:ml-6 [&_ul]:list-disc"
        // Sanitized on the server when stored and again by the loader (docs/product.md § Operators' experiences).
        dangerouslySetInnerHTML={{ __html: texts.description_html }}
      />
      <MeetingPointTexts item={item} lang={lang} />
      {LISTS.map(([list, label]) =>
        texts[list].length > 0 ? (
          <div key={list} className="mt-3">
            <p className="text-sm font-semibold text-muted">{t(label)}</p>
            <ul className="list-disc ps-5">
              {texts[list].map((line, index) => (
                <li key={index} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}

/** Where the traveller meets the guide, in one language: what the e-mail and the voucher will say. */
function MeetingPointTexts({ item, lang }: { item: ReviewQueueView; lang: Lang }) {
  const { t } = useTranslation();
  const point = item.content.meeting_point;
  if (!point) return null;
  const texts = point.texts[lang];
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-muted">{t('meetingPoint.title')}</p>
      <p className="break-words">{[texts.place, texts.address].filter(Boolean).join(', ')}</p>
      {texts.instructions && <p className="text-sm break-words">{texts.instructions}</p>}
    </div>
  );
}

/** The photos travellers will see, cover first, small enough to judge at a glance. */
function ReviewPhotos({ item }: { item: ReviewQueueView }) {
  const { t } = useTranslation();
  const total = item.photos.length;
  if (total === 0) return null;
  return (
    <ul
      aria-label={t(`${K}.photos`, { count: total })}
      className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6"
    >
      {item.photos.map((photo, index) => (
        <li key={photo.id} style={{ backgroundColor: photo.dominant_color }} className="rounded-card">
          <img
            src={photoUrl(photo.photo_id, 320)}
            width={photo.width}
            height={photo.height}
            alt={t('operatorPhotos.photoAlt', { index: index + 1, total })}
            loading="lazy"
            className="aspect-[4/3] h-auto w-full rounded-card object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * One item of the listing review queue (docs/product.md § Operators' experiences): the company, whether it
 * is a new listing or a change of a live one, its photos, the proposed content and meeting point in both
 * languages, and publish or
 * reject with a reason the operator reads. An item someone else decided meanwhile says so and leaves.
 */
export function ExperienceReviewCard({ item }: { item: ReviewQueueView }) {
  const { t, lang } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const revalidator = useRevalidator();
  const params = { id: item.id };
  const name = item.content[lang].name || item.content.es.name;
  const titleId = `review-${item.id}`;
  const sent = new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(item.updated_at),
  );
  const facts: [string, string][] = [
    [`${K}.destination`, item.destination],
    [`${K}.categories`, item.categories.join(', ')],
    ['experience.duration', t(`${K}.minutes`, { count: item.content.duration_minutes })],
    [
      'experience.difficultyLabel',
      isDifficultyLevel(item.content.difficulty) ? t(difficultyI18nKey(item.content.difficulty)) : '',
    ],
    ['experience.languages', item.languages.join(', ')],
    [`${K}.kindOfTour`, t(item.content.is_private ? `${K}.private` : `${K}.shared`)],
  ];
  return (
    <li aria-labelledby={titleId} className="rounded-card border border-line p-5 shadow-soft">
      <p className="inline-flex rounded-pill bg-accent-soft px-3 py-1 text-sm font-semibold text-accent-strong">
        {t(`${K}.kind.${item.kind}`)}
      </p>
      <h2 id={titleId} className="mt-2 text-h3 font-bold break-words">
        {name}
      </h2>
      <p className="text-sm text-muted">
        {t(`${K}.byCompany`, { company: item.company.name })} · {t(`${K}.sentAt`, { date: sent })}
      </p>
      <FactList rows={facts} />
      <ReviewPhotos item={item} />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <LanguageTexts item={item} lang="es" />
        <LanguageTexts item={item} lang="en" />
      </div>
      <ReviewActions
        id={titleId}
        prefix={K}
        approve={async () => {
          await api(publishExperienceEndpoint, { params });
          return t(`${K}.published`, { name });
        }}
        reject={async (reason) => {
          await api(rejectExperienceEndpoint, { params, body: { reason } });
          return t(`${K}.rejected`, { name });
        }}
        handled={(error) => {
          if (!(error instanceof ApiError) || error.status !== 409) return false;
          toast({ kind: 'error', message: t(`${K}.alreadyReviewed`, { name }) });
          void revalidator.revalidate();
          return true;
        }}
      />
    </li>
  );
}
