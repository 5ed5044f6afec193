import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { formatGiftCardCode, giftCardCodeHint } from '../../domain/giftcards/gift-card-code';
import { call, mailbox, signUp, uniqueEmail } from '../helpers/accounts';
import { passedAdmin } from '../helpers/admins';
import { giftCardRow, insertGiftCard } from '../helpers/gift-card-factory';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The back office's gift cards (docs/decisions/0075-admin-promotions): found by an e-mail, the end of the
 * code or the whole code, never showing the code; the receiver's e-mail sent again with a new code (the
 * old one stops working); the expiry extended with a reason; every write in the audit log.
 */
let t: TestApp;
let admin: { token: string; id: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await passedAdmin(t);
}, 300_000);
afterAll(() => t?.close());

const search = (q: string) => call(t, `admin/gift-cards?q=${encodeURIComponent(q)}`, { token: admin.token });
const post = (id: number, action: string, payload: unknown, lang: 'es' | 'en' = 'en') =>
  call(t, `admin/gift-cards/${id}/${action}`, { token: admin.token, payload, lang });
const redeem = (token: string, code: string) => call(t, 'redeem-gift-card', { token, payload: { code } });

async function auditOf(id: number) {
  return queryRows<{ action: string; actor_id: number; before: unknown; after: unknown }>(
    t.app.db,
    sql`select action, actor_id, before, after from audit_log where entity = 'gift_card'
      and entity_id = ${String(id)} order by id`,
  );
}

