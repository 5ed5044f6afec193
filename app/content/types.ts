/**
 * Typed content of the informational pages (about, FAQs, legal, insurance, unsubscribe). The web app
 * renders these blocks directly: no HTML strings, no Markdown.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  /** A sub-heading inside a section. */
  | { type: 'heading'; text: string }
  | { type: 'contact'; email: string; label: string };

export interface Section {
  /** Kebab-case anchor, identical in every language. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface InfoPage {
  slug: string;
  title: string;
  /** At most 160 characters, for the meta description. */
  description: string;
  /** yyyy-MM-dd */
  updated: string;
  intro?: string;
  sections: Section[];
}

export interface Faq {
  id: string;
  question: string;
  answer: Block[];
}

export interface FaqGroup {
  id: string;
  title: string;
  faqs: Faq[];
}

export interface FaqPage {
  title: string;
  /** At most 160 characters, for the meta description. */
  description: string;
  groups: FaqGroup[];
}

export type Lang = 'es' | 'en';

/** One piece of content in both interface languages. */
export type Bilingual<T> = Record<Lang, T>;
