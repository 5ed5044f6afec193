/**
 * The operator's experiences (docs/product.md § Operators' experiences): listing, reading, creating and
 * editing its company's own. Another company's id is not found. An edit is one transaction: the terms are
 * written at once; the content is written in place until the experience has been published, and from then
 * on kept as the pending revision an admin reviews (docs/decisions/0058-experience-lifecycle).
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { changedFields, recordAudit } from '../audit/audit-log.server';
import { sanitizeDescription } from '../catalog/description-html';
import { notFound } from '../errors';
import { type ExperienceContentInput, type ExperienceEditorInput, withPickupArea } from './editor-input';
import { assertReferences, editorRefusal } from './editor-references.server';
import { readContent, writeContent } from './experience-content.server';
import { missingContent, missingForReview, type MissingPiece } from './experience-completeness';
import { completenessFacts } from './experience-facts.server';
import {
  contentEditMode,
  type ExperienceRevisionStatus,
  type ExperienceStatus,
} from './experience-lifecycle';
import { readTerms, type TermsAnswer, writeTerms } from './experience-terms.server';
import { readStoredPickupArea } from './pickup-area.server';
import { pendingRevision, proposeRevision, type RevisionAnswer } from './experience-revisions.server';

export interface OperatorScope {
  accountId: number;
  companyId: number;
}

export interface OperatorExperience {
  id: number;
  status: ExperienceStatus;
  rejection_reason: string | null;
  content: ExperienceContentInput;
  terms: TermsAnswer;
  /** The latest proposed change of a published experience's content, pending or decided. */
  revision: RevisionAnswer | null;
  /** What submitting would still ask for (empty: it may be submitted). */
  missing: MissingPiece[];
}

export const experienceNotFound = () => notFound('EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

/** The company's experience row, locked for the write; another company's id is not found. */
export async function lockOwnExperience(tx: Tx, scope: OperatorScope, id: number) {
  const [row] = await queryRows<{ id: number; status: ExperienceStatus }>(
    tx,
    sql`select id, status from experiences where id = ${id} and company_id = ${scope.companyId} for update`,
  );
  if (!row) throw experienceNotFound();
  return row;
}

/** The company's experiences, newest change first, in the list's answer shape. */
export async function listOperatorExperiences(db: Db, scope: OperatorScope) {
  const rows = await queryRows<{
    id: number;
    status: ExperienceStatus;
    name_es: string | null;
    name_en: string | null;
    rejection_reason: string | null;
    revision_status: ExperienceRevisionStatus | null;
    revision_rejection_reason: string | null;
    updated_at: string;
  }>(
    db,
    sql`select e.id, e.status, e.rejection_reason,
          (select name from experience_translations where experience_id = e.id and lang_code = 'es') as name_es,
          (select name from experience_translations where experience_id = e.id and lang_code = 'en') as name_en,
          r.status as revision_status, r.rejection_reason as revision_rejection_reason,
          to_char(e.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at
        from experiences e
        left join lateral (select status, rejection_reason from experience_revisions
          where experience_id = e.id order by id desc limit 1) r on true
        where e.company_id = ${scope.companyId}
        order by e.updated_at desc, e.id desc
        limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    name: { es: row.name_es, en: row.name_en },
    rejection_reason: row.rejection_reason,
    revision: row.revision_status
      ? {
          status: row.revision_status,
          rejection_reason: row.revision_rejection_reason,
        }
      : null,
    updated_at: row.updated_at,
  }));
}

export async function readOperatorExperience(
  db: DbOrTx,
  scope: OperatorScope,
  id: number,
): Promise<OperatorExperience> {
  const [row] = await queryRows<{
    status: ExperienceStatus;
    rejection_reason: string | null;
  }>(
    db,
    sql`select status, rejection_reason from experiences where id = ${id} and company_id = ${scope.companyId}`,
  );
  if (!row) throw experienceNotFound();
  const [content, terms, revision, facts] = await allQueries(
    db,
    () => readContent(db, id),
    () => readTerms(db, id),
    () => pendingRevision(db, id),
    () => completenessFacts(db, id),
  );
  return {
    id,
    status: row.status,
    rejection_reason: row.rejection_reason,
    content: content!,
    terms: terms!,
    revision,
    missing: missingForReview(facts),
  };
}

async function pendingContent(tx: Tx, id: number) {
  const revision = await pendingRevision(tx, id);
  return revision?.status === 'pending' ? revision.content : null;
}

/** The description as it will be stored: sanitized on the server, whatever the browser sent. */
function sanitized(content: ExperienceContentInput): ExperienceContentInput {
  const sorted = <T>(values: readonly T[]) => [...new Set(values)].sort();
  return {
    ...content,
    category_ids: sorted(content.category_ids).sort((a, b) => a - b),
    language_codes: sorted(content.language_codes),
    es: {
      ...content.es,
      description_html: sanitizeDescription(content.es.description_html),
    },
    en: {
      ...content.en,
      description_html: sanitizeDescription(content.en.description_html),
    },
  };
}

/** A new draft of the operator's company, with its content and terms. */
export async function createOperatorExperience(
  db: Db,
  scope: OperatorScope,
  body: ExperienceEditorInput,
  now: Date,
): Promise<{ id: number }> {
  const input = withPickupArea(body, []);
  const content = sanitized(input.content);
  const id = await db.transaction(async (tx) => {
    await assertReferences(tx, input);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into experiences (status, country_id, destination_id, company_id, latitude, longitude,
            duration_minutes, price_adults_cents, display_price_cents, created_at, updated_at)
          select 'draft', d.country_id, d.id, ${scope.companyId}, d.latitude, d.longitude,
            ${content.duration_minutes}, 0, 0, ${now}, ${now}
          from destinations d where d.id = ${content.destination_id}
          returning id`,
    );
    await writeContent(tx, row!.id, content);
    await writeTerms(tx, row!.id, input.terms);
    await recordAudit(tx, {
      actorId: scope.accountId,
      actorKind: 'operator',
      companyId: scope.companyId,
      action: 'experience.create',
      entity: 'experience',
      entityId: row!.id,
      before: null,
      after: { status: 'draft', content, terms: await readTerms(tx, row!.id) },
      at: now,
    });
    return row!.id;
  });
  return { id };
}

