import { sql } from 'drizzle-orm';
import { rebuildSearchText } from '../../domain/catalog/search-index.server';
import { type Db, queryRows } from '../client';

/**
 * Grows the demo catalogue to `target` experiences for benchmarks by copying the demo rows inside the
 * database: copy g of experience b gets id g * 1,000,000 + b, a nearby price and a shuffled city of the same
 * country, with the same texts, photos (the pool), categories, languages, details, add-ons and schedule.
 */
export async function scaleCatalog(db: Db, target: number, log: (message: string) => void = () => {}) {
  // Demo rows have ids below 1,000,000; copies are numbered above it.
  const [stats] = await queryRows<{ base: number; total: number }>(
    db,
    sql`select count(*) filter (where id < 1000000)::int as base, count(*)::int as total from experiences`,
  );
  if (!stats || stats.base === 0) throw new Error('seed the demo catalogue before scaling it');
  const copies = Math.ceil((target - stats.total) / stats.base);
  if (copies <= 0) {
    log(`already ${stats.total} experiences`);
    return stats.total;
  }
  const started = Date.now();
  const series = sql`generate_series(1, ${copies}) g`;
  const newId = sql`(g * 1000000 + b.id)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into experiences (id, status, country_id, destination_id, company_id, latitude, longitude,
        meeting_latitude, meeting_longitude, duration_minutes, difficulty_level, is_private, is_package, price_package_cents,
        price_adults_cents, price_children_cents, price_babies_cents, price_seniors_cents, original_price_cents,
        show_original_price, display_price_cents, min_persons, max_persons, min_age_allowed, include_children,
        include_babies, cancellation_policy, anticipation_hours, rating, review_count)
      overriding system value
      select ${newId}, b.status, b.country_id,
        coalesce((select d.id from destinations d where d.country_id = b.country_id
                  order by md5(d.id::text || g::text) limit 1), b.destination_id),
        b.company_id, b.latitude, b.longitude, b.meeting_latitude, b.meeting_longitude, b.duration_minutes,
        b.difficulty_level, b.is_private, b.is_package,
        (b.price_package_cents * (90 + (g * 7 + b.id) % 21) / 100 / 100) * 100,
        (b.price_adults_cents * (90 + (g * 7 + b.id) % 21) / 100 / 100) * 100,
        b.price_children_cents, b.price_babies_cents, b.price_seniors_cents, b.original_price_cents,
        b.show_original_price, (b.display_price_cents * (90 + (g * 7 + b.id) % 21) / 100 / 100) * 100,
        b.min_persons, b.max_persons, b.min_age_allowed, b.include_children, b.include_babies,
        b.cancellation_policy, b.anticipation_hours, greatest(1, least(5, b.rating + ((g % 5) - 2) * 0.1)), b.review_count
      from experiences b cross join ${series} where b.id < 1000000`);
    const tx2 = tx as unknown as Db;
    const copy = (table: string, columns: string, values: string) =>
      tx2.execute(
        sql.raw(`insert into ${table} (${columns}) select ${values} from ${table} b
          cross join generate_series(1, ${copies}) g where b.experience_id < 1000000`),
      );
    await copy(
      'experience_translations',
      'experience_id, lang_code, name, h1, description_html, slug, meeting_reference, meeting_address, meeting_instructions',
      'g * 1000000 + b.experience_id, b.lang_code, b.name, b.h1, b.description_html, b.slug, b.meeting_reference, b.meeting_address, b.meeting_instructions',
    );
    await copy(
      'experience_photos',
      'experience_id, position, photo_id, width, height, dominant_color',
      'g * 1000000 + b.experience_id, b.position, b.photo_id, b.width, b.height, b.dominant_color',
    );
    await copy(
      'experience_categories',
      'experience_id, category_id',
      'g * 1000000 + b.experience_id, b.category_id',
    );
    await copy(
      'experience_languages',
      'experience_id, language_code',
      'g * 1000000 + b.experience_id, b.language_code',
    );
    await copy(
      'experience_details',
      'experience_id, detail_item_id, position',
      'g * 1000000 + b.experience_id, b.detail_item_id, b.position',
    );
    await copy(
      'experience_add_ons',
      'experience_id, add_on_item_id, price_cents, apply_to',
      'g * 1000000 + b.experience_id, b.add_on_item_id, b.price_cents, b.apply_to',
    );
    await copy(
      'price_discount_groups',
      'experience_id, min_participants, max_participants, discount_percent',
      'g * 1000000 + b.experience_id, b.min_participants, b.max_participants, b.discount_percent',
    );
    await copy(
      'company_schedules',
      'company_id, experience_id, all_days, anticipation_hours',
      'b.company_id, g * 1000000 + b.experience_id, b.all_days, b.anticipation_hours',
    );
    await tx.execute(sql`insert into schedule_hours (schedule_id, weekday, hour, capacity)
      select s.id, h.weekday, h.hour, h.capacity from company_schedules s
      join company_schedules base on base.experience_id = s.experience_id % 1000000 and base.company_id = s.company_id
      join schedule_hours h on h.schedule_id = base.id where s.experience_id >= 1000000`);
    // Future inserts by the product continue after the copies.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('experiences', 'id'), (select max(id) from experiences))`,
    );
    await rebuildSearchText(tx2);
  });
  const [after] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from experiences`);
  log(`scaled to ${after?.total} experiences in ${Date.now() - started} ms`);
  // The copies were written then updated (search words): compact the table so benchmarks read no dead rows.
  await db.execute(sql`vacuum (full, analyze) experiences`);
  await db.execute(sql`analyze`);
  return after?.total ?? 0;
}
