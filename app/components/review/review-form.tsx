import { useRef, useState } from 'react';
import type { AddedReview } from '../../../domain/reviews/review-json';
import { commentSchema } from '../../../domain/reviews/review-input';
import type { ReviewStanding } from '../../../domain/reviews/review-standing';
import { useTranslation } from '../../i18n/translation-context';
import { type ApiError, useApi } from '../../lib/api-client';
import { firstIssue } from '../../lib/form-errors';
import { useSession } from '../../lib/session';
import { useApiAction } from '../../lib/use-api-action';
import { useToast } from '../toasts';
import { ApiForm } from '../api-form';
import { SubmitButton } from '../auth/submit-button';
import { CommentField } from './comment-field';
import { StarRatingInput } from './star-rating-input';
import { addReviewEndpoint } from '../../../domain/reviews/contract';
import { uploadReviewPhotoEndpoint } from '../../../domain/reviews/list-contract';
import { useApiUpload } from '../../lib/api-upload';
import { ReviewPhotoPicker } from './review-photo-picker';

/** The refusals that mean "this form can no longer succeed": the page shows why instead. */
const STANDING_OF_CODE: Record<string, Exclude<ReviewStanding, 'open'>> = {
  REVIEW_ALREADY_EXISTS: 'reviewed',
  REVIEW_NOT_COMPLETED: 'not_yet',
  REVIEW_NOT_ALLOWED: 'not_purchased',
};

type Field = 'rating' | 'public_comment' | 'private_comment' | 'photo_ids';

/**
 * The review form: stars (required), a public comment and a private one (optional). The comments are
 * checked with the API's own schema as they are typed; a missing rating is pointed out on submit, with
 * focus moved to the stars. A refusal that a retry cannot fix (already reviewed, not lived yet) hands
 * the page its new standing; any other failure is the toast with the API's translated message.
 */
export function ReviewForm({
  experienceId,
  onReviewed,
  onRefused,
}: {
  experienceId: number;
  onReviewed: (review: AddedReview) => void;
  onRefused: (standing: Exclude<ReviewStanding, 'open'>) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const upload = useApiUpload();
  const toast = useToast();
  const { openAuth } = useSession();
  const { busy, run } = useApiAction();
  const stars = useRef<HTMLDivElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [publicComment, setPublicComment] = useState('');
  const [privateComment, setPrivateComment] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const [serverIssues, setServerIssues] = useState<Partial<Record<Field, string>>>({});

  const issue = (field: Field, local: string | undefined) =>
    (local ? t(local) : undefined) ?? serverIssues[field];
  const ratingError = issue('rating', tried && rating === null ? 'reviews.errors.ratingInvalid' : undefined);
  const publicError = issue('public_comment', firstIssue(commentSchema, publicComment));
  const privateError = issue('private_comment', firstIssue(commentSchema, privateComment));

  const submit = () => {
    setTried(true);
    if (rating === null) {
      stars.current?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    if (publicError || privateError) return;
    void run(
      async () => {
        // The photos first, one at a time (each processed on the server), then the review naming them.
        const photoIds: number[] = [];
        for (const file of photos) {
          const form = new FormData();
          form.append('photo', file);
          const { data: photo } = await upload(uploadReviewPhotoEndpoint, {
            params: { id: experienceId },
            form,
          });
          photoIds.push(photo.id);
        }
        const { data } = await api(addReviewEndpoint, {
          body: {
            experience_id: experienceId,
            rating,
            public_comment: publicComment,
            private_comment: privateComment,
            photo_ids: photoIds,
          },
        });
        onReviewed(data);
      },
      (error: ApiError) => {
        const standing = STANDING_OF_CODE[error.code];
        if (standing) onRefused(standing);
        if (error.status === 401) openAuth('signIn');
        if (error.issues.length > 0) {
          setServerIssues(Object.fromEntries(error.issues.map((item) => [item.field, item.message])));
        }
        // The server's translated refusal when it gave one; otherwise (offline, a server fault) the
        // review form's own message.
        const specific = error.status >= 400 && error.status < 500;
        toast({
          kind: 'error',
          message: specific ? error.message : t('agendaPage.purchaseButtons.reviewButton.error'),
        });
        return true;
      },
    );
  };

  return (
    <ApiForm onSubmit={submit} className="gap-6">
      <div ref={stars}>
        <StarRatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            setServerIssues(({ rating: _dropped, ...rest }) => rest);
          }}
          error={ratingError}
        />
      </div>
      <CommentField
        name="public_comment"
        icon="globe"
        label={t('reviewPage.publicLabel')}
        help={t('reviewPage.publicHelp')}
        value={publicComment}
        onChange={(value) => {
          setPublicComment(value);
          setServerIssues(({ public_comment: _dropped, ...rest }) => rest);
        }}
        error={publicError}
      />
      <CommentField
        name="private_comment"
        icon="shield-check"
        label={t('reviewPage.privateLabel')}
        help={t('reviewPage.privateHelp')}
        value={privateComment}
        onChange={(value) => {
          setPrivateComment(value);
          setServerIssues(({ private_comment: _dropped, ...rest }) => rest);
        }}
        error={privateError}
      />
      <ReviewPhotoPicker
        files={photos}
        onChange={(files) => {
          setPhotos(files);
          setServerIssues(({ photo_ids: _dropped, ...rest }) => rest);
        }}
        error={serverIssues.photo_ids}
      />
      <div className="sm:w-64">
        <SubmitButton
          busy={busy}
          busyLabel={t(photos.length > 0 ? 'reviews.photos.uploading' : 'reviewPage.submitting')}
        >
          {t('reviewPage.submit')}
        </SubmitButton>
      </div>
    </ApiForm>
  );
}
