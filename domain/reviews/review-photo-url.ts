/**
 * Where a review's photo is served (docs/decisions/0085-reviews.md): not under /media/ (whose files anyone
 * may fetch for a week) but by a route that answers only while the review is shown and the photo not
 * removed. Pure, for the server and the page.
 */

/** The widths stored: the thumbnail in the list and the larger one it opens. */
export const REVIEW_PHOTO_WIDTHS = [320, 1024] as const;
export type ReviewPhotoWidth = (typeof REVIEW_PHOTO_WIDTHS)[number];

export const REVIEW_PHOTOS_PATH = '/review-photos';

/** `rp-` and 32 random hex characters: chosen by the server, never by the client. */
export const REVIEW_PHOTO_FILE_ID = /^rp-[a-f0-9]{32}$/;

/** A stored file's name, `{fileId}-{width}.webp`, read back into its parts; null for anything else. */
export function parseReviewPhotoFile(name: string): { fileId: string; width: ReviewPhotoWidth } | null {
  const match = /^(rp-[a-f0-9]{32})-(\d+)\.webp$/.exec(name);
  const width = Number(match?.[2]);
  if (!match?.[1] || !(REVIEW_PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  return { fileId: match[1], width: width as ReviewPhotoWidth };
}

export const reviewPhotoFileName = (fileId: string, width: ReviewPhotoWidth) => `${fileId}-${width}.webp`;

export const reviewPhotoUrl = (fileId: string, width: ReviewPhotoWidth) =>
  `${REVIEW_PHOTOS_PATH}/${reviewPhotoFileName(fileId, width)}`;
