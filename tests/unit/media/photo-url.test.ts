import { describe, expect, it } from 'vitest';
import { photoSrcSet, photoUrl } from '../../../domain/media/photo-url';

describe('photo URLs', () => {
  it('formats a single rendition URL', () => {
    expect(photoUrl('beach-3', 640)).toBe('/media/photos/beach-3-640.webp');
    expect(photoUrl('banner-pa', 1024, 'avif')).toBe('/media/photos/banner-pa-1024.avif');
  });

  it('lists only the widths that exist for each format', () => {
    expect(photoSrcSet('beach-3')).toBe(
      '/media/photos/beach-3-320.webp 320w, /media/photos/beach-3-640.webp 640w, /media/photos/beach-3-1024.webp 1024w, /media/photos/beach-3-1600.webp 1600w',
    );
    expect(photoSrcSet('beach-3', 'avif')).toBe(
      '/media/photos/beach-3-640.avif 640w, /media/photos/beach-3-1024.avif 1024w',
    );
  });
});
