/**
 * Public URLs of generated media. Pure (no Node imports) so the browser bundle can use it too.
 * Files live under the media folder that the server serves statically at `/media/`.
 */

/** WebP is written at every width. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
/**
 * AVIF is only written at the two mid sizes: AVIF encoding costs ~10x WebP, and these two cover
 * card thumbnails and detail pages on most screens; `photoSrcSet(id, 'avif')` lists only these.
 */
export const AVIF_WIDTHS = [640, 1024] as const;

export type PhotoFormat = 'webp' | 'avif';

export const MEDIA_URL_PREFIX = '/media';

export function photoWidths(format: PhotoFormat = 'webp'): readonly number[] {
  return format === 'avif' ? AVIF_WIDTHS : PHOTO_WIDTHS;
}

/** Every file of one photo: WebP at each width, AVIF at the two mid widths. */
export const PHOTO_FILES: readonly { width: number; format: PhotoFormat }[] = [
  ...PHOTO_WIDTHS.map((width) => ({ width, format: 'webp' as const })),
  ...AVIF_WIDTHS.map((width) => ({ width, format: 'avif' as const })),
];

export function photoUrl(id: string, width: number, format: PhotoFormat = 'webp'): string {
  return `${MEDIA_URL_PREFIX}/photos/${encodeURIComponent(id)}-${width}.${format}`;
}

/** `srcset` value listing every width that exists for the format. */
export function photoSrcSet(id: string, format: PhotoFormat = 'webp'): string {
  return photoWidths(format)
    .map((w) => `${photoUrl(id, w, format)} ${w}w`)
    .join(', ');
}

export function iconUrl(name: string): string {
  return `${MEDIA_URL_PREFIX}/icons/${encodeURIComponent(name)}.svg`;
}
