import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp } from '../helpers/test-app';

describe('server lifecycle', () => {
  it('compresses large JSON answers for clients that accept it', async () => {
    const t = await createTestApp({ seed: true, experiences: 40 });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/experiences/simple?limit=16',
        headers: { ...apiHeaders(), 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toContain('application/json');
      const json = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
      expect(json.data).toHaveLength(16);
      const brotli = await t.app.inject({
        method: 'GET',
        url: '/api/v1/experiences/simple?limit=16',
        headers: { ...apiHeaders(), 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(json);
    } finally {
      await t.close();
    }
  });

  it('closes the database when the server closes (graceful shutdown)', async () => {
    const t = await createTestApp();
    await t.app.inject({ method: 'GET', url: '/readyz' });
    await t.close();
    // PGlite and the PostgreSQL pool each refuse a query once closed, in their own words.
    await expect(t.database.db.execute(sql`select 1`)).rejects.toMatchObject({
      cause: {
        message: expect.stringMatching(
          /^(PGlite is closed|Cannot use a pool after calling end on the pool)$/,
        ),
      },
    });
  });
});
