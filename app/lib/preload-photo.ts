import { preload } from 'react-dom';
import { photoSrcSet, photoUrl } from '../../domain/media/photo-url';

/**
 * Announces the page's largest photo in `<head>`, at high priority, ahead of the stylesheet and the app's
 * module preloads (decision 0032). React preloads a plain `<img fetchpriority="high">` on its own, but not
 * one inside `<picture>`: without this the browser finds the photo only when it parses the body, after
 * a dozen scripts have taken the phone's connections. Call it while rendering the `<picture>` it names,
 * with the same `sizes`. The preload names the AVIF source, which every browser that reads AVIF picks;
 * one that does not skips a preload of a type it cannot show and takes the WebP `<img>` as before.
 */
export function preloadPhoto(id: string, sizes: string) {
  preload(photoUrl(id, 1024, 'avif'), {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: photoSrcSet(id, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}
