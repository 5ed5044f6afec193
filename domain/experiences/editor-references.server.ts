/**
 * The editor's ids must name rows that exist (a destination, categories, languages, add-on items): an
 * unknown one is the operator's 400 naming the field, never a foreign-key 500 (docs/product.md § Errors).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../errors';
import type { SavedEditorInput } from './editor-input';
import type { MissingPiece } from './experience-completeness';
import { pickupAreaIssues } from './pickup-area.server';

const KEY = 'operatorExperiences.errors';

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The 400 of an editor body that names what it must fix (`issues`, translated by the error handler). */
export function editorRefusal(code: string, messageKey: string, issues: MissingPiece[]): AppError {
  return new AppError(400, code, messageKey, {}, { issues });
}

/** `live`: the experience is published or paused, so a pickup add-on needs its area now. */
export async function assertReferences(db: DbOrTx, input: SavedEditorInput, live = false): Promise<void> {
  const { content, terms } = input;
  const [found] = await queryRows<{
    destination: boolean;
    unknown_categories: number[];
    unknown_languages: string[];
    unknown_add_ons: number[];
  }>(
    db,
    sql`select
        exists (select 1 from destinations where id = ${content.destination_id}) as destination,
        array(select c from unnest(${intArray(content.category_ids)}::int[]) c
          where not exists (select 1 from categories where id = c)) as unknown_categories,
        array(select l from unnest(${`{${content.language_codes.join(',')}}`}::text[]) l
          where not exists (select 1 from languages where code = l)) as unknown_languages,
        array(select a from unnest(${intArray(terms.add_ons.map((a) => a.add_on_item_id))}::int[]) a
          where not exists (select 1 from add_on_items where id = a)) as unknown_add_ons`,
  );
  const issues: MissingPiece[] = [];
  if (!found!.destination)
    issues.push({
      field: 'content.destination_id',
      message: `${KEY}.destinationUnknown`,
    });
  if (found!.unknown_categories.length > 0) {
    issues.push({
      field: 'content.category_ids',
      message: `${KEY}.categoriesInvalid`,
    });
  }
  if (found!.unknown_languages.length > 0) {
    issues.push({
      field: 'content.language_codes',
      message: `${KEY}.languagesInvalid`,
    });
  }
  if (found!.unknown_add_ons.length > 0)
    issues.push({ field: 'terms.add_ons', message: `${KEY}.addOnsInvalid` });
  if (found!.destination) {
    issues.push(
      ...(await pickupAreaIssues(db, {
        destinationId: content.destination_id,
        area: terms.pickup_area,
        addOnItemIds: terms.add_ons.map((a) => a.add_on_item_id),
        live,
      })),
    );
  }
  if (issues.length > 0) throw editorRefusal('VALIDATION_ERROR', `${KEY}.verifyInformation`, issues);
}
