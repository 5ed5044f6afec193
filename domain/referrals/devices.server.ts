import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { isDeviceId } from './device-id';

/**
 * Remembers that an account was used on a browser (its device cookie, docs/decisions/0042): at sign-up
 * and sign-in. A malformed or missing id is ignored.
 */
export async function rememberDevice(
  tx: DbOrTx,
  userId: number,
  deviceId: string | undefined,
  now: Date,
): Promise<void> {
  if (!isDeviceId(deviceId)) return;
  await queryRows(
    tx,
    sql`insert into user_devices (user_id, device_id, first_seen_at, last_seen_at)
      values (${userId}, ${deviceId}, ${now}, ${now})
      on conflict (user_id, device_id) do update set last_seen_at = excluded.last_seen_at`,
  );
}
