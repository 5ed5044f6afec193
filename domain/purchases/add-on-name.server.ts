import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';

/**
 * A booked add-on's name in `lang` while the experience still offers it, else the name it was booked
 * under (`purchase_add_ons` aliased `pa`): the price and quantity stay as booked either way.
 */
export function bookedAddOnName(lang: Lang): SQL {
  return sql`coalesce((select t.name from experience_add_ons ea
      join add_on_item_translations t on t.add_on_item_id = ea.add_on_item_id and t.lang_code = ${lang}
      where ea.id = pa.experience_add_on_id), pa.name)`;
}
