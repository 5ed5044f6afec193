import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryMapSvg, countryOutlineJson } from '../../common/map/country-shapes.server';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('country map images', () => {
  it('serves each booking country as a cacheable, compressed SVG', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/maps/PA.svg',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/maps/CO.svg' });
    expect(plain.payload).toBe(countryMapSvg('CO'));
  });

  it("serves each country's outline for the pickup picker as cacheable, compressed JSON", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/maps/CO-outline.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    expect(res.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/maps/PA-outline.json' });
    expect(plain.payload).toBe(countryOutlineJson('PA'));
    expect((plain.json() as { d: string }).d).toMatch(/^M[\d.]+/);
  });

  it('answers 404 for anything else under /maps', async () => {
    for (const url of ['/maps/US.svg', '/maps/pa.svg', '/maps/PA.png', '/maps/', '/maps/US-outline.json']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
