import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { giftCardCodeHash } from '../../domain/giftcards/gift-card-code-hash.server';
import { normalizeGiftCardCode } from '../../domain/giftcards/gift-card-code';
import { deliverGiftCardIfDue } from '../../domain/giftcards/gift-card-delivery.server';
import { emailLinks } from '../../server/email-links';
import { giftCardRow, insertGiftCard } from '../helpers/gift-card-factory';
import { movableClock, outboxTo } from '../helpers/purchase-jobs';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The receiver's e-mail (docs/decisions/0041, "Delivering"), sent by the purchases' job: not before the
 * delivery day has begun in Panama, once, in the receiver's language, with the code in clear in the
 * e-mail only. The clock only moves forward.
 */
const time = movableClock(new Date('2026-11-22T15:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t?.close());

const CODE_IN_TEXT = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/;

async function attachmentsOf(emailId: number) {
  return queryRows<{
    filename: string;
    content_type: string;
    content_id: string | null;
    content_base64: string;
  }>(
    t.app.db,
    sql`select filename, content_type, content_id, content_base64 from email_attachments where email_id = ${emailId}`,
  );
}

describe('gift card delivery', () => {
  it('waits for 00:00 of the delivery day in Panama (23:59 the day before is too early)', async () => {
    const card = await insertGiftCard(t.app.db, { deliveryDate: '2026-11-23' });
    // 23:59 on the 22nd in Panama (UTC−5).
    time.set(new Date('2026-11-23T04:59:00Z'));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, giftCards: 0 });
    expect(await outboxTo(t.app.db, card.receiverEmail)).toEqual([]);
    expect(await giftCardRow(t.app.db, card.id)).toMatchObject({ delivered_at: null, code_hash: null });

    time.set(new Date('2026-11-23T05:00:00Z'));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, giftCards: 1 });
    expect(await outboxTo(t.app.db, card.receiverEmail, 'gift-card-delivery')).toHaveLength(1);
    // Later runs leave it alone.
    time.set(new Date('2026-11-23T05:01:00Z'));
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, giftCards: 0 });
    expect(await outboxTo(t.app.db, card.receiverEmail)).toHaveLength(1);
  });

  it('writes the e-mail in the receiver’s language with the code whose hash alone is stored', async () => {
    const message = 'Para tu próximo viaje <b>sorpresa</b> & "más"\nCon cariño';
    const card = await insertGiftCard(t.app.db, {
      deliveryDate: '2026-11-23',
      receiverLang: 'en',
      receiverName: 'Lucy <Rivers>',
      senderName: 'Martha Gómez',
      amountCents: 7550,
      celebrationType: 'travel',
      customMessage: message,
      paidAt: new Date('2026-11-20T15:00:00Z'),
    });
    expect(await t.app.runPurchaseJobs()).toMatchObject({ ran: true, giftCards: 1 });
    const [email] = await outboxTo(t.app.db, card.receiverEmail, 'gift-card-delivery');
    expect(email).toMatchObject({ lang_code: 'en', subject: 'Martha Gómez sent you a $75.50 gift card' });

    const shown = CODE_IN_TEXT.exec(email!.text)?.[1];
    expect(shown).toBeDefined();
    const code = normalizeGiftCardCode(shown!)!;
    const row = await giftCardRow(t.app.db, card.id);
    expect(row.code_hash).toBe(giftCardCodeHash(code));
    expect(row.code_hint).toBe(code.slice(-4));
    expect(email!.html).toContain(shown);
    // The table never holds the code in clear, in any column or form.
    const [stored] = await queryRows<{ json: string }>(
      t.app.db,
      sql`select row_to_json(g)::text as json from gift_cards g where id = ${card.id}`,
    );
    expect(stored!.json).not.toContain(code);
    expect(stored!.json).not.toContain(shown);

    // The sender's message, escaped, its line break kept; the receiver's name escaped too.
    expect(email!.html).toContain('&lt;b&gt;sorpresa&lt;/b&gt; &amp; &quot;más&quot;<br>Con cariño');
    expect(email!.html).not.toContain('<b>sorpresa');
    expect(email!.html).toContain('Lucy &lt;Rivers&gt;');
    expect(email!.text).toContain(message);
    // The last day to redeem it (six months after payment, the day before its deadline), the terms.
    expect(email!.text).toContain('You can redeem it until Wednesday, May 19, 2027.');
    expect(email!.text).toContain('because Martha Gómez sent a Rumbo gift card to this address');
    expect(email!.text).toMatch(/never expires/);
    expect(email!.text).toMatch(/not transferable and cannot be exchanged for cash/);
    expect(email!.text).toMatch(/sign in to .* or create your account/);
    // The link leads to the redeem page, never with the code in it.
    const links = [...email!.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(links).toContain(
      new URL('/profile/credit-giftcard/redeem?lang=en', emailLinks(t.app).publicUrl).toString(),
    );
    for (const link of links) {
      expect(link).not.toContain(code);
      expect(link).not.toContain(shown);
    }

    // The artwork, inline: a PNG of the card's 600 × 360 shape the HTML shows by its Content-ID.
    const [artwork] = await attachmentsOf(email!.id);
    expect(artwork).toMatchObject({ content_type: 'image/png', filename: `gift-card-${card.id}.png` });
    expect(email!.html).toContain(`src="cid:${artwork!.content_id}"`);
    const metadata = await sharp(Buffer.from(artwork!.content_base64, 'base64')).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 600, height: 360 });
  });

  it('writes it in Spanish when the sender chose Spanish', async () => {
    const card = await insertGiftCard(t.app.db, {
      deliveryDate: '2026-11-22',
      receiverLang: 'es',
      amountCents: 2500,
    });
    await t.app.runPurchaseJobs();
    const [email] = await outboxTo(t.app.db, card.receiverEmail, 'gift-card-delivery');
    expect(email).toMatchObject({
      lang_code: 'es',
      subject: 'Marta Gómez te ha enviado una tarjeta de regalo de $25',
    });
    expect(email!.text).toMatch(/el saldo no caduca nunca/);
  });

  it('delivers in the caller’s transaction: nothing stays when it rolls back, and only once when it commits', async () => {
    const card = await insertGiftCard(t.app.db, { deliveryDate: '2026-11-23' });
    const links = emailLinks(t.app);
    const now = time.clock();
    await expect(
      t.app.db.transaction(async (tx) => {
        expect(await deliverGiftCardIfDue(tx, card.id, now, links)).toBe(true);
        throw new Error('the settle step failed after delivering');
      }),
    ).rejects.toThrow('settle step');
    expect(await giftCardRow(t.app.db, card.id)).toMatchObject({ delivered_at: null, code_hash: null });
    expect(await outboxTo(t.app.db, card.receiverEmail)).toEqual([]);

    expect(await t.app.db.transaction((tx) => deliverGiftCardIfDue(tx, card.id, now, links))).toBe(true);
    expect(await t.app.db.transaction((tx) => deliverGiftCardIfDue(tx, card.id, now, links))).toBe(false);
    expect(await outboxTo(t.app.db, card.receiverEmail)).toHaveLength(1);
  });

  it('leaves unpaid, redeemed and future cards alone', async () => {
    const links = emailLinks(t.app);
    const now = time.clock();
    const unpaid = await insertGiftCard(t.app.db, { status: 'pending_payment' });
    const future = await insertGiftCard(t.app.db, { deliveryDate: '2026-12-24' });
    const canceled = await insertGiftCard(t.app.db, { status: 'canceled' });
    for (const card of [unpaid, future, canceled]) {
      expect(await t.app.db.transaction((tx) => deliverGiftCardIfDue(tx, card.id, now, links))).toBe(false);
    }
    await t.app.runPurchaseJobs();
    for (const card of [unpaid, future, canceled]) {
      expect(await outboxTo(t.app.db, card.receiverEmail)).toEqual([]);
    }
  });
});
