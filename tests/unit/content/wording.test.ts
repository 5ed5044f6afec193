import { describe, expect, it } from 'vitest';
import { about } from '../../../app/content/about';
import { faqs } from '../../../app/content/faqs';
import { insuranceClients } from '../../../app/content/insurance-clients';
import { insuranceSuppliers } from '../../../app/content/insurance-suppliers';
import { INFO_PAGES } from '../../../app/content/pages';
import { privacy } from '../../../app/content/privacy';
import { terms } from '../../../app/content/terms';
import { termsOperator } from '../../../app/content/terms-operator';
import { unsubscribe } from '../../../app/content/unsubscribe';
import { collectStrings, faqText, pageText, sectionText, USTED } from './content-helpers';

const everything = { pages: INFO_PAGES, faqs, unsubscribe };
const spanish = [...Object.values(INFO_PAGES).map((page) => page.es), faqs.es, unsubscribe.es];

describe('wording', () => {
  it('the Spanish never uses "usted"', () => {
    for (const content of spanish) {
      for (const { path, text } of collectStrings(content)) expect(text, path).not.toMatch(USTED);
    }
  });

  it('has no HTML or Markdown in the text', () => {
    for (const { path, text } of collectStrings(everything)) {
      expect(text, path).not.toMatch(/[<>]|\*\*|\]\(|^#/);
    }
  });

  it('only uses e-mail addresses on rumbo.example', () => {
    for (const { path, text } of collectStrings(everything)) {
      for (const email of text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [])
        expect(email, path).toMatch(/@rumbo\.example$/);
    }
  });

  it('keeps both languages apart: the English pages are translated, not copied', () => {
    for (const page of Object.values(INFO_PAGES)) {
      page.es.sections.forEach((section, i) => {
        expect(section.title, section.id).not.toBe(page.en.sections[i]?.title);
      });
    }
  });

  it('unsubscribe copy has the same keys and no empty strings in both languages', () => {
    expect(Object.keys(unsubscribe.es).sort()).toEqual(Object.keys(unsubscribe.en).sort());
    for (const { path, text } of collectStrings(unsubscribe)) expect(text.trim(), path).not.toBe('');
    expect(unsubscribe.es.description.length).toBeLessThanOrEqual(160);
    expect(unsubscribe.en.description.length).toBeLessThanOrEqual(160);
  });
});

describe('numbers of docs/product.md', () => {
  it('gift cards: USD 5 to 200, 6 months to redeem, credit never expires', () => {
    expect(faqText(faqs.es, 'buy-gift-card')).toMatch(/USD 5\b.*USD 200\b/);
    expect(faqText(faqs.en, 'buy-gift-card')).toMatch(/USD 5\b.*USD 200\b/);
    expect(faqText(faqs.es, 'redeem-gift-card')).toContain('6 meses');
    expect(faqText(faqs.en, 'redeem-gift-card')).toContain('6 months');
    expect(faqText(faqs.es, 'gift-card-credit')).toMatch(/no vence nunca/);
    expect(faqText(faqs.es, 'gift-card-credit')).toMatch(/transferible/);
    expect(faqText(faqs.es, 'gift-card-credit')).toMatch(/efectivo/);
    expect(faqText(faqs.en, 'gift-card-credit')).toMatch(/never expires/);
    expect(sectionText(terms.es, 'credit-gift-cards-coupons')).toMatch(/USD 5\b.*USD 200\b.*6 meses/);
    expect(sectionText(terms.en, 'credit-gift-cards-coupons')).toMatch(/USD 5\b.*USD 200\b.*6 months/);
  });

  it('service fee: USD 1 per participant', () => {
    expect(faqText(faqs.es, 'service-fee')).toContain('USD 1 por participante');
    expect(faqText(faqs.en, 'service-fee')).toContain('USD 1 per participant');
    expect(sectionText(terms.es, 'prices-and-payments')).toContain('USD 1 por participante');
    expect(sectionText(terms.en, 'prices-and-payments')).toContain('USD 1 per participant');
    expect(sectionText(termsOperator.es, 'prices-and-commissions')).toContain('USD 1 por participante');
    expect(sectionText(about.en, 'why-book-with-us')).toContain('USD 1 per participant');
  });

  it('wallet: 15 USD sign-up credit and 5 USD per referral', () => {
    expect(faqText(faqs.es, 'sign-up-credit')).toContain('USD 15');
    expect(faqText(faqs.en, 'sign-up-credit')).toContain('USD 15');
    expect(faqText(faqs.es, 'refer-and-earn')).toContain('USD 5');
    expect(faqText(faqs.en, 'refer-and-earn')).toMatch(/first purchase.*USD 5\b/);
    expect(sectionText(about.es, 'why-book-with-us')).toMatch(/USD 15.*USD 5\b/);
  });

  it('payments: Visa and Mastercard only, 3-D Secure, PayPal guest checkout, prices in USD', () => {
    expect(faqText(faqs.es, 'accepted-cards')).toMatch(/solo tarjetas Visa y Mastercard/);
    expect(faqText(faqs.en, 'accepted-cards')).toMatch(/Visa and Mastercard only/);
    expect(faqText(faqs.es, 'three-d-secure')).toContain('3-D Secure');
    expect(faqText(faqs.es, 'paypal-guest')).toMatch(/creamos automáticamente una cuenta/);
    expect(faqText(faqs.en, 'paypal-guest')).toMatch(/create a Rumbo account/);
    expect(faqText(faqs.es, 'currency')).toContain('USD');
  });

  it('cancellation windows: non-refundable, 24h, 48h, 72h, 7 and 15 days, in local time', () => {
    for (const text of [
      faqText(faqs.es, 'cancellation-policies'),
      sectionText(terms.es, 'cancellations-by-you'),
    ]) {
      expect(text).toMatch(/No reembolsable/);
      for (const window of ['24 horas', '48 horas', '72 horas', '7 días', '15 días'])
        expect(text).toContain(window);
    }
    const en = faqText(faqs.en, 'cancellation-policies');
    for (const window of ['24 hours', '48 hours', '72 hours', '7 days', '15 days'])
      expect(en).toContain(window);
    expect(faqText(faqs.es, 'cancellation-time-zone')).toMatch(/hora local/);
    expect(faqText(faqs.en, 'cancellation-time-zone')).toMatch(/local time/);
    expect(sectionText(termsOperator.en, 'cancellations-by-travellers')).toMatch(/local time/);
  });

  it('insurance: travellers aged 18 to 89', () => {
    expect(faqText(faqs.es, 'insurance-included')).toContain('18 a 89 años');
    expect(faqText(faqs.en, 'insurance-included')).toContain('18 to 89');
    expect(insuranceClients.es.description).toContain('18 a 89');
    expect(sectionText(insuranceClients.es, 'who-is-covered')).toMatch(/18 y 89 años.*90 años/);
    expect(sectionText(insuranceClients.en, 'who-is-covered')).toMatch(/18 to 89.*90/);
    expect(sectionText(terms.es, 'insurance')).toContain('18 a 89 años');
  });

  it('account: temporary password, deletion refused while bookings are pending or in progress', () => {
    expect(faqText(faqs.es, 'forgot-password')).toContain('contraseña temporal');
    expect(faqText(faqs.en, 'forgot-password')).toContain('temporary password');
    expect(faqText(faqs.es, 'delete-account')).toMatch(/pendientes o en curso/);
    expect(faqText(faqs.es, 'delete-account')).toMatch(/reseñas/);
    expect(faqText(faqs.en, 'delete-account')).toMatch(/pending or in progress/);
    expect(faqText(faqs.es, 'one-review')).toMatch(/una sola reseña por experiencia/);
  });

  it('legal pages name the operator, Panama law and the .example contacts', () => {
    for (const page of [terms, termsOperator, privacy]) {
      expect(pageText(page.es)).toContain('Rumbo Travel S.A.');
      expect(pageText(page.en)).toContain('Rumbo Travel S.A.');
    }
    expect(sectionText(terms.es, 'law-and-disputes')).toMatch(/leyes de la República de Panamá/);
    expect(sectionText(terms.en, 'law-and-disputes')).toMatch(/laws of the Republic of Panama/);
    expect(sectionText(termsOperator.es, 'law-and-contact')).toMatch(/leyes de la República de Panamá/);
    expect(pageText(privacy.es)).toContain('privacy@rumbo.example');
    expect(pageText(terms.es)).toContain('legal@rumbo.example');
  });

  it('privacy: first-party analytics only, cards tokenized, session and preference cookies', () => {
    expect(sectionText(privacy.es, 'analytics')).toMatch(/No usamos rastreadores de terceros/);
    expect(sectionText(privacy.en, 'analytics')).toMatch(/do not use third-party trackers/);
    expect(sectionText(privacy.es, 'payment-data')).toMatch(/Nunca guardamos los datos de tu tarjeta.*token/);
    expect(sectionText(privacy.en, 'payment-data')).toMatch(/never store your card details.*token/);
    expect(sectionText(privacy.es, 'cookies')).toMatch(/Cookie de sesión.*Cookies de preferencias/);
    expect(sectionText(privacy.en, 'cookies')).toMatch(/Session cookie.*Preference cookies/);
  });

  it('about lists the seven countries and the operator sign-up section', () => {
    for (const country of [
      'Panamá',
      'Colombia',
      'República Dominicana',
      'Guatemala',
      'Costa Rica',
      'Puerto Rico',
      'El Salvador',
    ]) {
      expect(sectionText(about.es, 'countries')).toContain(country);
    }
    for (const country of [
      'Panama',
      'Colombia',
      'Dominican Republic',
      'Guatemala',
      'Costa Rica',
      'Puerto Rico',
      'El Salvador',
    ]) {
      expect(sectionText(about.en, 'countries')).toContain(country);
    }
  });

  it('operator insurance is civil liability cover', () => {
    expect(pageText(insuranceSuppliers.es)).toMatch(/responsabilidad civil/);
    expect(pageText(insuranceSuppliers.en)).toMatch(/civil liability/);
  });
});
