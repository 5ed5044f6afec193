/**
 * The route exports shared by the checkout's private steps (/booking/details, /booking/payment and the
 * 3-D Secure pages): the server renders only the page's title, the answer is one traveller's (no cache
 * keeps it, shared or in the browser: docs/decisions/0023, 0034, 0037) and search engines skip it.
 */
import type { MetaDescriptor } from 'react-router';
import { translate } from '../../common/i18n/translate';
import { requestLanguage } from '../i18n/language-cookie';
import { withOpenGraph } from './seo';

/** The loader's only data: the title in the visitor's language. */
export async function stepTitle(request: Request, key: string): Promise<{ title: string }> {
  return { title: translate(await requestLanguage(request), key) };
}

export function privateHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}

type MetaArgs = Parameters<typeof withOpenGraph>[0] & { data?: { title?: string } | undefined };

/** The title and noindex, with the site's Open Graph tags. */
export function privateStepMeta(args: MetaArgs): MetaDescriptor[] {
  return withOpenGraph(args, [
    { title: `${args.data?.title ?? ''} | Rumbo` },
    { name: 'robots', content: 'noindex' },
  ]);
}
