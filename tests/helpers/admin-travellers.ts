import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { call } from './accounts';
import { passedAdmin } from './admins';
import type { TestApp } from './test-app';

/**
 * The back office travellers' tests (docs/decisions/0073-admin-travellers-and-companies): one admin past the
 * second factor, made on first use, calling `admin/...` in English, and a traveller's audit records.
 */
export function travellersBackOffice(s: { t: TestApp }) {
  let adminToken: string | undefined;
  const office = {
    adminId: 0,
    async admin() {
      if (!adminToken) {
        const passed = await passedAdmin(s.t);
        adminToken = passed.token;
        office.adminId = passed.id;
      }
      return adminToken;
    },
    asAdmin: async (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
      call(s.t, `admin/${url}`, { token: await office.admin(), payload, headers, lang: 'en' }),
    auditOf: (userId: number, action: string) =>
      queryRows<{ actor_id: number; actor_kind: string; before: unknown; after: Record<string, unknown> }>(
        s.t.app.db,
        sql`select actor_id, actor_kind, before, after from audit_log
            where entity = 'user' and entity_id = ${String(userId)} and action = ${action} order by id`,
      ),
  };
  return office;
}
