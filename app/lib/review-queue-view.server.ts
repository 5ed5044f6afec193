import type { Lang } from '../../common/i18n/languages';
import type { Db } from '../../db/client';
import { sanitizeDescription } from '../../domain/catalog/description-html';
import { editorChoices } from '../../domain/experiences/editor-choices.server';
import { reviewQueue, type ReviewQueueItem } from '../../domain/experiences/experience-review-queue.server';

export interface ReviewQueueView extends ReviewQueueItem {
  /** The content's references as the admin reads them, in the page's language. */
  destination: string;
  categories: string[];
  languages: string[];
}

/**
 * The listing review queue as /admin/experiences shows it (docs/product.md § Operators' experiences): the
 * experiences in review and pending changes, with the destination, categories and guide languages named
 * and each description sanitized again before the page renders it.
 */
export async function reviewQueueView(db: Db, lang: Lang): Promise<ReviewQueueView[]> {
  const queue = await reviewQueue(db, 'in_review');
  const choices = await editorChoices(db, lang);
  const destinations = new Map(choices.destinations.map((d) => [d.id, `${d.name}, ${d.country}`]));
  const categories = new Map(choices.categories.map((c) => [c.id, c.name]));
  const languages = new Map(choices.languages.map((l) => [l.code, l.name]));
  return queue.map((item) => ({
    ...item,
    content: {
      ...item.content,
      es: { ...item.content.es, description_html: sanitizeDescription(item.content.es.description_html) },
      en: { ...item.content.en, description_html: sanitizeDescription(item.content.en.description_html) },
    },
    destination: destinations.get(item.content.destination_id) ?? '',
    categories: item.content.category_ids.map((id) => categories.get(id) ?? '').filter(Boolean),
    languages: item.content.language_codes.map((code) => languages.get(code) ?? code),
  }));
}
