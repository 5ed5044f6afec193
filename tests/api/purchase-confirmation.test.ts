import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { enqueuePurchaseConfirmation } from '../../domain/purchases/purchase-confirmation.server';
import { loadPurchaseVoucher } from '../../domain/purchases/purchase-voucher.server';
import { emailLinks } from '../../server/email-links';
import { mailbox } from '../helpers/accounts';
import { startFakeSmtp } from '../helpers/fake-smtp';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://rumbo.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, env: { PUBLIC_URL } });
});
afterAll(() => t?.close());

async function confirm(app: TestApp, purchaseId: number) {
  return app.app.db.transaction((tx) =>
    enqueuePurchaseConfirmation(tx, purchaseId, emailLinks(app.app), TEST_NOW),
  );
}

describe('loadPurchaseVoucher', () => {
  it('answers the right token only, and nothing for a purchase without one', async () => {
    const purchase = await insertPurchase(t.database.db, { lang: 'en' });
    const voucher = await loadPurchaseVoucher(t.database.db, { code: purchase.code, token: purchase.token! });
    expect(voucher).toMatchObject({ id: purchase.id, code: purchase.code, lang: 'en', status: 'confirmed' });
    expect(voucher?.participants.map((p) => [p.tier, p.quantity])).toEqual([
      ['adults', 2],
      ['children', 1],
    ]);
    expect(voucher?.addOns).toEqual([
      { name: 'Almuerzo', quantity: 3, unitPriceCents: 1200, totalCents: 3600 },
    ]);
    expect(voucher?.amounts.totalCostCents).toBe(16600);
    expect(voucher?.experience.path).toMatch(new RegExp(`/${purchase.experienceId}$`));
    // The name in the purchase's language, as the English experience page shows it.
    const [english] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from experience_translations where experience_id = ${purchase.experienceId} and lang_code = 'en'`,
    );
    if (english) expect(voucher?.experience.name).toBe(english.name);

    for (const token of [`${purchase.token}x`, purchase.token!.slice(1), '', 'A'.repeat(32)]) {
      expect(await loadPurchaseVoucher(t.database.db, { code: purchase.code, token })).toBeNull();
    }
    expect(await loadPurchaseVoucher(t.database.db, { code: 'NOPE', token: purchase.token! })).toBeNull();
    const tokenless = await insertPurchase(t.database.db, { voucherToken: null });
    expect(await loadPurchaseVoucher(t.database.db, { purchaseId: tokenless.id })).toBeNull();
    expect(await confirm(t, tokenless.id)).toBe(false);
  });
});

describe('enqueuePurchaseConfirmation and /dev/mailbox', () => {
  it('writes the e-mail with its QR and calendar invite, listed and served by the mailbox', async () => {
    const purchase = await insertPurchase(t.database.db, { walletCents: 1000 });
    expect(await confirm(t, purchase.id)).toBe(true);
    const [mail] = await mailbox(t, purchase.email);
    expect(mail?.template).toBe('purchase-confirmation');
    expect(mail?.subject).toMatch(new RegExp(`^Reserva ${purchase.code} confirmada: `));
    const voucherLink = `${PUBLIC_URL}/voucher/${purchase.code}?t=${purchase.token}`;
    expect(mail?.text).toContain(voucherLink);
    expect(mail?.text).toContain('Pagado con saldo a favor: $10');
    expect(mail?.text).toContain('Cobrado con tarjeta Visa terminada en 4242: $156');
    expect(mail?.attachments.map((a) => [a.filename, a.content_type])).toEqual([
      [`voucher-${purchase.code}.png`, 'image/png'],
      [`${purchase.code}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    const [qr, invite] = mail!.attachments;
    expect(mail?.html).toContain(`cid:${qr!.content_id}`);

    const png = await t.app.inject({ method: 'GET', url: qr!.url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('no-store');
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.rawPayload.length).toBe(qr!.size);

    const ics = await t.app.inject({ method: 'GET', url: invite!.url });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain(`UID:${purchase.code}@rumbo.example\r\n`);
    expect(ics.body).toContain(`DTSTART;TZID=${purchase.timeZone}:20261124T080000\r\n`);
    expect(ics.body.replace(/\r\n /g, '')).toContain(`URL:${voucherLink}`);

    // The message view shows the inline image from the mailbox; the HTML list names the files.
    const view = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail!.id}` });
    expect(view.body).toContain(`src="${qr!.url}"`);
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.body).toContain(`href="${invite!.url}"`);
  });

  it('serves an attachment only under its own message and only to a developer client', async () => {
    const purchase = await insertPurchase(t.database.db);
    await confirm(t, purchase.id);
    const [mail] = await mailbox(t, purchase.email);
    const [qr] = mail!.attachments;
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${mail!.id + 1000}/attachments/${qr!.id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    const proxied = await t.app.inject({
      method: 'GET',
      url: qr!.url,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.headers['content-type']).not.toBe('image/png');
    const remote = await t.app.inject({ method: 'GET', url: qr!.url, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('writes nothing when the confirming transaction rolls back', async () => {
    const purchase = await insertPurchase(t.database.db);
    await expect(
      t.app.db.transaction(async (tx) => {
        await enqueuePurchaseConfirmation(tx, purchase.id, emailLinks(t.app), TEST_NOW);
        throw new Error('payment step failed');
      }),
    ).rejects.toThrow('payment step failed');
    expect(await mailbox(t, purchase.email)).toEqual([]);
    const [orphans] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from email_attachments a left join email_outbox o on o.id = a.email_id where o.id is null`,
    );
    expect(orphans?.n).toBe(0);
  });
});

describe('SMTP sender', () => {
  it('sends the QR as an inline part with its Content-ID and the invite as a text/calendar file', async () => {
    const smtp = await startFakeSmtp();
    const app = await createTestApp({ seed: true, experiences: 4, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    try {
      const purchase = await insertPurchase(app.database.db, { lang: 'en' });
      await confirm(app, purchase.id);
      await app.app.emailSender.drain();
      const delivered = smtp.received.find((mail) => mail.to.some((to) => to.includes(purchase.email)));
      const data = delivered?.data ?? '';
      expect(data).toMatch(new RegExp(`Subject: Booking ${purchase.code} confirmed`));
      expect(data).toMatch(/Content-Type: multipart\/related/);
      expect(data).toMatch(new RegExp(`Content-ID: <voucher-qr-${purchase.code}@rumbo>`));
      expect(data).toMatch(/Content-Type: image\/png; name=voucher-/);
      expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/);
      expect(data).toContain(`filename=${purchase.code}.ics`);
      expect((await mailbox(app, purchase.email))[0]?.status).toBe('sent');
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
