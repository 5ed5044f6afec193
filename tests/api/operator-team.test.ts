import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { call, mailbox, PASSWORD, signUp, uniqueEmail } from '../helpers/accounts';
import { type OperatorWorld, seededOperatorApp } from '../helpers/operators';
import type { TestApp } from '../helpers/test-app';

/**
 * The company's team (docs/product.md § Operators): owners invite staff by e-mail (a single-use link),
 * list and remove members; the invited person accepts with an existing account or a new one.
 */
let t: TestApp;
let world: OperatorWorld;

beforeAll(async () => ({ t, world } = await seededOperatorApp()));
afterAll(() => t?.close());

const invite = (token: string | undefined, email: string, extra: Record<string, unknown> = {}) =>
  call(t, 'operator/team/invitations', { token, payload: { email, ...extra } });

/** The token of the newest invitation link e-mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = (await mailbox(t, email)).filter((item) => item.template === 'team_invitation');
  const match = mail ? /\/operator\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail.text) : null;
  if (!match?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

const accept = (payload: Record<string, unknown>, token?: string) =>
  call(t, 'operator-invitations/accept', { token, payload });

async function auditActions(companyId: number): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    t.app.db,
    sql`select action from audit_log where company_id = ${companyId} order by id`,
  );
  return rows.map((row) => row.action);
}

describe('who may manage the team', () => {
  it('answers anonymous 401, a traveller OPERATOR_ONLY, staff OWNER_ONLY, owners their own team', async () => {
    const { callers } = world;
    for (const [route, method, payload] of [
      ['operator/team', 'GET', undefined],
      ['operator/team/invitations', 'POST', { email: uniqueEmail() }],
      ['operator/team/invitations/1', 'DELETE', undefined],
      ['operator/team/members/1', 'DELETE', undefined],
    ] as const) {
      const as = (token: string | undefined) => call(t, route, { token, method, payload });
      expect((await as(callers.anonymous)).statusCode, route).toBe(401);
      const traveller = await as(callers.traveller);
      expect([traveller.statusCode, traveller.json().code], route).toEqual([403, 'OPERATOR_ONLY']);
      const staff = await as(callers.staffA);
      expect([staff.statusCode, staff.json().code], route).toEqual([403, 'OWNER_ONLY']);
    }
    const teamA = (await call(t, 'operator/team', { token: callers.ownerA })).json().data;
    const teamB = (await call(t, 'operator/team', { token: callers.ownerB })).json().data;
    expect(teamA.members.map((m: { user_id: number }) => m.user_id).sort()).toEqual(
      [world.accounts.ownerA, world.accounts.staffA].sort(),
    );
    expect(teamA.members[0]).toMatchObject({ user_id: world.accounts.ownerA, role: 'owner' });
    expect(teamB.members.map((m: { user_id: number }) => m.user_id)).toEqual([world.accounts.ownerB]);
  });

  it('answers 404 for a member or invitation of another company, and changes nothing', async () => {
    const email = uniqueEmail('other');
    const invitation = (await invite(world.callers.ownerA, email)).json().data;
    const removeA = await call(t, `operator/team/members/${world.accounts.staffA}`, {
      token: world.callers.ownerB,
      method: 'DELETE',
    });
    expect([removeA.statusCode, removeA.json().code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const revokeA = await call(t, `operator/team/invitations/${invitation.id}`, {
      token: world.callers.ownerB,
      method: 'DELETE',
    });
    expect([revokeA.statusCode, revokeA.json().code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    const teamA = (await call(t, 'operator/team', { token: world.callers.ownerA })).json().data;
    expect(teamA.members).toHaveLength(2);
    expect(teamA.invitations.map((i: { email: string }) => i.email)).toContain(email);
  });
});

describe('inviting and accepting', () => {
  it('e-mails a new address a link in the chosen language; accepting makes the account, signed in', async () => {
    const email = uniqueEmail('new-staff');
    const sent = await invite(world.callers.ownerA, email, { language: 'en' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ email, language: 'en' });
    const [mail] = await mailbox(t, email);
    expect(mail).toMatchObject({ template: 'team_invitation', lang_code: 'en' });
    expect(mail!.subject).toContain('invites you to');
    const token = await invitationToken(email);

    const incomplete = await accept({ token });
    expect(incomplete.statusCode).toBe(400);
    expect(
      incomplete
        .json()
        .issues.map((i: { field: string }) => i.field)
        .sort(),
    ).toEqual(['first_name', 'last_name', 'password']);

    const accepted = await accept({ token, first_name: 'Nuria', last_name: 'Staff', password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    const { token: session, user } = accepted.json();
    expect(user).toMatchObject({ email, email_verified: true });
    expect(accepted.headers['set-cookie']).toBeDefined();
    const me = await call(t, 'operator/me', { token: session });
    expect(me.json().data).toMatchObject({ role: 'staff', company: { id: world.companyA } });

    const again = await accept({ token, first_name: 'Nuria', last_name: 'Staff', password: PASSWORD });
    expect([again.statusCode, again.json().code]).toEqual([400, 'INVITATION_INVALID']);
    const [row] = await queryRows<{ token_hash: string }>(
      t.app.db,
      sql`select token_hash from company_invitations where email = ${email}`,
    );
    expect(row!.token_hash).not.toContain(token);
    expect(await auditActions(world.companyA)).toEqual(expect.arrayContaining(['team.invite', 'team.join']));
  });

  it('writes the e-mail in an existing account’s language and lets only that account accept', async () => {
    const invitee = await signUp(t, {}, 'en');
    expect((await invite(world.callers.ownerA, invitee.email)).statusCode).toBe(201);
    const [mail] = await mailbox(t, invitee.email).then((all) =>
      all.filter((item) => item.template === 'team_invitation'),
    );
    expect(mail!.lang_code).toBe('en');
    const token = await invitationToken(invitee.email);

    const anonymous = await accept({ token });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([403, 'SIGN_IN_AS_INVITEE']);
    expect(anonymous.json().message).toContain(invitee.email);
    const stranger = await accept({ token }, world.callers.traveller);
    expect(stranger.json().code).toBe('SIGN_IN_AS_INVITEE');
    // Someone else's attempt did not spend the link: the invitee still accepts with it.
    const accepted = await accept({ token }, invitee.token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().token).toBeUndefined();
    expect((await call(t, 'operator/me', { token: invitee.token })).json().data.role).toBe('staff');
  });

  it('refuses a member of the team, and an operator of another company at acceptance', async () => {
    const member = await invite(world.callers.ownerA, 'equipo@rumbo.test');
    expect([member.statusCode, member.json().code]).toEqual([409, 'ALREADY_MEMBER']);

    expect((await invite(world.callers.ownerA, 'operadora@rumbo.test')).statusCode).toBe(201);
    const token = await invitationToken('operadora@rumbo.test');
    const other = await accept({ token }, world.callers.ownerB);
    expect([other.statusCode, other.json().code]).toEqual([409, 'MEMBER_OF_ANOTHER_COMPANY']);
    expect((await call(t, 'operator/me', { token: world.callers.ownerB })).json().data.company.id).toBe(
      world.companyB,
    );
  });

  it('replaces a pending invitation, and a withdrawn one no longer works', async () => {
    const email = uniqueEmail('twice');
    await invite(world.callers.ownerA, email);
    const first = await invitationToken(email);
    const second = (await invite(world.callers.ownerA, email)).json().data;
    const renewed = await invitationToken(email);
    expect(renewed).not.toBe(first);
    const stale = await accept({ token: first, first_name: 'Ana', last_name: 'Twice', password: PASSWORD });
    expect(stale.json().code).toBe('INVITATION_INVALID');

    const revoked = await call(t, `operator/team/invitations/${second.id}`, {
      token: world.callers.ownerA,
      method: 'DELETE',
    });
    expect(revoked.statusCode).toBe(204);
    const late = await accept({ token: renewed, first_name: 'Ana', last_name: 'Twice', password: PASSWORD });
    expect(late.json().code).toBe('INVITATION_INVALID');
    const forged = await accept({ token: 'x'.repeat(43) });
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'INVITATION_INVALID']);
  });

  it('refuses a malformed address with the field’s translated message', async () => {
    const res = await call(t, 'operator/team/invitations', {
      token: world.callers.ownerA,
      payload: { email: 'not-an-address' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'email', message: 'Write a valid e-mail to invite.' }]);
  });
});

describe('removing members', () => {
  it('removes staff, who lose the workspace at once, and never the last owner', async () => {
    const email = uniqueEmail('leaving');
    await invite(world.callers.ownerB, email);
    const joined = await accept({
      token: await invitationToken(email),
      first_name: 'Leo',
      last_name: 'Leaving',
      password: PASSWORD,
    });
    const { token: session, user } = joined.json();
    expect((await call(t, 'operator/me', { token: session })).statusCode).toBe(200);

    const removed = await call(t, `operator/team/members/${user.id}`, {
      token: world.callers.ownerB,
      method: 'DELETE',
    });
    expect(removed.statusCode).toBe(204);
    expect((await call(t, 'operator/me', { token: session })).json().code).toBe('OPERATOR_ONLY');

    const last = await call(t, `operator/team/members/${world.accounts.ownerB}`, {
      token: world.callers.ownerB,
      method: 'DELETE',
    });
    expect([last.statusCode, last.json().code]).toEqual([409, 'LAST_OWNER']);
    const [audit] = await queryRows<{ before: { email: string }; after: unknown }>(
      t.app.db,
      sql`select before, after from audit_log where action = 'team.remove' and entity_id = ${String(user.id)}`,
    );
    expect(audit).toEqual({ before: expect.objectContaining({ email, role: 'staff' }), after: null });
  });
});
