/**
 * The lists the experience editor picks from, in the reader's language: destinations (with their
 * country), categories, guide languages and add-on items.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { localizedValue } from '../catalog/localized-sql';
import type { EditorChoices } from './editor-choices';

export async function editorChoices(db: DbOrTx, lang: Lang): Promise<EditorChoices> {
  const [destinations, categories, languages, addOnItems] = await allQueries(
    db,
    () =>
      queryRows<{ id: number; name: string; country: string; iso: string }>(
        db,
        sql`select d.id, ${localizedValue('destination_translations', 'destination_id', sql`d.id`, 'name', lang)} as name,
              ${localizedValue('country_translations', 'country_id', sql`d.country_id`, 'name', lang)} as country,
              c.iso_code as iso
            from destinations d join countries c on c.id = d.country_id order by country, name`,
      ),
    () =>
      queryRows<{ id: number; name: string }>(
        db,
        sql`select c.id, ${localizedValue('category_translations', 'category_id', sql`c.id`, 'name', lang)} as name
            from categories c order by name`,
      ),
    () =>
      queryRows<{ code: string; name: string }>(
        db,
        sql`select l.code, ${localizedValue('language_translations', 'code', sql`l.code`, 'name', lang)} as name
            from languages l order by l.position, l.code`,
      ),
    () =>
      queryRows<{ id: number; name: string; typeCode: number }>(
        db,
        sql`select a.id, ${localizedValue('add_on_item_translations', 'add_on_item_id', sql`a.id`, 'name', lang)} as name,
              a.type_code as "typeCode"
            from add_on_items a order by a.type_code, name`,
      ),
  );
  return { destinations, categories, languages, addOnItems };
}
