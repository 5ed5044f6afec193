import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  DEMO_OPERATOR_PASSWORD,
  DEMO_OWNER_EMAILS,
  DEMO_STAFF_EMAIL,
} from '../../db/seed/write-operator-accounts';
import { changedFields, recordAudit } from '../../domain/audit/audit-log.server';
import { call, signInSolving } from '../helpers/accounts';
import { expectEach } from '../helpers/expect-each';
import { refusal } from '../helpers/database-refusal';
import { type OperatorWorld, seededOperatorApp } from '../helpers/operators';
import { TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * Operator users and the audit log (docs/decisions/0056-operator-access): membership decides who is an
 * operator and of which company; the audit log only grows.
 */
let t: TestApp;
let world: OperatorWorld;

beforeAll(async () => ({ t, world } = await seededOperatorApp()));
afterAll(() => t?.close());

describe('GET /api/v1/operator/me', () => {
  it('answers each caller of the matrix', async () => {
    const { callers } = world;
    const anonymous = await call(t, 'operator/me', { token: callers.anonymous });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');

    const traveller = await call(t, 'operator/me', { token: callers.traveller, lang: 'en' });
    expect(traveller.statusCode).toBe(403);
    expect(traveller.json()).toMatchObject({
      code: 'OPERATOR_ONLY',
      message: expect.stringContaining('register as a supplier'),
    });
    const travellerEs = await call(t, 'operator/me', { token: callers.traveller, lang: 'es' });
    expect(travellerEs.json().message).toContain('regístrate como proveedor');

    const staff = await call(t, 'operator/me', { token: callers.staffA });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ role: 'staff', company: { id: world.companyA } });

    const ownerA = await call(t, 'operator/me', { token: callers.ownerA });
    expect(ownerA.statusCode).toBe(200);
    expect(ownerA.json().data).toMatchObject({ role: 'owner', company: { id: world.companyA } });

    const ownerB = await call(t, 'operator/me', { token: callers.ownerB });
    expect(ownerB.statusCode).toBe(200);
    expect(ownerB.json().data).toMatchObject({ role: 'owner', company: { id: world.companyB } });
    expect(world.companyB).not.toBe(world.companyA);
  });

  it('names the company, its country and logo, and is never stored by a cache', async () => {
    const res = await call(t, 'operator/me', { token: world.callers.ownerA });
    const [company] = await queryRows<{ name: string; iso: string }>(
      t.app.db,
      sql`select c.company_name as name, co.iso_code as iso from companies c
          join countries co on co.id = c.country_id where c.id = ${world.companyA}`,
    );
    expect(res.json().data.company).toEqual({
      id: world.companyA,
      name: company!.name,
      country: company!.iso,
      logo_url: null,
    });
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('takes the company from the session, whatever the request says', async () => {
    const res = await call(t, `operator/me?company_id=${world.companyB}`, {
      token: world.callers.ownerA,
      headers: { 'company-id': String(world.companyB) },
    });
    expect(res.json().data.company.id).toBe(world.companyA);
  });
});

describe("the user's operator_role", () => {
  it('tells the session its role in a company: owner, staff or none', async () => {
    const { callers } = world;
    const roleOf = async (token: string) => {
      const res = await call(t, 'me', { token });
      expect(res.statusCode).toBe(200);
      return res.json().user.operator_role;
    };
    expect(await roleOf(callers.traveller)).toBeNull();
    expect(await roleOf(callers.staffA)).toBe('staff');
    expect(await roleOf(callers.ownerA)).toBe('owner');
    expect(await roleOf(callers.ownerB)).toBe('owner');
  });

  it('comes with the sign-in answer too', async () => {
    const res = await signInSolving(t, DEMO_STAFF_EMAIL, DEMO_OPERATOR_PASSWORD);
    expect(res.json().user).toMatchObject({
      email: DEMO_STAFF_EMAIL,
      operator_role: 'staff',
      is_admin: false,
    });
  });
});

describe('the demo operators', () => {
  it('gives every seeded company exactly one owner, and the first one staff', async () => {
    const rows = await queryRows<{ id: number; owners: number; staff: number }>(
      t.app.db,
      sql`select c.id,
            count(*) filter (where m.role = 'owner')::int as owners,
            count(*) filter (where m.role = 'staff')::int as staff
          from companies c left join company_members m on m.company_id = c.id
          group by c.id order by c.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expectEach(rows, (row) => row.owners === 1, 'every seeded company has one owner');
    expect(rows.map((row) => row.staff)).toEqual([1, ...rows.slice(1).map(() => 0)]);
  });

  it('signs the demo owners and staff in with the documented password', async () => {
    for (const email of [...DEMO_OWNER_EMAILS, DEMO_STAFF_EMAIL]) {
      expect((await signInSolving(t, email, DEMO_OPERATOR_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('lets an account belong to one company only', async () => {
    expect(
      await refusal(
        t.app.db.execute(
          sql`insert into company_members (company_id, user_id, role)
              values (${world.companyB}, ${world.accounts.staffA}, 'staff')`,
        ),
      ),
    ).toMatch(/company_members_user_id_unique|duplicate key/);
  });
});

describe('the audit log', () => {
  it('records who did what to which entity, before and after, at the given time', async () => {
    await t.app.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: world.accounts.ownerA,
        actorKind: 'operator',
        companyId: world.companyA,
        action: 'company.update',
        entity: 'company',
        entityId: world.companyA,
        before: { legal_name: null },
        after: { legal_name: 'Demo S.A.' },
        at: TEST_NOW,
      }),
    );
    const rows = await queryRows<Record<string, unknown>>(
      t.app.db,
      sql`select actor_id, actor_kind, company_id, action, entity, entity_id, before, after, occurred_at
          from audit_log where action = 'company.update'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: world.accounts.ownerA,
      actor_kind: 'operator',
      company_id: world.companyA,
      entity: 'company',
      entity_id: String(world.companyA),
      before: { legal_name: null },
      after: { legal_name: 'Demo S.A.' },
    });
    expect(new Date(rows[0]!.occurred_at as string).toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('is written with the transaction it describes: a rolled back write leaves no record', async () => {
    await refusal(
      t.app.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: world.accounts.ownerA,
          actorKind: 'operator',
          action: 'rolled.back',
          entity: 'company',
          entityId: 1,
          before: null,
          after: {},
        });
        throw new Error('the write failed');
      }),
    );
    const rows = await queryRows(t.app.db, sql`select 1 from audit_log where action = 'rolled.back'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses to change, delete or empty a record', async () => {
    expect(await refusal(t.app.db.execute(sql`update audit_log set action = 'changed'`))).toMatch(
      /the audit log is append-only/,
    );
    expect(await refusal(t.app.db.execute(sql`delete from audit_log`))).toMatch(
      /the audit log is append-only/,
    );
    expect(await refusal(t.app.db.execute(sql`truncate audit_log`))).toMatch(/the audit log is append-only/);
    const rows = await queryRows(t.app.db, sql`select 1 from audit_log where action = 'company.update'`);
    expect(rows).toHaveLength(1);
  });

  it('keeps only the fields that changed', () => {
    expect(changedFields({ a: 1, b: 'x', c: null }, { a: 1, b: 'y', c: 'z' })).toEqual({
      before: { b: 'x', c: null },
      after: { b: 'y', c: 'z' },
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toBeNull();
  });
});
