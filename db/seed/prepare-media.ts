import type { SeedContent } from './content';
import type { SceneKind } from './data/types';
import { ensureIcons } from './media/icons';
import { ensurePhotoPool, ensureScenePhoto, type PhotoRef } from './media/photo-library';
import { SCENE_KINDS } from './media/scene-kinds';
import type { MediaRefs } from './write-catalog';

/** Stand-in sizes when rendering is skipped (tests): the rows look exactly like rendered ones. */
const PLACEHOLDER: Omit<PhotoRef, 'id'> = { width: 1600, height: 1200, dominantColor: '#7aa6a1' };

/**
 * Renders (or finds) every image the catalogue points at: the photo pool, one banner per country, and
 * the category icons. Destinations and categories reuse pool photos of their own scenery.
 */
export async function prepareMedia(
  mediaDir: string,
  content: SeedContent,
  variants: number,
  render: boolean,
): Promise<MediaRefs> {
  const photos = new Map<string, PhotoRef>();
  if (render) {
    const pool = await ensurePhotoPool(mediaDir, variants);
    for (const [kind, refs] of pool) {
      for (const [variant, ref] of refs.entries()) photos.set(`${kind}-${variant}`, ref);
    }
  } else {
    for (const kind of SCENE_KINDS) {
      for (let variant = 0; variant < variants; variant++) {
        photos.set(`${kind}-${variant}`, { id: `${kind}-${variant}`, ...PLACEHOLDER });
      }
    }
  }
  const poolId = (kind: SceneKind, index: number) => `${kind}-${index % variants}`;

  const countryBanners = new Map<string, string>();
  for (const country of content.countries) {
    const kind = content.destinations.find((d) => d.countryIso === country.isoCode)?.scenery[0] ?? 'beach';
    const id = `banner-${country.isoCode.toLowerCase()}`;
    if (render)
      await ensureScenePhoto(mediaDir, kind, 3, { palette: country.bannerPalette, aspect: '16:9', id });
    countryBanners.set(country.isoCode, id);
  }
  const destinationImages = new Map(
    content.destinations.map((destination, i) => [
      destination.key,
      poolId(destination.scenery[0] ?? 'city', i),
    ]),
  );
  const categoryImages = new Map([
    ...content.categories.map(
      (category, i) => [category.key, poolId(category.scenery[0] ?? 'beach', i)] as const,
    ),
    ...content.highlights.map((highlight, i) => [highlight.key, poolId(highlight.scenery, i + 3)] as const),
  ]);
  if (render) {
    const icons = new Set(
      [...content.categories, ...content.highlights, ...content.addOns].map((item) => item.icon),
    );
    await ensureIcons(mediaDir, [...icons]);
  }
  return { photos, countryBanners, destinationImages, categoryImages };
}
