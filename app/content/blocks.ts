/** Short builders for content blocks, plus the facts every page shares. */
import type { Block, Faq } from './types';

export const p = (text: string): Block => ({ type: 'paragraph', text });
export const ul = (...items: string[]): Block => ({ type: 'list', items });
export const h = (text: string): Block => ({ type: 'heading', text });
export const contact = (email: string, label: string): Block => ({ type: 'contact', email, label });
export const faq = (id: string, question: string, ...answer: Block[]): Faq => ({ id, question, answer });

/** Date shown as "last updated" on every informational page. */
export const CONTENT_UPDATED = '2026-11-01';

export const COMPANY = 'Rumbo Travel S.A.';

export const EMAILS = {
  support: 'soporte@rumbo.example',
  legal: 'legal@rumbo.example',
  privacy: 'privacy@rumbo.example',
  operators: 'operadores@rumbo.example',
  insurance: 'seguros@rumbo.example',
} as const;

/** The supplier registration page (docs/product.md § Audience: operators apply with a form the product stores for review). */
export const SUPPLIER_REGISTRATION_PATH = '/supplier-registration';
