/**
 * An experience's content (docs/decisions/0058-experience-lifecycle): its texts in both languages, the lines
 * of what is included and not, requirements and recommendations, its categories, destination, duration,
 * difficulty, languages, whether it is private, and its meeting point (docs/product.md § Meeting point).
 * Written in place into the catalogue's own rows, the
 * ones the catalogue reads, either directly (not yet published) or when a revision is published.
 */
import { sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows, type Tx } from '../../db/client';
import {
  detailItems,
  detailItemTranslations,
  experienceCategories,
  experienceDetails,
  experienceLanguages,
  experienceTranslations,
} from '../../db/schema/experiences';
import { slugify } from '../catalog/slug';
import { AppError } from '../errors';
import type { ExperienceContentInput } from './editor-input';
import { readMeetingPoint, saveMeetingPoint } from './meeting-point.server';

const LANGS = ['es', 'en'] as const;

/** The line lists of the content and the detail type each one is stored as. */
export const LINE_LISTS = ['included', 'not_included', 'requirements', 'recommendations'] as const;
type LineList = (typeof LINE_LISTS)[number];

/** The experience's own detail lines are keyed by it, so a rewrite replaces exactly them. */
const ownKeyPrefix = (experienceId: number) => `experience-${experienceId}-`;

/** Writes the content over the experience's rows; the caller checked its references and holds its row. */
export async function writeContent(tx: Tx, experienceId: number, content: ExperienceContentInput) {
  await tx.execute(sql`update experiences e set
      destination_id = d.id, country_id = d.country_id,
      latitude = case when e.destination_id = d.id then e.latitude else d.latitude end,
      longitude = case when e.destination_id = d.id then e.longitude else d.longitude end,
      duration_minutes = ${content.duration_minutes}, difficulty_level = ${content.difficulty},
      is_private = ${content.is_private}
    from destinations d where d.id = ${content.destination_id} and e.id = ${experienceId}`);

  // A language with nothing written has no row (the catalogue then falls back to Spanish). A written one
  // is updated in place: its row also holds the meeting point's words (docs/product.md § Meeting point).
  // A meeting point has words in both languages, so it keeps both rows.
  const written = (lang: (typeof LANGS)[number]) =>
    content.meeting_point !== null ||
    [content[lang].name, content[lang].h1, content[lang].description_html].some((text) => text !== '');
  const kept = LANGS.filter(written);
  await tx.execute(sql`delete from experience_translations where experience_id = ${experienceId}
    and not (lang_code = any(${`{${kept.join(',')}}`}::text[]))`);
  for (const lang of kept) {
    await tx
      .insert(experienceTranslations)
      .values({
        experienceId,
        langCode: lang,
        name: content[lang].name,
        h1: content[lang].h1,
        descriptionHtml: content[lang].description_html,
        slug: slugify(content[lang].name) || String(experienceId),
      })
      .onConflictDoUpdate({
        target: [experienceTranslations.experienceId, experienceTranslations.langCode],
        set: {
          name: content[lang].name,
          h1: content[lang].h1,
          descriptionHtml: content[lang].description_html,
          slug: slugify(content[lang].name) || String(experienceId),
        },
      });
  }

  await writeMeetingPoint(tx, experienceId, content.meeting_point);
  await writeLines(tx, experienceId, content);

  await tx.execute(sql`delete from experience_categories where experience_id = ${experienceId}`);
  const categories = [...new Set(content.category_ids)];
  if (categories.length > 0) {
    await tx
      .insert(experienceCategories)
      .values(categories.map((categoryId) => ({ experienceId, categoryId })));
  }
  await tx.execute(sql`delete from experience_languages where experience_id = ${experienceId}`);
  const languages = [...new Set(content.language_codes)];
  if (languages.length > 0) {
    await tx
      .insert(experienceLanguages)
      .values(languages.map((languageCode) => ({ experienceId, languageCode })));
  }
}

