import { sql } from 'drizzle-orm';
import { DEFAULT_PICKUP_RADIUS_KM } from '../../common/map/stored-pickup-area';
import type { DbOrTx } from '../client';

/**
 * Every demo experience that offers a pickup add-on picks up in its own destination city, 20 km around it
 * (docs/decisions/0081-pickup-area.md): the same area the migration gave the experiences that existed before.
 */
export async function writeDemoPickupAreas(db: DbOrTx): Promise<void> {
  await db.execute(sql`update experiences e
      set pickup_area = jsonb_build_array(jsonb_build_object('destination_id', e.destination_id,
        'radius_km', ${DEFAULT_PICKUP_RADIUS_KM}::int))
    where e.pickup_area = '[]'::jsonb and exists (select 1 from experience_add_ons ea
      join add_on_items ai on ai.id = ea.add_on_item_id where ea.experience_id = e.id and ai.type_code = 0)`);
}
