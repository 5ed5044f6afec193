/**
 * The stored facts submission checks (experience-completeness.ts): the content, the price, and what other
 * parts of the workspace keep: photos (experience_photos), the weekly schedule (company_schedules and
 * schedule_hours), the meeting point with its words in both languages (meeting-point.ts) and a pickup
 * add-on.
 */
import { sql } from 'drizzle-orm';
import { allQueries } from '../../db/all-queries';
import { type DbOrTx, queryRows } from '../../db/client';
import { PICKUP_TYPE_CODE } from '../catalog/add-on-types';
import type { CompletenessFacts } from './experience-completeness';
import { readContent } from './experience-content.server';
import { isCompleteMeetingPoint } from './meeting-point';
import { readMeetingPoint } from './meeting-point.server';

export async function completenessFacts(db: DbOrTx, experienceId: number): Promise<CompletenessFacts> {
  const [[row], content, meetingPoint] = await allQueries(
    db,
    () =>
      queryRows<{
        is_package: boolean;
        price_adults_cents: number;
        price_package_cents: number;
        photo_count: number;
        has_schedule: boolean;
        has_pickup: boolean;
        has_pickup_area: boolean;
      }>(
        db,
        sql`select e.is_package, e.price_adults_cents, e.price_package_cents,
            (select count(*)::int from experience_photos p where p.experience_id = e.id) as photo_count,
            exists (select 1 from company_schedules s join schedule_hours h on h.schedule_id = s.id
              where s.experience_id = e.id) as has_schedule,
            exists (select 1 from experience_add_ons ea join add_on_items ai on ai.id = ea.add_on_item_id
              where ea.experience_id = e.id and ai.type_code = ${PICKUP_TYPE_CODE}) as has_pickup,
            jsonb_array_length(e.pickup_area) > 0 as has_pickup_area
          from experiences e where e.id = ${experienceId}`,
      ),
    () => readContent(db, experienceId),
    () => readMeetingPoint(db, experienceId),
  );
  return {
    content: content!,
    isPackage: row!.is_package,
    priceAdultsCents: row!.price_adults_cents,
    pricePackageCents: row!.price_package_cents,
    photoCount: row!.photo_count,
    hasSchedule: row!.has_schedule,
    hasMeetingPoint: isCompleteMeetingPoint(meetingPoint),
    hasPickupAddOn: row!.has_pickup,
    hasPickupArea: row!.has_pickup_area,
  };
}
