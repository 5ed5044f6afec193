/**
 * Public addresses of generated images. Pure, so the server (API shapes) and the browser (srcset) agree.
 * Every photo exists as WebP at each width; AVIF only at the two widths cards and the gallery use most.
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export const AVIF_WIDTHS = [640, 1024] as const;

export type PhotoFormat = 'webp' | 'avif';

export function photoUrl(id: string, width: number, format: PhotoFormat = 'webp'): string {
  return `/media/photos/${id}-${width}.${format}`;
}

export function photoSrcSet(id: string, format: PhotoFormat = 'webp'): string {
  const widths = format === 'avif' ? AVIF_WIDTHS : PHOTO_WIDTHS;
  return widths.map((width) => `${photoUrl(id, width, format)} ${width}w`).join(', ');
}

export function iconUrl(name: string): string {
  return `/media/icons/${name}.svg`;
}
