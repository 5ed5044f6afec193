import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../common/i18n/en.json';
import es from '../../../common/i18n/es.json';
import type { Lang } from '../../../common/i18n/languages';
import type { Catalogue } from '../../../common/i18n/translator';
import { PurchaseCaptcha } from '../../../app/components/captcha/purchase-captcha';
import { TranslationProvider } from '../../../app/i18n/translation-context';

/*
 * The captcha's first render, as the server sends it (no DOM environment here): a named group with a live
 * status saying the check is under way. Solving, the token and the retry run in the browser.
 */
function render(lang: Lang) {
  const catalogue = (lang === 'es' ? es : en) as Catalogue;
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => createElement(PurchaseCaptcha, { onToken: () => {} }) },
  ]);
  return renderToStaticMarkup(
    createElement(TranslationProvider, { lang, catalogue, children: createElement(Stub) }),
  );
}

describe('PurchaseCaptcha markup', () => {
  it('says it is verifying, in a named group with a live status', () => {
    const html = render('es');
    expect(html).toContain('role="group" aria-label="Verificación"');
    expect(html).toMatch(/role="status"[^>]*>Verificando que eres humano…</);
    expect(html).not.toContain('challenges.cloudflare.com');
    expect(html).not.toContain('<button');
  });

  it('speaks English too', () => {
    expect(render('en')).toMatch(/role="status"[^>]*>Verifying you are human…</);
  });
});
