import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import { DESIGN_COLORS } from '../../common/design-colors';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a visitor gets when the server sheds a page it cannot render now (docs/decisions/0048): a few
 * hundred bytes, made once per language, no script, nothing to load. "Try again" reloads the address the
 * visitor asked for (an empty link is the current document), so nothing of the request is echoed.
 */
export function shedPageHtml(lang: Lang): string {
  const title = escapeHtml(translate(lang, 'overload.title'));
  const body = escapeHtml(translate(lang, 'overload.body'));
  const retry = escapeHtml(translate(lang, 'overload.retry'));
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Rumbo</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1.5rem;color:${DESIGN_COLORS.ink};background:${DESIGN_COLORS.surface.DEFAULT}}main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem}a{color:${DESIGN_COLORS.accent.DEFAULT};font-weight:600}</style>
</head><body><main><h1>${title}</h1><p>${body}</p><p><a href="">${retry}</a></p></main></body></html>
`;
}
