import { describe, expect, it } from 'vitest';
import { faqs } from '../../../app/content/faqs';
import type { FaqPage } from '../../../app/content/types';
import { collectStrings, KEBAB_CASE } from './content-helpers';

const questions = (page: FaqPage) => page.groups.flatMap((g) => g.faqs);

describe('FAQs', () => {
  it('has at least 6 groups and 25 questions', () => {
    expect(faqs.es.groups.length).toBeGreaterThanOrEqual(6);
    expect(questions(faqs.es).length).toBeGreaterThanOrEqual(25);
  });

  it('covers the topics of the spec', () => {
    expect(faqs.es.groups.map((g) => g.id)).toEqual(
      expect.arrayContaining([
        'booking',
        'payments',
        'cancellations',
        'gift-cards',
        'wallet-promotions',
        'account',
        'reviews',
        'insurance',
      ]),
    );
  });

  it('has the same group and question ids, in the same order, in both languages', () => {
    expect(faqs.es.groups.map((g) => g.id)).toEqual(faqs.en.groups.map((g) => g.id));
    expect(questions(faqs.es).map((f) => f.id)).toEqual(questions(faqs.en).map((f) => f.id));
    faqs.es.groups.forEach((group, i) => {
      expect(group.faqs.length, group.id).toBe(faqs.en.groups[i]?.faqs.length);
    });
  });

  it('has unique kebab-case ids', () => {
    const groupIds = faqs.es.groups.map((g) => g.id);
    const faqIds = questions(faqs.es).map((f) => f.id);
    expect(new Set(groupIds).size).toBe(groupIds.length);
    expect(new Set(faqIds).size).toBe(faqIds.length);
    for (const id of [...groupIds, ...faqIds]) expect(id).toMatch(KEBAB_CASE);
  });

  it.each(['es', 'en'] as const)('[%s] has no empty strings and a short meta description', (lang) => {
    for (const { path, text } of collectStrings(faqs[lang])) expect(text.trim(), path).not.toBe('');
    for (const faq of questions(faqs[lang])) expect(faq.answer.length, faq.id).toBeGreaterThan(0);
    expect(faqs[lang].description.length).toBeLessThanOrEqual(160);
  });

  it('every question ends with a question mark and the Spanish ones open with ¿', () => {
    for (const faq of questions(faqs.es)) expect(faq.question, faq.id).toMatch(/\?$/);
    for (const faq of questions(faqs.en)) expect(faq.question, faq.id).toMatch(/\?$/);
    for (const faq of questions(faqs.es)) {
      if (faq.question.includes('?')) expect(faq.question, faq.id).toContain('¿');
    }
  });
});
