import { describe, expect, it } from 'vitest';
import { renderAccountDeletedEmail } from '../../../domain/emails/account-deleted-email';
import { escapeHtml } from '../../../domain/emails/escape-html';
import { renderTemporaryPasswordEmail } from '../../../domain/emails/temporary-password-email';
import { verifyUnsubscribeToken } from '../../../domain/emails/unsubscribe-token';
import { renderWelcomeEmail } from '../../../domain/emails/welcome-email';

const links = { publicUrl: 'https://rumbo.example', signingSecret: 'unit-test-signing-secret-of-32-chars!' };
const evil = `<img src=x onerror="alert(1)">&'`;

describe('e-mail templates', () => {
  it('escape every user value in the HTML and keep it readable in the text', () => {
    const emails = [
      renderWelcomeEmail({
        lang: 'es',
        links,
        firstName: evil,
        email: 'ana+test@example.com',
        creditCents: 1500,
        referralCode: 'ABCD234567',
        verifyUrl: 'https://rumbo.example/verify-email/token',
      }),
      renderTemporaryPasswordEmail({
        lang: 'en',
        links,
        firstName: evil,
        temporaryPassword: 'Ab3<x>',
        validHours: 24,
      }),
      renderAccountDeletedEmail({ lang: 'en', links, firstName: evil, commentsDeleted: true }),
    ];
    for (const email of emails) {
      expect(email.html).not.toContain('<img');
      expect(email.html).not.toContain('onerror="');
      expect(email.html).toContain(escapeHtml(evil));
      expect(email.text).toContain(evil);
      expect(email.html).toMatch(/^<!doctype html>/);
    }
    expect(emails[1]?.html).toContain('Ab3&lt;x&gt;');
  });

  it('welcome: the verification link, the credit it brings, referral link and the unsubscribe footer, in the language asked', () => {
    const es = renderWelcomeEmail({
      lang: 'es',
      links,
      firstName: 'Ana',
      email: 'ana+test@example.com',
      creditCents: 1500,
      referralCode: 'ABCD234567',
      verifyUrl: 'https://rumbo.example/verify-email/token',
    });
    expect(es.subject).toBe('Te damos la bienvenida a Rumbo');
    expect(es.kind).toBe('promotional');
    // The credit is promised after verifying, never as already given (decision 0043).
    expect(es.text).toContain('Verifica tu correo con el botón de abajo y te regalamos $15');
    expect(es.text).toContain('https://rumbo.example/verify-email/token');
    expect(es.html).toContain('href="https://rumbo.example/verify-email/token"');
    expect(es.text).toContain('https://rumbo.example/referent/ABCD234567');
    // The link carries a token signed for this address, not the bare address (decision 0044).
    const token = /https:\/\/rumbo\.example\/unsubscribe\?token=([\w.%-]+)"/.exec(es.html)?.[1];
    expect(verifyUnsubscribeToken(links.signingSecret, decodeURIComponent(token ?? ''))).toBe(
      'ana+test@example.com',
    );
    expect(es.html).not.toContain('unsubscribe?email=');
    const en = renderWelcomeEmail({
      ...es,
      lang: 'en',
      links,
      firstName: 'Ana',
      email: 'a@b.co',
      creditCents: 0,
      referralCode: 'X',
      verifyUrl: 'https://rumbo.example/verify-email/token',
    });
    expect(en.subject).toBe('Welcome to Rumbo');
    expect(en.text).not.toContain('credit in your wallet');
    expect(en.text).toContain('Confirm that this e-mail is yours');
    expect(en.text).toContain('https://rumbo.example/verify-email/token');
  });

  it('transactional mail carries no unsubscribe link', () => {
    const mail = renderTemporaryPasswordEmail({
      lang: 'es',
      links,
      firstName: 'Ana',
      temporaryPassword: 'Abc123xyz',
      validHours: 24,
    });
    expect(mail.kind).toBe('transactional');
    expect(mail.html).not.toContain('/unsubscribe');
    expect(mail.text).toContain('Abc123xyz');
    expect(mail.text).toContain('24 horas');
  });
});
