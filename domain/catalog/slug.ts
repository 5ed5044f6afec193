/**
 * URL slugs and the public paths of docs/product.md § Pages. Every path ends with the numeric id, which is
 * what the routes look up; the words before it are for people and search engines, so a renamed experience or
 * a slug in the other language still resolves.
 */
import type { Lang } from '../../common/i18n/languages';
import { stripAccents } from './search-text';
import { parseDbId } from '../ids';

/** One page's path in each language: titles, hence slugs, differ between languages (decision 0020). */
export type LanguagePaths = Record<Lang, string>;

/** Lower case, no accents (`ñ` -> `n`), runs of anything else become one hyphen, no edge hyphens. */
export function slugify(text: string): string {
  return stripAccents(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A title made only of punctuation or non-Latin script would leave an empty segment (`//`). */
function segment(text: string, fallback: string): string {
  return slugify(text) || fallback;
}

function assertId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`Invalid id in path: ${id}`);
  return id;
}

export interface ExperiencePathInput {
  /** Country name in the page language. */
  country: string;
  /** The experience's city name (the route calls this segment {destination}). */
  destination: string;
  name: string;
  /** The stored slug of the translation; preferred over the name when present. */
  urlSlug?: string | null;
  id: number;
}

/**
 * The product's first description gave the route as `/{experienceLang}/{destination}/{experienceName}/{id}`
 * and then said the segments are country, city name, slug or name, and id: four placeholders, four
 * segments (docs/product.md § Pages, docs/decisions/0005). So the
 * first segment carries the country, despite its historical name, and no language prefix is added:
 * no other route of the product has one, and the interface language comes from the session/header.
 * Result: `/panama/ciudad-de-panama/tour-del-canal/42`.
 */
export function experiencePath(input: ExperiencePathInput): string {
  const name = input.urlSlug && slugify(input.urlSlug) ? input.urlSlug : input.name;
  return `/${segment(input.country, 'country')}/${segment(input.destination, 'destination')}/${segment(name, 'experience')}/${assertId(input.id)}`;
}

export interface TitledRef {
  title: string;
  id: number;
}

export function destinationPath({ title, id }: TitledRef): string {
  return `/destinations/${segment(title, 'destination')}/${assertId(id)}`;
}

export function categoryPath({ title, id }: TitledRef): string {
  return `/categories/${segment(title, 'category')}/${assertId(id)}`;
}

export function highlightPath({ title, id }: TitledRef): string {
  return `/highlights/${segment(title, 'highlight')}/${assertId(id)}`;
}

export function countryPath({ title, id }: TitledRef): string {
  return `/country/${segment(title, 'country')}/${assertId(id)}`;
}

/** The destinations of one country (`/destinations/country/{countryName}/{id}`). */
export function countryDestinationsPath({ countryName, id }: { countryName: string; id: number }): string {
  return `/destinations/country/${segment(countryName, 'country')}/${assertId(id)}`;
}

/**
 * Reads the trailing `{id}` route parameter. Returns null (the route answers 404) for anything but a
 * positive integer that fits a Postgres integer column, so "12abc" or "1e3" never reach the database.
 */
export function parseRouteId(raw: string | undefined): number | null {
  return parseDbId(raw) ?? null;
}