describe('finding gift cards', () => {
  it("finds a card by its buyer's or receiver's e-mail and by the end or the whole of its code, never showing it", async () => {
    const senderEmail = uniqueEmail('sender');
    const card = await insertGiftCard(t.app.db, { delivered: true, senderEmail });
    const code = card.code!;
    const ids = async (q: string) => (await search(q)).json().data.map((c: { id: number }) => c.id);
    expect(await ids(card.receiverEmail.toUpperCase())).toEqual([card.id]);
    expect(await ids(senderEmail)).toEqual([card.id]);
    expect(await ids(code)).toEqual([card.id]);
    expect(await ids(formatGiftCardCode(code).toLowerCase())).toEqual([card.id]);
    expect(await ids(code.slice(-4).toLowerCase())).toContain(card.id);
    expect(await ids(code.slice(-3))).toContain(card.id);
    const answer = await search(card.receiverEmail);
    expect(answer.body).not.toContain(code);
    expect(answer.body).not.toContain(formatGiftCardCode(code));
    expect(answer.json().data[0]).toMatchObject({
      code: `••••-••••-••••-${giftCardCodeHint(code)}`,
      amount: 50,
      status: 'paid',
      expired: false,
      receiver_email: card.receiverEmail,
    });
    expect((await search('nothing-like-a-code!')).json().data).toEqual([]);
    const short = await call(t, 'admin/gift-cards?q=a', { token: admin.token, lang: 'en' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Type an e-mail or 2 to 4 characters of the code.');
  });

  it('shows a card with its history', async () => {
    const card = await insertGiftCard(t.app.db, { delivered: true });
    const answer = await call(t, `admin/gift-cards/${card.id}`, { token: admin.token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.history.map((line: { event: string }) => line.event)).toEqual([
      'created',
      'paid',
      'delivered',
    ]);
    expect((await call(t, 'admin/gift-cards/999999', { token: admin.token })).statusCode).toBe(404);
  });
});

describe("sending the receiver's e-mail again", () => {
  it('e-mails a new code, and the old one stops working', async () => {
    const card = await insertGiftCard(t.app.db, { delivered: true });
    const before = await giftCardRow(t.app.db, card.id);
    const answer = await post(card.id, 'resend', { reason: 'La receptora no encuentra el correo' });
    expect(answer.statusCode).toBe(200);
    const [mail] = (await mailbox(t, card.receiverEmail)).filter((m) => m.template === 'gift-card-delivery');
    const newCode = /([0-9A-Z]{4}-){3}[0-9A-Z]{4}/.exec(mail!.text)![0];
    expect(newCode).not.toBe(formatGiftCardCode(card.code!));
    const after = await giftCardRow(t.app.db, card.id);
    expect(after.code_hash).not.toBe(before.code_hash);
    expect(after.delivered_at).toEqual(before.delivered_at);
    const receiver = await signUp(t);
    expect((await redeem(receiver.token, card.code!)).statusCode).toBe(404);
    expect((await redeem(receiver.token, newCode)).statusCode).toBe(200);
    expect(await auditOf(card.id)).toEqual([
      {
        action: 'gift_card.resend',
        actor_id: admin.id,
        before: { code_hint: before.code_hint },
        after: { code_hint: after.code_hint, reason: 'La receptora no encuentra el correo' },
      },
    ]);
    const detail = (await call(t, `admin/gift-cards/${card.id}`, { token: admin.token })).json().data;
    expect(detail.history.map((line: { event: string }) => line.event)).toEqual([
      'created',
      'paid',
      'delivered',
      'email',
      'resent',
      'redeemed',
    ]);
  });

  it('refuses a card not delivered yet or already redeemed, changing nothing', async () => {
    const waiting = await insertGiftCard(t.app.db, { deliveryDate: '2026-12-24' });
    const refused = await post(waiting.id, 'resend', { reason: 'Prueba de reenvío' }, 'es');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'GIFT_CARD_NOT_RESENDABLE',
      message: 'Solo se puede reenviar el correo de una tarjeta entregada que no se haya canjeado.',
    });
    const redeemed = await insertGiftCard(t.app.db, { delivered: true, status: 'redeemed' });
    expect((await post(redeemed.id, 'resend', { reason: 'Prueba de reenvío' })).statusCode).toBe(409);
    expect((await giftCardRow(t.app.db, waiting.id)).code_hash).toBeNull();
    expect(await auditOf(waiting.id)).toEqual([]);
    expect((await post(waiting.id, 'resend', {})).statusCode).toBe(400);
  });
});

describe('extending the expiry', () => {
  it('moves the last day of an expired card later with a reason, so it can be redeemed again', async () => {
    const card = await insertGiftCard(t.app.db, {
      delivered: true,
      paidAt: new Date('2026-04-01T15:00:00Z'),
      redeemableUntil: new Date('2026-10-01T15:00:00Z'),
    });
    const receiver = await signUp(t);
    expect((await redeem(receiver.token, card.code!)).statusCode).not.toBe(200);
    const [listed] = (await search(card.receiverEmail)).json().data;
    expect(listed).toMatchObject({ expired: true, last_redeem_day: '2026-09-30' });

    const notLater = await post(card.id, 'extend', { last_redeem_day: '2026-09-15', reason: 'Cortesía' });
    expect(notLater.json()).toMatchObject({ code: 'GIFT_CARD_EXTENSION_NOT_LATER' });
    const tooFar = await post(card.id, 'extend', { last_redeem_day: '2030-01-01', reason: 'Cortesía' });
    expect(tooFar.json()).toMatchObject({ code: 'GIFT_CARD_EXTENSION_TOO_FAR' });
    const badDay = await post(card.id, 'extend', { last_redeem_day: '2026-02-31', reason: 'Cortesía' });
    expect(badDay.statusCode).toBe(400);

    const extended = await post(card.id, 'extend', {
      last_redeem_day: '2026-12-31',
      reason: 'Estuvo hospitalizada',
    });
    expect(extended.statusCode).toBe(200);
    expect(extended.json().data).toMatchObject({ expired: false, last_redeem_day: '2026-12-31' });
    expect(new Date(extended.json().data.redeemable_until).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    expect(await auditOf(card.id)).toEqual([
      {
        action: 'gift_card.extend',
        actor_id: admin.id,
        before: { redeemable_until: '2026-10-01T15:00:00.000Z', last_redeem_day: '2026-09-30' },
        after: {
          redeemable_until: '2027-01-01T05:00:00.000Z',
          last_redeem_day: '2026-12-31',
          reason: 'Estuvo hospitalizada',
        },
      },
    ]);
    expect((await redeem(receiver.token, card.code!)).statusCode).toBe(200);
    const again = await post(card.id, 'extend', { last_redeem_day: '2027-03-01', reason: 'Cortesía' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('GIFT_CARD_NOT_EXTENDABLE');
  });
});