/**
 * Saves the editor's body over an experience of the company. Answers whether what travellers see
 * changed (its terms while published), for the caller to clear the catalogue's caches.
 */
export async function updateOperatorExperience(
  db: Db,
  scope: OperatorScope,
  id: number,
  body: ExperienceEditorInput,
  now: Date,
): Promise<{ liveChanged: boolean }> {
  const content = sanitized(body.content);
  return db.transaction(async (tx) => {
    const { status } = await lockOwnExperience(tx, scope, id);
    // A body without `pickup_area` keeps the stored area (docs/decisions/0081-pickup-area.md).
    const input = withPickupArea(body, await readStoredPickupArea(tx, id));
    await assertReferences(tx, input, status === 'published' || status === 'paused');
    const before = {
      content: await readContent(tx, id),
      terms: await readTerms(tx, id),
    };
    const pendingBefore = await pendingContent(tx, id);
    await writeTerms(tx, id, input.terms);
    if (contentEditMode(status) === 'in_place') {
      await writeContent(tx, id, content);
    } else if (!isDeepStrictEqual(content, before.content) || pendingBefore !== null) {
      const missing = missingContent(content);
      if (missing.length > 0) {
        throw editorRefusal(
          'EXPERIENCE_INCOMPLETE',
          'operatorExperiences.errors.revisionIncomplete',
          missing,
        );
      }
      await proposeRevision(tx, id, scope.accountId, content, now);
    }
    await tx.execute(sql`update experiences set updated_at = ${now} where id = ${id}`);
    const after = {
      content: await readContent(tx, id),
      terms: await readTerms(tx, id),
      pending_revision: await pendingContent(tx, id),
    };
    const changed = changedFields({ ...before, pending_revision: pendingBefore }, after);
    if (changed) {
      await recordAudit(tx, {
        actorId: scope.accountId,
        actorKind: 'operator',
        companyId: scope.companyId,
        action: 'experience.update',
        entity: 'experience',
        entityId: id,
        ...changed,
        at: now,
      });
    }
    return { liveChanged: status === 'published' };
  });
}
