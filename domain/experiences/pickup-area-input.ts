/**
 * The editor's pickup area (docs/decisions/0081-pickup-area.md): the cities the experience serves (its
 * country's destinations, each with a radius) and centres the operator places and names. Pure; the server
 * checks the destinations and centres lie in the experience's country (pickup-area.server.ts).
 */
import { z } from 'zod';
import {
  PICKUP_CIRCLES_MAX,
  PICKUP_RADIUS_MAX_KM,
  PICKUP_RADIUS_MIN_KM,
  type StoredPickupCircle,
} from '../../common/map/stored-pickup-area';
import { idSchema } from '../id-schema';
import { hasRefusedCharacters } from '../input-text';

const KEY = 'operatorExperiences.errors';

const radius = z
  .number({ error: `${KEY}.pickupRadiusInvalid` })
  .min(PICKUP_RADIUS_MIN_KM, `${KEY}.pickupRadiusInvalid`)
  .max(PICKUP_RADIUS_MAX_KM, `${KEY}.pickupRadiusInvalid`);

const cityCircle = z.strictObject({ destination_id: idSchema, radius_km: radius });

const centreCircle = z.strictObject({
  latitude: z
    .number({ error: `${KEY}.pickupCentreInvalid` })
    .min(-90)
    .max(90),
  longitude: z
    .number({ error: `${KEY}.pickupCentreInvalid` })
    .min(-180)
    .max(180),
  radius_km: radius,
  name: z
    .string({ error: `${KEY}.pickupNameInvalid` })
    .transform((value) => value.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(2, `${KEY}.pickupNameInvalid`)
        .max(80, `${KEY}.pickupNameInvalid`)
        .refine((value) => !hasRefusedCharacters(value) && !/[<>]/.test(value), `${KEY}.pickupNameInvalid`),
    ),
});

export const pickupAreaInput = z
  .array(z.union([cityCircle, centreCircle], { error: `${KEY}.pickupAreaInvalid` }), {
    error: `${KEY}.pickupAreaInvalid`,
  })
  .max(PICKUP_CIRCLES_MAX, `${KEY}.pickupAreaInvalid`)
  // Left out: a new draft has none and a saved experience keeps its stored area; `[]` clears it.
  .optional() satisfies z.ZodType<StoredPickupCircle[] | undefined, unknown>;

export type PickupAreaInput = z.infer<typeof pickupAreaInput>;

export function isCityCircle(
  circle: StoredPickupCircle,
): circle is Extract<StoredPickupCircle, { destination_id: number }> {
  return 'destination_id' in circle;
}
