/**
 * Reading and changing the promotion settings (docs/decisions/0075-admin-promotions). They are read from the
 * database at each use (one primary-key read), never cached: a change reaches every process at once. A
 * change is one transaction: the row, its history line (who, when, before, after, why) and the audit log.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { recordAudit } from '../audit/audit-log.server';
import { SIGNUP_CREDIT_CENTS } from '../wallet/promotions';
import {
  grantedCents,
  promotionDefaults,
  type PromotionKey,
  type PromotionSetting,
} from './promotion-settings';

interface SettingRow {
  key: PromotionKey;
  amount_cents: number;
  enabled: boolean;
  updated_at: Date | string;
}

/** Every promotion's setting: the stored one, else its default. */
export async function promotionSettings(
  db: DbOrTx,
  signupCreditCents: number,
): Promise<Record<PromotionKey, PromotionSetting & { updatedAt: Date | null }>> {
  const defaults = promotionDefaults(signupCreditCents);
  const rows = await queryRows<SettingRow>(
    db,
    sql`select key, amount_cents, enabled, updated_at from promotion_settings`,
  );
  const stored = new Map(rows.map((row) => [row.key, row]));
  const one = (key: PromotionKey) => {
    const row = stored.get(key);
    return row
      ? { amountCents: row.amount_cents, enabled: row.enabled, updatedAt: new Date(row.updated_at) }
      : { ...defaults[key], updatedAt: null };
  };
  return { signup_credit: one('signup_credit'), referral_reward: one('referral_reward') };
}

/**
 * What one promotion gives now (0 when switched off), read at the moment it is granted or promised.
 * `signupCreditCents` is the environment's default (SIGNUP_CREDIT_CENTS); the referral reward needs none.
 */
export async function promotionCents(
  db: DbOrTx,
  key: PromotionKey,
  signupCreditCents: number = SIGNUP_CREDIT_CENTS,
): Promise<number> {
  const [row] = await queryRows<{ amount_cents: number; enabled: boolean }>(
    db,
    sql`select amount_cents, enabled from promotion_settings where key = ${key}`,
  );
  const setting = row
    ? { amountCents: row.amount_cents, enabled: row.enabled }
    : promotionDefaults(signupCreditCents)[key];
  return grantedCents(setting);
}

export interface SettingChange {
  id: number;
  key: PromotionKey;
  before: PromotionSetting;
  after: PromotionSetting;
  reason: string;
  actorId: number | null;
  actorEmail: string | null;
  changedAt: Date;
}

/** The latest changes of every setting, newest first. */
export async function settingHistory(db: DbOrTx, limit = 50): Promise<SettingChange[]> {
  const rows = await queryRows<{
    id: number;
    key: PromotionKey;
    before: PromotionSetting;
    after: PromotionSetting;
    reason: string;
    actor_id: number | null;
    actor_email: string | null;
    changed_at: Date | string;
  }>(
    db,
    sql`select c.id, c.key, c.before, c.after, c.reason, c.actor_id, u.email::text as actor_email, c.changed_at
      from promotion_setting_changes c left join users u on u.id = c.actor_id
      order by c.changed_at desc, c.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    before: row.before,
    after: row.after,
    reason: row.reason,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    changedAt: new Date(row.changed_at),
  }));
}

/**
 * Sets one promotion; the row is locked (or its key claimed) so two admins changing it at once each see the
 * other's value as their "before". Setting what is already there changes nothing and records nothing.
 */
export async function changePromotionSetting(
  db: Db,
  change: { key: PromotionKey; setting: PromotionSetting; reason: string; adminId: number; now: Date },
  signupCreditCents: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await queryRows<{ amount_cents: number; enabled: boolean }>(
      tx,
      sql`select amount_cents, enabled from promotion_settings where key = ${change.key} for update`,
    );
    const before = current
      ? { amountCents: current.amount_cents, enabled: current.enabled }
      : promotionDefaults(signupCreditCents)[change.key];
    const after = change.setting;
    if (before.amountCents === after.amountCents && before.enabled === after.enabled) return;
    await queryRows(
      tx,
      sql`insert into promotion_settings (key, amount_cents, enabled, updated_at, updated_by)
        values (${change.key}, ${after.amountCents}, ${after.enabled}, ${change.now}, ${change.adminId})
        on conflict (key) do update set amount_cents = excluded.amount_cents, enabled = excluded.enabled,
          updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    );
    const asJson = (s: PromotionSetting) => ({ amount_cents: s.amountCents, enabled: s.enabled });
    await queryRows(
      tx,
      sql`insert into promotion_setting_changes (key, before, after, reason, actor_id, changed_at)
        values (${change.key}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb,
          ${change.reason}, ${change.adminId}, ${change.now})`,
    );
    await recordAudit(tx, {
      actorId: change.adminId,
      actorKind: 'admin',
      action: 'promotion_setting.update',
      entity: 'promotion_setting',
      entityId: change.key,
      before: asJson(before),
      after: { ...asJson(after), reason: change.reason },
      at: change.now,
    });
  });
}
