import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { type DbOrTx, queryRows } from '../../db/client';
import { notFound } from '../errors';
import { iconUrl, photoUrl } from '../media/photo-url';
import { localized, localizedJoin } from './localized-sql';
import { type PageRequest, pageOffset, paginationMeta } from './pagination';

interface CategoryRow {
  id: number;
  name: string;
  description: string;
  icon: string;
  image_id: string | null;
  is_featured: boolean;
}

interface TranslationRow {
  owner_id: number;
  lang_code: string;
  name: string;
  description: string;
}

const IMAGE_WIDTH = 640;

function shapeCategory(row: CategoryRow, translations: TranslationRow[] = []) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: iconUrl(row.icon),
    icon_name: row.icon,
    image: row.image_id ? photoUrl(row.image_id, IMAGE_WIDTH) : null,
    image_id: row.image_id,
    featured: row.is_featured,
    translates: translations.map((t) => ({
      lang_code: t.lang_code,
      name: t.name,
      description: t.description,
    })),
  };
}

const categorySelect = (lang: Lang) => sql`select c.id, ${localized('ct', 'name')} as name,
    ${localized('ct', 'description')} as description, c.icon, c.image_id, c.is_featured
  from categories c ${localizedJoin('category_translations', 'category_id', sql`c.id`, 'ct', lang)}`;

/** Categories (featured = false) or highlights (featured = true), in display order, with all translations. */
export async function listCategories(
  db: DbOrTx,
  options: { featured?: boolean; page: PageRequest; lang: Lang },
) {
  const where = options.featured === undefined ? sql`true` : sql`c.is_featured = ${options.featured}`;
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from categories c where ${where}`,
  );
  const rows = await queryRows<CategoryRow>(
    db,
    sql`${categorySelect(options.lang)} where ${where} order by c.position, c.id
        limit ${options.page.limit} offset ${pageOffset(options.page)}`,
  );
  const translations = rows.length
    ? await queryRows<TranslationRow>(
        db,
        sql`select category_id as owner_id, lang_code, name, description from category_translations
            where category_id in (${sql.join(
              rows.map((row) => sql`${row.id}`),
              sql`, `,
            )}) order by lang_code`,
      )
    : [];
  return {
    data: rows.map((row) =>
      shapeCategory(
        row,
        translations.filter((t) => t.owner_id === row.id),
      ),
    ),
    pagination: paginationMeta(count?.total ?? 0, options.page.page, options.page.limit),
  };
}

/** One category or highlight by id; the other kind answers 404 so links stay honest. */
export async function getCategory(db: DbOrTx, id: number, featured: boolean, lang: Lang) {
  const [row] = await queryRows<CategoryRow>(
    db,
    sql`${categorySelect(lang)} where c.id = ${id} and c.is_featured = ${featured}`,
  );
  if (!row) {
    throw featured
      ? notFound('HIGHLIGHT_NOT_FOUND', 'errors.highlightNotFound')
      : notFound('CATEGORY_NOT_FOUND', 'errors.categoryNotFound');
  }
  return shapeCategory(row);
}
