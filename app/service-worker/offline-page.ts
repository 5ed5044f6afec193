import { DESIGN_COLORS } from '../../common/design-colors';
import { translate } from '../../common/i18n/translate';
import { SUPPORTED_LANGUAGES, type Lang } from '../../common/i18n/languages';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function section(lang: Lang) {
  const t = (key: string) => escapeHtml(translate(lang, key));
  return (
    `<section lang="${lang}"><h1>${t('offline.title')}</h1><p>${t('offline.body')}</p>` +
    // An empty href is the page's own address: the page the traveller wanted, asked for again.
    `<a class="retry" href="">${t('offline.retry')}</a></section>`
  );
}

/**
 * The page the service worker shows for a page that is not kept when there is no network: one static
 * file (public, styles inline), both languages on it since no server says which one to use. Its one
 * script (/offline.js, app/service-worker/offline-list.ts) lists the vouchers kept on this device; the
 * list stays hidden without it. Its colours are the design tokens'.
 */
export function offlinePageHtml(): string {
  const c = DESIGN_COLORS;
  const style = [
    `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:${c.ink};background:${c.surface.warm};line-height:1.5}`,
    'main{max-width:560px;margin:0 auto;padding:48px 20px}',
    '.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;margin-bottom:24px}',
    `section{background:${c.surface.DEFAULT};border:1px solid ${c.line};border-radius:12px;padding:20px;margin-top:16px}`,
    'h1{font-size:24px;line-height:32px;margin:0 0 8px}',
    `p{margin:0 0 16px;color:${c.muted}}`,
    `.retry{display:inline-flex;min-height:48px;align-items:center;padding:0 24px;border-radius:999px;background:${c.accent.DEFAULT};color:#fff;font-weight:600;text-decoration:none}`,
    `.retry:hover{background:${c.accent.hover}}`,
    `.retry:focus-visible,#kept a:focus-visible{outline:3px solid ${c.accent.strong};outline-offset:2px}`,
    '#kept h2{font-size:20px;line-height:28px;margin:0 0 8px}#kept ul{margin:0;padding:0;list-style:none}',
    `#kept a{display:flex;min-height:48px;align-items:center;font-weight:600;color:${c.accent.strong};font-variant-numeric:tabular-nums}`,
  ].join('');
  const name = escapeHtml(translate('es', 'brand.name'));
  const keptTitle = SUPPORTED_LANGUAGES.map(
    (lang) => `<span lang="${lang}">${escapeHtml(translate(lang, 'offline.kept'))}</span>`,
  ).join(' · ');
  return (
    '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="theme-color" content="${c.accent.DEFAULT}"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(translate('es', 'offline.title'))} · ${escapeHtml(translate('en', 'offline.title'))} | ${name}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${style}</style></head>` +
    `<body><main><div class="brand"><img src="/favicon.svg" alt="" width="32" height="32">${name}</div>` +
    `<section id="kept" hidden><h2>${keptTitle}</h2><ul id="kept-list"></ul></section>` +
    `${SUPPORTED_LANGUAGES.map(section).join('')}</main><script src="/offline.js" defer></script></body></html>\n`
  );
}
