/**
 * An experience's pickup area on the database (docs/decisions/0081-pickup-area.md): stored circles resolved
 * to a `PickupArea` in one language (a served city's centre and name come from its destination), and the
 * editor's area checked against the experience's country before it is written.
 */
import { sql } from 'drizzle-orm';
import type { Lang } from '../../common/i18n/languages';
import { isInsideCountry } from '../../common/map/country-shapes.server';
import type { PickupArea, PickupCircle } from '../../common/map/pickup-area';
import type { StoredPickupCircle } from '../../common/map/stored-pickup-area';
import { type DbOrTx, queryRows } from '../../db/client';
import { PICKUP_TYPE_CODE } from '../catalog/add-on-types';
import { localizedValue } from '../catalog/localized-sql';
import type { MissingPiece } from './experience-completeness';
import { isCityCircle } from './pickup-area-input';

const KEY = 'operatorExperiences.errors';
const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The stored circles as the traveller's map and the purchase's check use them. */
export async function resolvePickupArea(
  db: DbOrTx,
  stored: readonly StoredPickupCircle[],
  lang: Lang,
): Promise<PickupArea> {
  const ids = stored.filter(isCityCircle).map((circle) => circle.destination_id);
  const cities =
    ids.length === 0
      ? []
      : await queryRows<{ id: number; latitude: number; longitude: number; name: string }>(
          db,
          sql`select d.id, d.latitude, d.longitude,
              ${localizedValue('destination_translations', 'destination_id', sql`d.id`, 'name', lang)} as name
            from destinations d where d.id = any(${intArray(ids)}::int[])`,
        );
  const byId = new Map(cities.map((city) => [city.id, city]));
  const circles = stored.flatMap((circle): PickupCircle[] => {
    if (!isCityCircle(circle)) {
      const { latitude, longitude, name, radius_km: radiusKm } = circle;
      return [{ latitude, longitude, name, radiusKm }];
    }
    const city = byId.get(circle.destination_id);
    if (!city) return [];
    return [
      { latitude: city.latitude, longitude: city.longitude, name: city.name, radiusKm: circle.radius_km },
    ];
  });
  return { circles };
}

export async function readStoredPickupArea(db: DbOrTx, experienceId: number): Promise<StoredPickupCircle[]> {
  const [row] = await queryRows<{ pickup_area: StoredPickupCircle[] }>(
    db,
    sql`select pickup_area from experiences where id = ${experienceId}`,
  );
  return row?.pickup_area ?? [];
}

export async function readPickupArea(db: DbOrTx, experienceId: number, lang: Lang): Promise<PickupArea> {
  return resolvePickupArea(db, await readStoredPickupArea(db, experienceId), lang);
}

/**
 * What is wrong with an editor's area for an experience whose destination is `destinationId`: a city of
 * another country (or unknown), a centre outside the country's outline, and, when the experience is live
 * with a pickup add-on, no circle at all.
 */
export async function pickupAreaIssues(
  db: DbOrTx,
  input: {
    destinationId: number;
    area: readonly StoredPickupCircle[];
    addOnItemIds: readonly number[];
    live: boolean;
  },
): Promise<MissingPiece[]> {
  const cityIds = input.area.filter(isCityCircle).map((circle) => circle.destination_id);
  const [found] = await queryRows<{ iso_code: string | null; foreign_cities: number; has_pickup: boolean }>(
    db,
    sql`select (select c.iso_code from destinations d join countries c on c.id = d.country_id
          where d.id = ${input.destinationId}) as iso_code,
        (select count(*)::int from unnest(${intArray(cityIds)}::int[]) x where not exists (
          select 1 from destinations d where d.id = x and d.country_id =
            (select country_id from destinations where id = ${input.destinationId}))) as foreign_cities,
        exists (select 1 from add_on_items where type_code = ${PICKUP_TYPE_CODE}
          and id = any(${intArray(input.addOnItemIds)}::int[])) as has_pickup`,
  );
  const issues: MissingPiece[] = [];
  if (found!.foreign_cities > 0)
    issues.push({ field: 'terms.pickup_area', message: `${KEY}.pickupCityInvalid` });
  const iso = found!.iso_code;
  const outside = input.area.some(
    (circle) => !isCityCircle(circle) && (iso === null || !isInsideCountry(iso, circle)),
  );
  if (outside) issues.push({ field: 'terms.pickup_area', message: `${KEY}.pickupCentreInvalid` });
  if (input.live && found!.has_pickup && input.area.length === 0) {
    issues.push({ field: 'terms.pickup_area', message: `${KEY}.pickupAreaRequired` });
  }
  return issues;
}
