/**
 * Blocking and unblocking an account from the back office (docs/decisions/0073-admin-travellers-and-companies).
 * A blocked account cannot sign in (USER_BLOCKED, sign-in.server.ts) nor pay (USER_BLOCKED, payer-guard.ts,
 * checked again inside every purchase's transaction), and every session it had ends in the same
 * transaction as the block. Admins are not blocked here (the on-call command handles admin accounts).
 */
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { revokeAllSessions } from '../accounts/session.server';
import { recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { travellerNotFound } from './admin-travellers.server';

export interface BlockChange {
  id: number;
  is_blocked: boolean;
  sessions_ended: number;
}

export async function setTravellerBlocked(
  db: Db,
  adminId: number,
  userId: number,
  blocked: boolean,
  reason: string,
  now: Date,
): Promise<BlockChange> {
  return db.transaction(async (tx) => {
    const [user] = await queryRows<{ is_blocked: boolean; is_admin: boolean; deleted: boolean }>(
      tx,
      sql`select is_blocked, is_admin, deleted_at is not null as deleted from users where id = ${userId} for update`,
    );
    if (!user || user.deleted) throw travellerNotFound();
    if (blocked && userId === adminId) {
      throw new AppError(409, 'CANNOT_BLOCK_SELF', 'admin.travellers.errors.blockSelf');
    }
    if (blocked && user.is_admin) {
      throw new AppError(409, 'ADMIN_NOT_BLOCKABLE', 'admin.travellers.errors.blockAdmin');
    }
    if (user.is_blocked === blocked) {
      throw blocked
        ? new AppError(409, 'USER_ALREADY_BLOCKED', 'admin.travellers.errors.alreadyBlocked')
        : new AppError(409, 'USER_NOT_BLOCKED', 'admin.travellers.errors.notBlocked');
    }
    await tx.execute(sql`update users set is_blocked = ${blocked}, updated_at = ${now} where id = ${userId}`);
    let ended = 0;
    if (blocked) {
      const [open] = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from sessions where user_id = ${userId} and revoked_at is null`,
      );
      ended = open?.count ?? 0;
      await revokeAllSessions(tx, userId, now);
    }
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: blocked ? 'user.block' : 'user.unblock',
      entity: 'user',
      entityId: userId,
      before: { is_blocked: user.is_blocked },
      after: { is_blocked: blocked, reason, ...(blocked ? { sessions_ended: ended } : {}) },
      at: now,
    });
    return { id: userId, is_blocked: blocked, sessions_ended: ended };
  });
}
