import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '../../common/i18n/es.json';
import { queryRows } from '../../db/client';
import { formatUsd } from '../../domain/pricing/money';
import { platformAccountId, postTransaction, walletAccountId } from '../../domain/wallet/ledger.server';
import { call, sessionCookie, signInSolving, signUpVerified, uniqueEmail } from '../helpers/accounts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The wallet pages on the server (spec § 2, docs/decisions/0041): /profile/credit-giftcard/balance sends
 * a visitor home and shows a traveller only her own ledger lines, privately; /profile/credit-giftcard/redeem
 * asks a visitor to sign in; the profile's refer-and-earn block carries the traveller's own link.
 */
let t: TestApp;
const ana = { id: 0, email: uniqueEmail('ana'), cookie: '', referent: '' };
const ben = { id: 0, email: uniqueEmail('ben'), cookie: '' };

/** Credits a wallet as a referral reward would (a balanced posting keyed by its own reference). */
async function reward(userId: number, reference: string, cents: number) {
  const [expense, wallet] = [
    await platformAccountId(t.database.db, 'referral_expense'),
    await walletAccountId(t.database.db, userId),
  ];
  await postTransaction(
    t.database.db,
    {
      kind: 'referral_reward',
      referenceType: 'referral',
      referenceId: reference,
      entries: [
        { accountId: expense, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
    },
    new Date(TEST_NOW.getTime() + Number(reference.replace(/\D/g, '')) * 60_000),
  );
}

async function signedInCookie(email: string) {
  return sessionCookie(await signInSolving(t, email)).split(';')[0]!;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 8, web: true });
  ana.id = (await signUpVerified(t, { email: ana.email })).id;
  ben.id = (await signUpVerified(t, { email: ben.email })).id;
  ana.cookie = await signedInCookie(ana.email);
  ben.cookie = await signedInCookie(ben.email);
  ana.referent = (await call(t, 'session', { headers: { cookie: ana.cookie } })).json().user.referent;
  // Ben earns one reward; Ana earns 21, so that with her welcome credit her history has two pages.
  await reward(ben.id, 'ben-1', 700);
  for (let n = 1; n <= 21; n++) await reward(ana.id, `ana-${n}`, 500);
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('/profile/credit-giftcard/balance', () => {
  it('sends a visitor home with a real redirect that no cache keeps', async () => {
    const visitor = await get('/profile/credit-giftcard/balance');
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toBe('/');
    expect(visitor.headers['cache-control']).toMatch(/private|no-store/);
  });

  it('shows the traveller her balance and her own lines only, privately, in both languages', async () => {
    const page = await get('/profile/credit-giftcard/balance', { cookie: ben.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/private/);
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(page.payload).toContain('<title>Mi saldo | Rumbo</title>');
    expect(page.payload).toMatch(/data-testid="balance-amount"[^>]*>\$22</);
    expect(page.payload).toContain('Crédito de bienvenida');
    expect(page.payload).toContain('Recompensa por recomendar');
    expect(page.payload).toContain('+$7');
    expect(page.payload).toContain('2 movimientos');
    expect(page.payload).toContain('no caduca, no es transferible y no se puede cobrar en efectivo');
    expect(page.payload).toContain('href="/profile/credit-giftcard/redeem"');
    expect(page.payload).toContain('href="/giftcards"');
    // Ana's 5-dollar rewards are not Ben's.
    expect(page.payload).not.toContain('+$5<');

    const english = await get('/profile/credit-giftcard/balance', {
      cookie: ben.cookie,
      'accept-language': 'en',
    });
    expect(english.payload).toContain('<title>My balance | Rumbo</title>');
    expect(english.payload).toContain('Welcome credit');
    expect(english.payload).toContain('never expires, cannot be transferred and cannot be cashed out');
    expect(english.payload).toMatch(/Nov \d+, 2026/);
  });

  it('pages a long history with numbered links, newest first', async () => {
    const first = await get('/profile/credit-giftcard/balance', { cookie: ana.cookie });
    expect(first.payload).toMatch(/data-testid="balance-amount"[^>]*>\$120</);
    expect(first.payload).toContain('22 movimientos');
    expect(first.payload.match(/Recompensa por recomendar/g)).toHaveLength(20);
    expect(first.payload).not.toContain('Crédito de bienvenida');
    expect(first.payload).toContain('href="/profile/credit-giftcard/balance?page=2"');
    const second = await get('/profile/credit-giftcard/balance?page=2', { cookie: ana.cookie });
    expect(second.statusCode).toBe(200);
    expect(second.payload.match(/Recompensa por recomendar/g)).toHaveLength(1);
    expect(second.payload).toContain('Crédito de bienvenida');
    expect(second.payload).toContain('aria-current="page"');
    expect((await get('/profile/credit-giftcard/balance?page=x', { cookie: ana.cookie })).statusCode).toBe(
      400,
    );
  });

  it('keeps every ledger transaction balanced', async () => {
    const [totals] = await queryRows<{ unbalanced: number }>(
      t.database.db,
      sql`select count(*)::int as unbalanced from (select transaction_id from ledger_entries
        group by transaction_id having sum(amount_cents) <> 0) as t`,
    );
    expect(totals?.unbalanced).toBe(0);
  });
});

describe('/profile/credit-giftcard/redeem', () => {
  it('asks a visitor to sign in and gives a traveller the code form, privately', async () => {
    const visitor = await get('/profile/credit-giftcard/redeem');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toMatch(/private|no-store/);
    expect(visitor.payload).toContain('Inicia sesión para canjear una tarjeta de regalo');
    expect(visitor.payload).not.toContain('name="code"');

    const page = await get('/profile/credit-giftcard/redeem', {
      cookie: ana.cookie,
      'accept-language': 'en',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toMatch(/private/);
    expect(page.payload).toContain('<title>Redeem a gift card | Rumbo</title>');
    const input = /<input[^>]*name="code"[^>]*>/.exec(page.payload)?.[0] ?? '';
    // React writes the attributes in their DOM spelling; HTML reads them without case.
    expect(input).toMatch(/autocomplete="off"/i);
    expect(input).toMatch(/spellcheck="false"/i);
    expect(input).toMatch(/inputmode="text"/i);
  });
});

describe('refer and earn', () => {
  it('shows the traveller her own /referent link and a chat share in the profile', async () => {
    expect(ana.referent).toMatch(/^[A-Za-z0-9]{10}$/);
    const page = await get('/profile/wallet', { cookie: ana.cookie });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain(`/referent/${ana.referent}"`);
    expect(page.payload).toContain('Recomienda y gana');
    expect(page.payload).toMatch(/href="https:\/\/wa\.me\/\?text=[^"]*referent%2F/);
    expect(page.payload).toContain('href="/profile/credit-giftcard/balance"');
    expect(page.payload).not.toContain(`/referent/${ben.email}`);
  });

  it('names the amounts the back office set (docs/decisions/0075-admin-promotions)', async () => {
    const offer = (welcome: number, reward: number) =>
      es.referral.offer
        .replace('{{welcome}}', formatUsd(welcome, 'es'))
        .replace('{{reward}}', formatUsd(reward, 'es'));
    const before = await get('/profile/wallet', { cookie: ana.cookie });
    expect(before.payload).toContain(offer(1500, 500));
    await t.database.db.execute(sql`insert into promotion_settings (key, amount_cents, enabled)
      values ('signup_credit', 2000, true), ('referral_reward', 750, true)`);
    try {
      const after = await get('/profile/wallet', { cookie: ana.cookie });
      expect(after.payload).toContain(offer(2000, 750));
    } finally {
      await t.database.db.execute(sql`delete from promotion_settings`);
    }
  });
});
