/** Helpers shared by the content tests: walk typed content and flatten its text. */
import type { Block, FaqPage, InfoPage } from '../../../app/content/types';

/** Every string value inside a content object, with the path that leads to it. */
export function collectStrings(value: unknown, path = '$'): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => collectStrings(item, `${path}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, `${path}.${key}`));
  }
  return [];
}

/** The readable text of some blocks, joined with spaces. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
        case 'heading':
          return block.text;
        case 'list':
          return block.items.join(' ');
        case 'contact':
          return `${block.label} ${block.email}`;
      }
    })
    .join(' ');
}

/** All the text of a page, intro and section titles included. */
export function pageText(page: InfoPage): string {
  return [
    page.title,
    page.description,
    page.intro ?? '',
    ...page.sections.map((s) => `${s.title} ${blocksText(s.blocks)}`),
  ].join(' ');
}

export function sectionText(page: InfoPage, id: string): string {
  const section = page.sections.find((s) => s.id === id);
  if (!section) throw new Error(`section ${id} missing in ${page.slug}`);
  return `${section.title} ${blocksText(section.blocks)}`;
}

export function faqText(page: FaqPage, id: string): string {
  const faq = page.groups.flatMap((g) => g.faqs).find((f) => f.id === id);
  if (!faq) throw new Error(`faq ${id} missing`);
  return `${faq.question} ${blocksText(faq.answer)}`;
}

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The formal "usted" (and "ustedes") must never appear: Rumbo speaks to travellers with "tú". */
export const USTED = /\busted(?:es)?\b/i;
