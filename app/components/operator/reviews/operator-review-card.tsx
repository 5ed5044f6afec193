import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Lang, intlLocale } from '../../../../common/i18n/languages';
import type { SuccessAnswer } from '../../../../domain/contract/endpoint';
import {
  type operatorReviewsEndpoint,
  replyToReviewEndpoint,
} from '../../../../domain/reviews/operator-contract';
import { MAX_REPLY_LENGTH } from '../../../../domain/reviews/review-reply';
import { useTranslation } from '../../../i18n/translation-context';
import { useApi } from '../../../lib/api-client';
import { useApiAction } from '../../../lib/use-api-action';
import { ApiForm } from '../../api-form';
import { SubmitButton } from '../../auth/submit-button';
import { Icon } from '../../icon';
import { CommentField } from '../../review/comment-field';
import { ReviewReplyBlock } from '../../review/review-reply-block';
import { ReviewStars } from '../../review/review-stars';
import { useToast } from '../../toasts';

export type OperatorReview = SuccessAnswer<typeof operatorReviewsEndpoint>['data'][number];

/** The list's queries, refreshed after a reply. */
export const operatorReviewsKey = ['operator-reviews'] as const;

const LANGS: readonly Lang[] = ['es', 'en'];

function useDateFormat(withTime: boolean) {
  const { lang } = useTranslation();
  return new Intl.DateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : { timeZone: 'UTC' }),
  });
}

/** The reply form: one box per language, at least one written; both as sent replace the reply. */
function ReplyForm({ review, onDone }: { review: OperatorReview; onDone: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const toast = useToast();
  const { busy, run } = useApiAction();
  const [texts, setTexts] = useState<Record<Lang, string>>({
    es: review.reply?.text_es ?? '',
    en: review.reply?.text_en ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Lang, string>>>({});
  const empty = texts.es.trim() === '' && texts.en.trim() === '';
  return (
    <ApiForm
      blocked={empty}
      className="mt-4"
      onSubmit={() => {
        void run(
          async () => {
            setErrors({});
            await api(replyToReviewEndpoint, {
              params: { id: review.id },
              body: { text_es: texts.es, text_en: texts.en },
            });
            toast({ kind: 'success', message: t('operator.reviews.saved') });
            await queries.invalidateQueries({ queryKey: operatorReviewsKey });
            onDone();
          },
          (error) => {
            const fields = Object.fromEntries(
              error.issues
                .filter((issue) => issue.field === 'text_es' || issue.field === 'text_en')
                .map((issue) => [issue.field.slice(5), issue.message]),
            );
            setErrors(fields);
            return Object.keys(fields).length > 0;
          },
        );
      }}
    >
      {LANGS.map((lang) => (
        <CommentField
          key={lang}
          name={`reply_${lang}`}
          lang={lang}
          icon="globe"
          label={t(`operator.reviews.replyIn.${lang}`)}
          help={t('operator.reviews.replyHelp')}
          maxLength={MAX_REPLY_LENGTH}
          value={texts[lang]}
          onChange={(value) => setTexts((current) => ({ ...current, [lang]: value }))}
          error={errors[lang]}
        />
      ))}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="sm:w-64">
          <SubmitButton disabled={empty} busy={busy}>
            {t('operator.reviews.publish')}
          </SubmitButton>
        </div>
        <button
          type="button"
          onClick={onDone}
          className="min-h-12 rounded-pill border border-line px-6 font-semibold hover:border-accent"
        >
          {t('operator.reviews.cancel')}
        </button>
      </div>
    </ApiForm>
  );
}

/** The reply as published, with until when it can still be changed (never on a hidden review: no onEdit). */
function PublishedReply({ review, onEdit }: { review: OperatorReview; onEdit?: () => void }) {
  const { t } = useTranslation();
  const dateTime = useDateFormat(true);
  const reply = review.reply;
  if (!reply) return null;
  return (
    <ReviewReplyBlock
      title={t('operator.reviews.yourReply')}
      className="mt-4"
      texts={LANGS.flatMap((lang) => {
        const text = lang === 'es' ? reply.text_es : reply.text_en;
        return text ? [{ lang, text, label: t(`operator.reviews.language.${lang}`) }] : [];
      })}
    >
      {!onEdit ? null : reply.editable ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={onEdit}
            className="min-h-12 rounded-pill border border-line px-6 font-semibold hover:border-accent"
          >
            {t('operator.reviews.edit')}
          </button>
          <p className="text-sm text-muted">
            {t('operator.reviews.editableUntil', { date: dateTime.format(new Date(reply.editable_until)) })}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('operator.reviews.locked')}</p>
      )}
    </ReviewReplyBlock>
  );
}

/** One review of the company's experiences, its private note for the operator, and the reply. */
export function OperatorReviewCard({
  review,
  showExperience,
}: {
  review: OperatorReview;
  showExperience: boolean;
}) {
  const { t } = useTranslation();
  const date = useDateFormat(false);
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-card border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {review.author}
          {review.hidden_at !== null && (
            <span className="rounded-pill border border-line px-2 py-0.5 text-xs font-semibold">
              {t('operator.reviews.hidden')}
            </span>
          )}
        </p>
        <time dateTime={review.date} className="text-sm text-muted">
          {date.format(new Date(review.date))}
        </time>
      </div>
      {showExperience && <p className="text-sm text-muted">{review.experience.name}</p>}
      <ReviewStars rating={review.rating} className="mt-1" />
      {review.public_comment && (
        <p lang={review.lang_code} className="mt-2 whitespace-pre-line break-words leading-7">
          {review.public_comment}
        </p>
      )}
      {review.private_comment && (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{t('operator.reviews.privateComment')}</p>
          <p lang={review.lang_code} className="mt-1 whitespace-pre-line break-words">
            {review.private_comment}
          </p>
        </div>
      )}
      {review.hidden_at !== null ? (
        <>
          {review.reply && <PublishedReply review={review} />}
          <p className="mt-4 rounded-card bg-surface-sunk p-3 text-sm">{t('operator.reviews.hiddenHelp')}</p>
        </>
      ) : editing ? (
        <ReplyForm review={review} onDone={() => setEditing(false)} />
      ) : review.reply ? (
        <PublishedReply review={review} onEdit={() => setEditing(true)} />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="mt-4 inline-flex min-h-12 items-center gap-2 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          <Icon name="message-circle" className="size-5" />
          {t('operator.reviews.reply')}
        </button>
      )}
    </li>
  );
}
