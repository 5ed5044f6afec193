import { sql } from 'drizzle-orm';
import type { ExperienceContentInput } from '../../domain/experiences/editor-input';
import { readContent, writeContent } from '../../domain/experiences/experience-content.server';
import { queryRows, type Tx } from '../client';

/**
 * The listing review queue's demo (docs/product.md § Operators' experiences), so that /admin/experiences
 * is not empty: the first company sends a private version of its first experience for review (a complete
 * draft: its photos, add-ons, discounts and schedule copied, the texts renamed), and the second company
 * proposes a change of its first published experience's description.
 */
export const DEMO_REVIEW = {
  suffix: { es: ' (versión privada)', en: ' (private version)' },
  addedParagraph: {
    es: '<p>Novedad: ahora con una parada para fotos al final del recorrido.</p>',
    en: '<p>New: now with a photo stop at the end of the tour.</p>',
  },
};

async function firstExperienceOf(tx: Tx, companyRank: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select e.id from experiences e
        where e.company_id = (select id from companies order by id offset ${companyRank} limit 1)
          and e.status = 'published'
        order by e.id limit 1`,
  );
  return row?.id ?? null;
}

async function proposeNewListing(tx: Tx, baseId: number, now: Date) {
  const [created] = await queryRows<{ id: number }>(
    tx,
    sql`insert into experiences (status, country_id, destination_id, company_id, latitude, longitude,
        meeting_latitude, meeting_longitude, duration_minutes, difficulty_level, is_private, is_package,
        price_package_cents, price_adults_cents, price_children_cents, price_babies_cents, price_seniors_cents,
        original_price_cents, show_original_price, display_price_cents, min_persons, max_persons, min_age_allowed,
        include_children, include_babies, cancellation_policy, anticipation_hours, updated_at)
      select 'in_review', country_id, destination_id, company_id, latitude, longitude, meeting_latitude,
        meeting_longitude, duration_minutes, difficulty_level, true, is_package, price_package_cents,
        price_adults_cents, price_children_cents, price_babies_cents, price_seniors_cents, original_price_cents,
        show_original_price, display_price_cents, min_persons, max_persons, min_age_allowed, include_children,
        include_babies, cancellation_policy, anticipation_hours, ${now.toISOString()}::timestamptz
      from experiences where id = ${baseId}
      returning id`,
  );
  const id = created!.id;
  const copy = (table: string, columns: string) =>
    tx.execute(
      sql`insert into ${sql.raw(table)} (experience_id, ${sql.raw(columns)})
          select ${id}, ${sql.raw(columns)} from ${sql.raw(table)} where experience_id = ${baseId}`,
    );
  await copy(
    'experience_translations',
    'lang_code, name, h1, description_html, slug, meeting_reference, meeting_address, meeting_instructions',
  );
  await copy('experience_photos', 'position, photo_id, width, height, dominant_color');
  await copy('experience_add_ons', 'add_on_item_id, price_cents, apply_to');
  await copy('price_discount_groups', 'min_participants, max_participants, discount_percent');
  const [schedule] = await queryRows<{ id: number }>(
    tx,
    sql`insert into company_schedules (company_id, experience_id, all_days, anticipation_hours)
        select company_id, ${id}, all_days, anticipation_hours from company_schedules where experience_id = ${baseId}
        returning id`,
  );
  await tx.execute(sql`insert into schedule_hours (schedule_id, weekday, hour, capacity)
    select ${schedule!.id}, h.weekday, h.hour, h.capacity from schedule_hours h
    join company_schedules s on s.id = h.schedule_id where s.experience_id = ${baseId}`);
  const content = (await readContent(tx, baseId))!;
  await writeContent(tx, id, {
    ...content,
    is_private: true,
    es: { ...content.es, name: `${content.es.name}${DEMO_REVIEW.suffix.es}` },
    en: { ...content.en, name: `${content.en.name}${DEMO_REVIEW.suffix.en}` },
  });
}

async function proposeRevision(tx: Tx, experienceId: number, now: Date) {
  const content = (await readContent(tx, experienceId))!;
  const proposed: ExperienceContentInput = {
    ...content,
    es: { ...content.es, description_html: content.es.description_html + DEMO_REVIEW.addedParagraph.es },
    en: { ...content.en, description_html: content.en.description_html + DEMO_REVIEW.addedParagraph.en },
  };
  await tx.execute(sql`insert into experience_revisions (experience_id, status, content, created_at, updated_at)
    values (${experienceId}, 'pending', ${JSON.stringify(proposed)}::jsonb, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz)`);
}

export async function writeDemoReview(tx: Tx, now: Date) {
  const listingBase = await firstExperienceOf(tx, 0);
  if (listingBase !== null) await proposeNewListing(tx, listingBase, now);
  const revised = await firstExperienceOf(tx, 1);
  if (revised !== null) await proposeRevision(tx, revised, now);
}
