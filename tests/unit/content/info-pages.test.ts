import { describe, expect, it } from 'vitest';
import { supplierSignUpLink } from '../../../app/content/about';
import { getInfoPage, INFO_PAGES, isInfoPageSlug } from '../../../app/content/pages';
import type { InfoPage } from '../../../app/content/types';
import { collectStrings, KEBAB_CASE } from './content-helpers';

const slugs = Object.keys(INFO_PAGES) as (keyof typeof INFO_PAGES)[];
const LEGAL = ['terms', 'terms-operator', 'privacy'] as const;

describe('informational pages', () => {
  it('registers the six pages', () => {
    expect(slugs.sort()).toEqual(
      ['about', 'insurance-clients', 'insurance-suppliers', 'privacy', 'terms', 'terms-operator'].sort(),
    );
  });

  describe.each(slugs)('%s', (slug) => {
    const { es, en } = INFO_PAGES[slug];

    it('has both languages with the registry slug', () => {
      expect(es.slug).toBe(slug);
      expect(en.slug).toBe(slug);
    });

    it('has the same section ids, in the same order, in both languages', () => {
      expect(es.sections.length).toBe(en.sections.length);
      expect(es.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    });

    it('has unique kebab-case section ids', () => {
      const ids = es.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(KEBAB_CASE);
    });

    it.each(['es', 'en'] as const)('[%s] has no empty strings, sections or lists', (lang) => {
      const page: InfoPage = INFO_PAGES[slug][lang];
      for (const { path, text } of collectStrings(page)) expect(text.trim(), path).not.toBe('');
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) {
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.type === 'list') expect(block.items.length, section.id).toBeGreaterThan(0);
        }
      }
    });

    it.each(['es', 'en'] as const)('[%s] has a meta description of at most 160 characters', (lang) => {
      expect(INFO_PAGES[slug][lang].description.length).toBeLessThanOrEqual(160);
    });

    it('is dated 2026-11-01 in both languages', () => {
      expect(es.updated).toBe('2026-11-01');
      expect(en.updated).toBe('2026-11-01');
    });

    it('uses the same contact e-mails in both languages', () => {
      const emails = (page: InfoPage) =>
        page.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === 'contact' ? [b.email] : [])));
      expect(emails(es)).toEqual(emails(en));
    });
  });

  it.each(LEGAL)('%s reads like a full legal page: 8 to 14 sections', (slug) => {
    const count = INFO_PAGES[slug].es.sections.length;
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(14);
  });

  it('getInfoPage returns the page in the requested language', () => {
    expect(getInfoPage('about', 'es').title).toBe('Sobre Rumbo');
    expect(getInfoPage('about', 'en').title).toBe('About Rumbo');
    expect(getInfoPage('terms-operator', 'en')).toBe(INFO_PAGES['terms-operator'].en);
  });

  it('getInfoPage returns undefined for unknown slugs, inherited keys included', () => {
    expect(getInfoPage('nope', 'es')).toBeUndefined();
    expect(getInfoPage('toString', 'en')).toBeUndefined();
    expect(isInfoPageSlug('constructor')).toBe(false);
    expect(isInfoPageSlug('privacy')).toBe(true);
  });

  it('links operators to the supplier sign-up form', () => {
    expect(supplierSignUpLink.es.href).toBe('/supplier-registration');
    expect(supplierSignUpLink.en.href).toBe('/supplier-registration');
    expect(supplierSignUpLink.es.label).not.toBe(supplierSignUpLink.en.label);
    expect(INFO_PAGES.about.es.sections.map((s) => s.id)).toContain('for-operators');
  });
});
