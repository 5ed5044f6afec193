import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { type OperatorWorld, operatorWorld } from './operators';
import { createTestApp, type TestApp } from './test-app';

/** Ids from the seeded catalogue that an editor's body names: a destination, categories, a pickup. */
export interface EditorRefs {
  destinationId: number;
  categoryIds: number[];
  pickupItemId: number;
  otherItemId: number;
}

export async function editorRefs(t: TestApp): Promise<EditorRefs> {
  const db = t.app.db;
  const [destination] = await queryRows<{ id: number }>(
    db,
    sql`select id from destinations order by id limit 1`,
  );
  const categories = await queryRows<{ id: number }>(db, sql`select id from categories order by id limit 2`);
  const [pickup] = await queryRows<{ id: number }>(
    db,
    sql`select id from add_on_items where type_code = 0 order by id limit 1`,
  );
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`select id from add_on_items where type_code <> 0 order by id limit 1`,
  );
  if (!destination || categories.length < 2 || !pickup || !other) {
    throw new Error('the seeded catalogue lacks a destination, two categories or add-on items');
  }
  return {
    destinationId: destination.id,
    categoryIds: categories.map((c) => c.id),
    pickupItemId: pickup.id,
    otherItemId: other.id,
  };
}

const language = (name: string, lang: 'es' | 'en') => ({
  name,
  h1: lang === 'es' ? `${name}: un día en el mar` : `${name}: a day at sea`,
  description_html:
    lang === 'es' ? '<p>Navegamos <strong>temprano</strong>.</p>' : '<p>We sail <strong>early</strong>.</p>',
  included: lang === 'es' ? ['Agua', 'Almuerzo'] : ['Water', 'Lunch'],
  not_included: lang === 'es' ? ['Propinas'] : ['Tips'],
  requirements: [],
  recommendations: lang === 'es' ? ['Bloqueador'] : ['Sunscreen'],
});

/** A complete editor body (in both languages), with the given overrides of its two parts. */
export function editorBody(
  refs: EditorRefs,
  overrides: { content?: Record<string, unknown>; terms?: Record<string, unknown> } = {},
) {
  return {
    content: {
      es: language('Vela al atardecer', 'es'),
      en: language('Sunset sail', 'en'),
      destination_id: refs.destinationId,
      category_ids: refs.categoryIds,
      duration_minutes: 180,
      difficulty: 1,
      language_codes: ['es', 'en'],
      is_private: false,
      meeting_point: null,
      ...overrides.content,
    },
    terms: {
      is_package: false,
      prices: {
        adults: 45,
        children: 30,
        babies: null,
        seniors: 40,
        package: 0,
        original: 55,
        show_original: true,
      },
      discount_groups: [{ min: 4, max: 8, percent: 10 }],
      min_persons: 1,
      max_persons: 12,
      min_age: 0,
      include_children: true,
      include_babies: false,
      add_ons: [{ add_on_item_id: refs.pickupItemId, price: 15, per_person: false }],
      cancellation_policy: 2,
      // The pickup add-on serves the experience's city (decision 0081).
      pickup_area: [{ destination_id: refs.destinationId, radius_km: 20 }],
      ...overrides.terms,
    },
  };
}

/**
 * What a submission needs beyond the editor: three photos and a weekly schedule, which their own calls
 * write in the product; here as rows.
 */
export async function addPhotosAndSchedule(t: TestApp, experienceId: number, companyId: number) {
  const db = t.app.db;
  for (const position of [0, 1, 2]) {
    await db.execute(sql`insert into experience_photos (experience_id, position, photo_id, width, height, dominant_color)
      values (${experienceId}, ${position}, ${`test-${experienceId}-${position}`}, 1200, 800, '#336699')`);
  }
  const [schedule] = await queryRows<{ id: number }>(
    db,
    sql`insert into company_schedules (company_id, experience_id, all_days) values (${companyId}, ${experienceId}, true)
        returning id`,
  );
  await db.execute(sql`insert into schedule_hours (schedule_id, weekday, hour, capacity)
    values (${schedule!.id}, null, '09:00', 10)`);
}

/** A small seeded app with the operators' matrix of callers and the editor's ids (one per test file). */
export async function editorApp(): Promise<{ t: TestApp; world: OperatorWorld; refs: EditorRefs }> {
  const t = await createTestApp({ seed: true, experiences: 6 });
  return { t, world: await operatorWorld(t), refs: await editorRefs(t) };
}
