import type { Lang } from '../../common/i18n/languages';
import { photoUrl } from '../media/photo-url';
import { centsToUsd } from '../pricing/money';
import type { DiscountGroupRow, ExperienceRow, PhotoRow } from './experience-rows.server';
import { experiencePath } from './slug';

/** Width of the photo URLs in `photos_url`: sharp on a phone, light on a desktop card. */
const LIST_PHOTO_WIDTH = 640;

const usdOrNull = (cents: number | null) => (cents === null ? null : centsToUsd(cents));

/**
 * Photos as ids with their size and placeholder colour: clients build any URL or srcset from the id with
 * domain/media/photo-url, so a page of results does not repeat them (`photos_url` keeps the URL list older
 * clients read).
 */
export function shapePhotos(rows: readonly PhotoRow[] | undefined) {
  return (rows ?? []).map((row) => ({
    id: row.photo_id,
    width: row.width,
    height: row.height,
    dominant_color: row.dominant_color,
  }));
}

export function shapeDiscountGroups(rows: readonly DiscountGroupRow[] | undefined) {
  return (rows ?? []).map((row) => ({
    id: row.id,
    min_participants: row.min_participants,
    max_participants: row.max_participants,
    discount: row.discount_percent,
  }));
}

/**
 * The list form of an experience (cards, carousels, search results), in the field names of docs/product.md §
 * Experience. Money leaves as USD numbers with two decimals; inside it is always integer cents.
 */
export function shapeExperienceSummary(
  row: ExperienceRow,
  extras: {
    photos?: PhotoRow[];
    groups?: DiscountGroupRow[];
    categoryIds?: number[];
    favorite?: boolean;
    departure?: { date: string; hour: string };
  },
  lang: Lang,
) {
  const photos = shapePhotos(extras.photos);
  return {
    id: row.id,
    name: row.name,
    urlSlug: row.slug,
    url: experiencePath({
      country: row.country_name,
      destination: row.destination_name,
      name: row.name,
      urlSlug: row.slug,
      id: row.id,
    }),
    lang_code: lang,
    photos_url: photos.map((photo) => photoUrl(photo.id, LIST_PHOTO_WIDTH)),
    photos,
    duration: row.duration_minutes / 60,
    difficulty_level: row.difficulty_level,
    is_private: row.is_private,
    is_package: row.is_package,
    price_package: centsToUsd(row.price_package_cents),
    price_adults: centsToUsd(row.price_adults_cents),
    price_children: usdOrNull(row.price_children_cents),
    price_babies: usdOrNull(row.price_babies_cents),
    price_seniors: usdOrNull(row.price_seniors_cents),
    original_price: usdOrNull(row.original_price_cents),
    show_original_price: row.show_original_price,
    display_price: centsToUsd(row.display_price_cents),
    price_discount_groups: shapeDiscountGroups(extras.groups),
    min_persons: row.min_persons,
    max_persons: row.max_persons,
    cancellation_policy: row.cancellation_policy,
    rating: Math.round(row.rating * 100) / 100,
    reviews_count: row.review_count,
    country: { id: row.country_id, name: row.country_name, iso_code: row.country_iso },
    city: { id: row.destination_id, name: row.destination_name },
    destination: { id: row.destination_id, name: row.destination_name },
    categories: (extras.categoryIds ?? []).map((id) => ({ id })),
    favorite: extras.favorite ?? false,
    // A search by date: the first departure on those dates with places for the group.
    ...(extras.departure ? { first_departure: extras.departure } : {}),
  };
}

export type ExperienceSummary = ReturnType<typeof shapeExperienceSummary>;
