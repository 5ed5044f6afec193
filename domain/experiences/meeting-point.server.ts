import { sql } from 'drizzle-orm';
import { SUPPORTED_LANGUAGES } from '../../common/i18n/languages';
import { isInsideCountry } from '../../common/map/country-shapes.server';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../errors';
import { type MeetingPoint, type MeetingPointInput, meetingPointInput } from './meeting-point';

const unknownExperience = () => new AppError(404, 'EXPERIENCE_NOT_FOUND', 'errors.experienceNotFound');

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', 'meetingPoint.errors.invalid', {}, { issues: [{ field, message }] });

/**
 * Writes an experience's meeting point (docs/product.md § Meeting point), or removes it (`null`: the
 * operator picks travellers up with a pickup add-on). The point must lie inside the experience's country
 * by the outline its map draws (the pickup's rule). Both languages' text rows must exist already: the
 * editor creates them with the experience. Call it inside the editor's transaction; the caller checks
 * that the experience belongs to the operator's company and announces the catalogue change.
 */
export async function saveMeetingPoint(
  tx: DbOrTx,
  experienceId: number,
  input: MeetingPointInput | null,
): Promise<void> {
  const parsed = input === null ? null : meetingPointInput.safeParse(input);
  if (parsed && !parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw invalid(issue.path.join('.'), issue.message);
  }
  const point = parsed?.data ?? null;
  const [experience] = await queryRows<{ iso_code: string }>(
    tx,
    sql`select c.iso_code from experiences e join countries c on c.id = e.country_id
        where e.id = ${experienceId} for update of e`,
  );
  if (!experience) throw unknownExperience();
  if (point && !isInsideCountry(experience.iso_code, point)) {
    throw invalid('latitude', 'meetingPoint.errors.outsideCountry');
  }
  await tx.execute(
    sql`update experiences set meeting_latitude = ${point?.latitude ?? null},
          meeting_longitude = ${point?.longitude ?? null}, updated_at = now()
        where id = ${experienceId}`,
  );
  for (const lang of SUPPORTED_LANGUAGES) {
    const texts = point?.texts[lang];
    const updated = await queryRows<{ lang_code: string }>(
      tx,
      texts
        ? sql`update experience_translations set meeting_reference = ${texts.place},
                meeting_address = ${texts.address}, meeting_instructions = ${texts.instructions}
              where experience_id = ${experienceId} and lang_code = ${lang} returning lang_code`
        : sql`update experience_translations set meeting_address = '', meeting_instructions = ''
              where experience_id = ${experienceId} and lang_code = ${lang} returning lang_code`,
    );
    if (texts && updated.length === 0) throw invalid(`texts.${lang}`, 'meetingPoint.errors.textsMissing');
  }
}

/** An experience's meeting point as the editor shows it, or null when it has none (or does not exist). */
export async function readMeetingPoint(db: DbOrTx, experienceId: number): Promise<MeetingPoint | null> {
  const rows = await queryRows<{
    latitude: number | null;
    longitude: number | null;
    lang_code: string;
    place: string;
    address: string;
    instructions: string;
  }>(
    db,
    sql`select e.meeting_latitude as latitude, e.meeting_longitude as longitude, t.lang_code,
          t.meeting_reference as place, t.meeting_address as address, t.meeting_instructions as instructions
        from experiences e join experience_translations t on t.experience_id = e.id
        where e.id = ${experienceId}`,
  );
  const first = rows[0];
  if (!first || first.latitude === null || first.longitude === null) return null;
  const empty = { place: '', address: '', instructions: '' };
  const texts = { es: { ...empty }, en: { ...empty } };
  for (const row of rows) {
    if (row.lang_code === 'es' || row.lang_code === 'en')
      texts[row.lang_code] = { place: row.place, address: row.address, instructions: row.instructions };
  }
  return { latitude: first.latitude, longitude: first.longitude, texts };
}