/** The meeting point, checked against the (new) destination's country; a refusal names its body path. */
async function writeMeetingPoint(
  tx: Tx,
  experienceId: number,
  point: ExperienceContentInput['meeting_point'],
) {
  try {
    await saveMeetingPoint(tx, experienceId, point);
  } catch (error) {
    const issues = error instanceof AppError ? error.extra.issues : undefined;
    if (!(error instanceof AppError) || !Array.isArray(issues)) throw error;
    throw new AppError(error.status, error.code, error.messageKey, error.params, {
      ...error.extra,
      issues: issues.map((issue: { field: string; message: string }) => ({
        ...issue,
        field: `content.meeting_point.${issue.field}`,
      })),
    });
  }
}

/** The lines become the experience's own detail items, paired across languages by their position. */
async function writeLines(tx: Tx, experienceId: number, content: ExperienceContentInput) {
  await tx.execute(sql`delete from experience_details where experience_id = ${experienceId}`);
  await tx.execute(sql`delete from detail_items where key like ${`${ownKeyPrefix(experienceId)}%`}`);
  for (const list of LINE_LISTS) {
    const count = Math.max(content.es[list].length, content.en[list].length);
    for (let position = 0; position < count; position += 1) {
      const [item] = await tx
        .insert(detailItems)
        .values({
          key: `${ownKeyPrefix(experienceId)}${list}-${position}`,
          type: list,
        })
        .returning({ id: detailItems.id });
      const names = LANGS.flatMap((lang) => {
        const name = content[lang][list][position];
        return name ? [{ detailItemId: item!.id, langCode: lang, name }] : [];
      });
      await tx.insert(detailItemTranslations).values(names);
      await tx.insert(experienceDetails).values({ experienceId, detailItemId: item!.id, position });
    }
  }
}

interface TextRow {
  lang_code: string;
  name: string;
  h1: string;
  description_html: string;
}

/** The content as stored, in the editor's shape (what the operator's form shows and a revision holds). */
export async function readContent(db: DbOrTx, experienceId: number): Promise<ExperienceContentInput | null> {
  const [row] = await queryRows<{
    destination_id: number;
    duration_minutes: number;
    difficulty_level: number;
    is_private: boolean;
  }>(
    db,
    sql`select destination_id, duration_minutes, difficulty_level, is_private from experiences
        where id = ${experienceId}`,
  );
  if (!row) return null;
  const [texts, lines, categories, languages, meetingPoint] = await allQueries(
    db,
    () =>
      queryRows<TextRow>(
        db,
        sql`select lang_code, name, h1, description_html from experience_translations
          where experience_id = ${experienceId}`,
      ),
    () =>
      queryRows<{ type: LineList; lang_code: string; name: string }>(
        db,
        sql`select di.type, t.lang_code, t.name from experience_details ed
          join detail_items di on di.id = ed.detail_item_id
          join detail_item_translations t on t.detail_item_id = di.id
          where ed.experience_id = ${experienceId} order by ed.position, di.id`,
      ),
    () =>
      queryRows<{ category_id: number }>(
        db,
        sql`select category_id from experience_categories where experience_id = ${experienceId} order by category_id`,
      ),
    () =>
      queryRows<{ language_code: string }>(
        db,
        sql`select language_code from experience_languages where experience_id = ${experienceId}
          order by language_code`,
      ),
    () => readMeetingPoint(db, experienceId),
  );
  const language = (lang: (typeof LANGS)[number]) => {
    const text = texts.find((t) => t.lang_code === lang);
    const list = (type: LineList) =>
      lines.filter((line) => line.type === type && line.lang_code === lang).map((line) => line.name);
    return {
      name: text?.name ?? '',
      h1: text?.h1 ?? '',
      description_html: text?.description_html ?? '',
      included: list('included'),
      not_included: list('not_included'),
      requirements: list('requirements'),
      recommendations: list('recommendations'),
    };
  };
  return {
    es: language('es'),
    en: language('en'),
    destination_id: row.destination_id,
    category_ids: categories.map((c) => c.category_id),
    duration_minutes: row.duration_minutes,
    difficulty: row.difficulty_level as ExperienceContentInput['difficulty'],
    language_codes: languages.map((l) => l.language_code),
    is_private: row.is_private,
    meeting_point: meetingPoint,
  };
}
