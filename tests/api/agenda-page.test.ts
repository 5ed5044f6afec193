import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_TRAVELLER } from '../../db/seed/plan-demo-agenda';
import type { PurchaseJson } from '../../domain/purchases/purchase-json';
import { call, sessionCookie, signInSolving } from '../helpers/accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * /agenda/{section?} and the voucher's QR image on the server: personal and private, a sign-in prompt
 * for visitors, the 404 page for an unknown section, the QR only with the voucher's token.
 */
let t: TestApp;
let cookie = '';
let purchases: PurchaseJson[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 160, web: true, demoTraveller: true });
  const signedIn = await signInSolving(t, DEMO_TRAVELLER.email, DEMO_TRAVELLER.password);
  cookie = sessionCookie(signedIn).split(';')[0]!;
  const { token, user } = signedIn.json() as { token: string; user: { id: number } };
  purchases = (await call(t, `purchases-by-customer/${user.id}`, { token })).json().data;
}, 300_000);
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

it('shows the signed-in traveller her bookings, privately, in both sections', async () => {
  const upcoming = await get('/agenda', { cookie });
  expect(upcoming.statusCode).toBe(200);
  expect(upcoming.headers['cache-control']).toMatch(/private|no-store/);
  expect(upcoming.payload).toContain('<title>Mi agenda | Rumbo</title>');
  for (const code of ['AGND0001', 'AGND0002', 'AGND0003', 'AGND0004'])
    expect(upcoming.payload).toContain(code);
  expect(upcoming.payload).not.toContain('AGND0008');
  const past = await get('/agenda/past-purchases', { cookie, 'accept-language': 'en' });
  expect(past.payload).toContain('Cancelled by the operator');
  expect(past.payload).toContain('AGND0008');
  expect(past.payload).not.toContain('AGND0001');
});

it('asks a visitor to sign in, and answers an unknown section with the 404 page', async () => {
  const visitor = await get('/agenda');
  expect(visitor.statusCode).toBe(200);
  expect(visitor.payload).toContain('Inicia sesión para ver tus reservas.');
  expect(visitor.payload).not.toContain('AGND0001');
  expect((await get('/agenda/someone-elses', { cookie })).statusCode).toBe(404);
});

it('draws the voucher’s QR only for its token, never cached', async () => {
  const voucher = purchases.find((p) => p.code === 'AGND0001')!.voucher_url!;
  const qr = voucher.replace('?t=', '/qr.svg?t=');
  const image = await get(qr);
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(image.headers['cache-control']).toBe('private, no-store');
  expect(image.payload).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
  expect((await get(`${qr}x`)).statusCode).toBe(404);
  expect((await get('/voucher/AGND0001/qr.svg')).statusCode).toBe(404);
});
