/**
 * What every page says about itself to search engines and link previews (decision 0020): its address in
 * each language (canonical, hreflang) and its Open Graph description.
 *
 * A page exists in both languages at `{path}?lang={lang}`. The path is the same in both languages unless
 * the page's loader data carries `alternates: { es, en }` (experiences and catalogue listings, whose slugs
 * are their titles in each language); the root's head and the routes' `meta` both read it from the
 * matches, so the page's canonical link, its hreflang pairs, its og:url and the sitemap agree.
 * A page whose loader answered nothing (404, error) has no address of its own: no canonical, no hreflang,
 * no Open Graph.
 */
import type { MetaDescriptor } from 'react-router';
import { isLang, type Lang, SUPPORTED_LANGUAGES } from '../../common/i18n/languages';
import type { LanguagePaths } from '../../domain/catalog/slug';
import { safeRedirectPath } from './safe-redirect';

export type { LanguagePaths };

/** The site's name, as the titles end (`… | Rumbo`). */
export const SITE_NAME = 'Rumbo';

/** The preview image of pages without one of their own: the brand mark (public/og-image.png). */
export const DEFAULT_OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

const OG_LOCALES: Record<Lang, string> = { es: 'es_ES', en: 'en_US' };

/** The part of a route match this module reads (UIMatch and MetaMatch both have it). */
export interface MatchLike {
  id: string;
  loaderData?: unknown;
}

function isLanguagePaths(value: unknown): value is LanguagePaths {
  return (
    typeof value === 'object' &&
    value !== null &&
    SUPPORTED_LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/**
 * The page's path in each language, from the deepest match (the page): its `alternates` when its loader
 * names them, else the requested path in both. Null for a page that has no data (404s and errors).
 */
export function pageAlternates(
  matches: readonly (MatchLike | undefined)[],
  pathname: string,
): LanguagePaths | null {
  const page = matches.at(-1);
  if (!page || page.id === 'root') return null;
  const data = page.loaderData;
  if (data === null || data === undefined) return null;
  if (typeof data === 'object' && 'alternates' in data && isLanguagePaths(data.alternates))
    return data.alternates;
  return { es: pathname, en: pathname };
}

/** A page's address in one language. */
export const languageHref = (origin: string, paths: LanguagePaths, lang: Lang) =>
  `${origin}${paths[lang]}?lang=${lang}`;

interface RootDataLike {
  origin: string;
  lang: string;
}

function rootData(matches: readonly (MatchLike | undefined)[]): RootDataLike | null {
  const data = matches.find((match) => match?.id === 'root')?.loaderData as Partial<RootDataLike> | undefined;
  return data && typeof data.origin === 'string' && isLang(data.lang) ? (data as RootDataLike) : null;
}

const hasProperty = (descriptors: readonly MetaDescriptor[], property: string) =>
  descriptors.some((descriptor) => 'property' in descriptor && descriptor.property === property);

/**
 * A route's meta plus the Open Graph tags it does not set itself: og:title and og:description (its title
 * without the site's name, its description), og:url (the canonical address), og:type `website`,
 * og:site_name, og:locale (and the other language as og:locale:alternate) and the brand image. A route
 * with its own image or type (an experience, a listing with a banner) sets them and they are kept (an
 * image given as a path is made absolute).
 */
export function withOpenGraph(
  args: { matches: readonly (MatchLike | undefined)[]; location: { pathname: string } },
  descriptors: MetaDescriptor[],
): MetaDescriptor[] {
  const root = rootData(args.matches);
  const paths = pageAlternates(args.matches, args.location.pathname);
  if (!root || !paths) return descriptors;
  const lang = root.lang as Lang;
  const title = descriptors.find(
    (d): d is { title: string } => 'title' in d && typeof d.title === 'string',
  )?.title;
  const description = descriptors.find(
    (d): d is { name: string; content: string } => 'name' in d && d.name === 'description',
  )?.content;
  const defaults: [string, string | undefined][] = [
    ['og:title', title?.replace(/ \| Rumbo$/, '')],
    ['og:description', description || undefined],
    ['og:url', languageHref(root.origin, paths, lang)],
    ['og:type', 'website'],
    ['og:site_name', SITE_NAME],
    ['og:locale', OG_LOCALES[lang]],
    ...SUPPORTED_LANGUAGES.filter((other) => other !== lang).map(
      (other) => ['og:locale:alternate', OG_LOCALES[other]] as [string, string],
    ),
  ];
  const added: MetaDescriptor[] = defaults
    .filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !hasProperty(descriptors, entry[0]),
    )
    .map(([property, content]) => ({ property, content }));
  if (!hasProperty(descriptors, 'og:image')) {
    added.push(
      { property: 'og:image', content: `${root.origin}${DEFAULT_OG_IMAGE.path}` },
      { property: 'og:image:width', content: String(DEFAULT_OG_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_OG_IMAGE.height) },
    );
  }
  // Previews need absolute addresses: a route may give its image as a path.
  const absolute = descriptors.map((d) =>
    'property' in d && d.property === 'og:image' && typeof d.content === 'string' && d.content.startsWith('/')
      ? { property: 'og:image', content: `${root.origin}${d.content}` }
      : d,
  );
  return [...absolute, ...added];
}

/**
 * Where a page requested at `url` should be answered from instead, or null when `url` is one of its
 * addresses. With `?lang=` in the query that language's path is the only address; without it, the page's
 * path in either language is (the language then comes from the visitor's cookie or browser, and a
 * permanent redirect must not depend on those: a browser keeps a 301 and would loop between the two
 * paths). The query is kept.
 */
export function canonicalRedirect(url: URL, paths: LanguagePaths, lang: Lang): string | null {
  const explicit = url.searchParams.get('lang');
  const addresses = isLang(explicit) ? [paths[explicit]] : SUPPORTED_LANGUAGES.map((code) => paths[code]);
  if (addresses.includes(url.pathname)) return null;
  // The request's query rides along: the one redirect check keeps the result a path of this site.
  return safeRedirectPath(`${paths[lang]}${url.search}`);
}

/** The head of a page that answered 404 (or another error): a title, and not to be indexed. */
export function notFoundMeta(): MetaDescriptor[] {
  return [{ title: 'Error 404' }, { name: 'robots', content: 'noindex' }];
}
