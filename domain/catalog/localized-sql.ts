import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';

/**
 * Texts are stored one row per language. A read joins the requested language and Spanish, and takes
 * the requested one when it exists: Spanish is the fallback of every text (docs/product.md § Audience).
 */
export function localizedJoin(table: string, fk: string, ownerId: SQL, alias: string, lang: Lang): SQL {
  const t = sql.identifier(table);
  const es = sql.identifier(`${alias}_es`);
  const loc = sql.identifier(`${alias}_loc`);
  const key = sql.identifier(fk);
  return sql`join ${t} ${es} on ${es}.${key} = ${ownerId} and ${es}.lang_code = 'es'
    left join ${t} ${loc} on ${loc}.${key} = ${ownerId} and ${loc}.lang_code = ${lang}`;
}

/** The localized value of a column joined with `localizedJoin`. */
export function localized(alias: string, column: string): SQL {
  const es = sql.identifier(`${alias}_es`);
  const loc = sql.identifier(`${alias}_loc`);
  const col = sql.identifier(column);
  return sql`coalesce(${loc}.${col}, ${es}.${col})`;
}

/**
 * One localized column as a scalar subquery (requested language, else Spanish). Cheaper to plan than a
 * pair of joins when a query already joins several tables.
 */
export function localizedValue(table: string, fk: string, ownerId: SQL, column: string, lang: Lang): SQL {
  const t = sql.identifier(table);
  return sql`(select x.${sql.identifier(column)} from ${t} x where x.${sql.identifier(fk)} = ${ownerId}
    and x.lang_code in (${lang}, 'es') order by x.lang_code = ${lang} desc limit 1)`;
}
