import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { rewardReferrer } from '../../domain/referrals/referral-reward.server';
import { walletBalanceCents } from '../../domain/wallet/ledger.server';
import { call, signUpVerified } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { type BookingFixture, prepareBookingFixture } from '../helpers/booking-fixture';
import { expectLedgerInvariants } from '../helpers/ledger-invariants';
import { buyFixture, referralOf, signUpTraveller } from '../helpers/referrals';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The sign-up credit and the referral reward as settings (docs/decisions/0075-admin-promotions): the
 * environment's amount is the default, an admin changes an amount or switches a promotion off with a
 * reason, every change is in the history and the audit log, and the next sign-up or referral gets the
 * new value.
 */
let t: TestApp;
let f: BookingFixture;
let admin: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    experiences: 12,
    env: { CAPTCHA_PROVIDER: 'off', SIGNUP_CREDIT_CENTS: '1500' },
  });
  f = await prepareBookingFixture(t);
  admin = await passedAdmin(t);
}, 300_000);
afterAll(() => t?.close());

const settings = () => call(t, 'admin/settings/promotions', { token: admin.token });
const change = (key: string, body: Record<string, unknown>, lang: 'es' | 'en' = 'en') =>
  call(t, `admin/settings/promotions/${key}`, { token: admin.token, method: 'PUT', payload: body, lang });

describe('the promotion settings', () => {
  it('start at the defaults: 15 USD at sign-up (the environment) and 5 USD per referral, both on', async () => {
    const answer = await settings();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({
      signup_credit: { amount: 15, enabled: true, default_amount: 15, updated_at: null },
      referral_reward: { amount: 5, enabled: true, default_amount: 5, updated_at: null },
      history: [],
    });
  });

  it('refuses a bad amount, a missing reason and an unknown promotion with translated 400s', async () => {
    const negative = await change('signup_credit', { amount: -1, enabled: true, reason: 'Campaña' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('An amount in USD from 0 to 1000');
    const noReason = await change('signup_credit', { amount: 20, enabled: true }, 'es');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Indica un motivo de 3 a 1000 caracteres.');
    expect((await change('birthday', { amount: 20, enabled: true, reason: 'Campaña' })).statusCode).toBe(400);
    expect((await settings()).json().data.history).toEqual([]);
  });

  it('gives the next verified sign-up the new amount, and nothing once switched off', async () => {
    // The sign-up's answer says the credit its verification link brings (the dialog's success step shows it).
    const usual = await signUpVerified(t);
    expect(usual.response.json().signup_credit_cents).toBe(1500);
    expect(await walletBalanceCents(t.app.db, usual.id)).toBe(1500);
    const raised = await change('signup_credit', { amount: 20, enabled: true, reason: 'Campaña de Navidad' });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.signup_credit).toMatchObject({ amount: 20, enabled: true, default_amount: 15 });
    const first = await signUpVerified(t);
    expect(first.response.json().signup_credit_cents).toBe(2000);
    expect(await walletBalanceCents(t.app.db, first.id)).toBe(2000);

    await change('signup_credit', { amount: 20, enabled: false, reason: 'Fin de la campaña' });
    const second = await signUpVerified(t);
    expect(second.response.json().signup_credit_cents).toBe(0);
    expect(await walletBalanceCents(t.app.db, second.id)).toBe(0);

    const { history } = (await settings()).json().data;
    expect(history).toEqual([
      expect.objectContaining({
        key: 'signup_credit',
        before: { amount: 20, enabled: true },
        after: { amount: 20, enabled: false },
        reason: 'Fin de la campaña',
        by: admin.email,
      }),
      expect.objectContaining({
        key: 'signup_credit',
        before: { amount: 15, enabled: true },
        after: { amount: 20, enabled: true },
        reason: 'Campaña de Navidad',
      }),
    ]);
    const audit = await queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
      t.app.db,
      sql`select action, actor_id, before, after from audit_log where entity = 'promotion_setting' order by id`,
    );
    expect(audit).toEqual([
      {
        action: 'promotion_setting.update',
        actor_id: admin.id,
        before: { amount_cents: 1500, enabled: true },
        after: { amount_cents: 2000, enabled: true, reason: 'Campaña de Navidad' },
      },
      {
        action: 'promotion_setting.update',
        actor_id: admin.id,
        before: { amount_cents: 2000, enabled: true },
        after: { amount_cents: 2000, enabled: false, reason: 'Fin de la campaña' },
      },
    ]);
    // The same values again change nothing and record nothing.
    await change('signup_credit', { amount: 20, enabled: false, reason: 'Otra vez' });
    expect((await settings()).json().data.history).toHaveLength(2);
    await change('signup_credit', { amount: 15, enabled: true, reason: 'Volvemos al valor de siempre' });
  });

  it('pays the referral reward the settings hold when the referred purchase earns it, and none when off', async () => {
    await change('referral_reward', { amount: 7.5, enabled: true, reason: 'Doble recompensa' });
    const referrer = await signUpTraveller(t);
    const referee = await signUpTraveller(t, { referentCode: referrer.code });
    const before = await walletBalanceCents(t.app.db, referrer.id);
    const bought = await buyFixture(t, f, referee, '2026-12-01', 5100);
    await t.app.db.transaction((tx) => rewardReferrer(tx, referee.id, bought, t.app.clock()));
    expect(await walletBalanceCents(t.app.db, referrer.id)).toBe(before + 750);
    expect(await referralOf(t, referee.id)).toMatchObject({ status: 'rewarded', reward_cents: 750 });

    await change('referral_reward', { amount: 7.5, enabled: false, reason: 'Programa en pausa' });
    const otherReferrer = await signUpTraveller(t);
    const otherReferee = await signUpTraveller(t, { referentCode: otherReferrer.code });
    const otherBefore = await walletBalanceCents(t.app.db, otherReferrer.id);
    const other = await buyFixture(t, f, otherReferee, '2026-12-02', 5100);
    const outcome = await t.app.db.transaction((tx) =>
      rewardReferrer(tx, otherReferee.id, other, t.app.clock()),
    );
    expect(outcome).toBe('none');
    expect(await walletBalanceCents(t.app.db, otherReferrer.id)).toBe(otherBefore);
    expect(await referralOf(t, otherReferee.id)).toMatchObject({ status: 'pending', reward_cents: 0 });
    await expectLedgerInvariants(t.app.db);
  });
});
