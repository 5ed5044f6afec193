import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../db/client';
import { call } from './accounts';
import type { TestApp } from './test-app';

/** A multipart/form-data body as a browser's FormData sends it: its bytes and its content type. */
export async function multipartBody(
  parts: Record<string, { bytes: Buffer; filename: string; type: string } | string>,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** Uploads one file as the part `photo` of an experience's photos, named and typed as given. */
export async function uploadPhoto(
  t: TestApp,
  token: string | undefined,
  experienceId: number,
  bytes: Buffer,
  options: { filename?: string; type?: string; lang?: 'es' | 'en'; field?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody({
    [options.field ?? 'photo']: {
      bytes,
      filename: options.filename ?? 'photo.jpg',
      type: options.type ?? 'image/jpeg',
    },
  });
  return call(t, `operator/experiences/${experienceId}/photos`, {
    token,
    lang: options.lang,
    method: 'POST',
    payload,
    headers: { 'content-type': contentType },
  });
}

/**
 * `count` published experiences of a company, cover photo first: the seed gives a company one or two, so
 * others' are handed to it (not those of `keep`, the other company of the matrix).
 */
export async function experiencesOf(
  t: TestApp,
  companyId: number,
  count: number,
  keep: number,
): Promise<number[]> {
  await t.app.db.execute(
    sql`update experiences set company_id = ${companyId} where id in (
          select id from experiences where company_id not in (${companyId}, ${keep}) and status = 'published'
          order by id limit greatest(0, ${count} - (
            select count(*) from experiences where company_id = ${companyId} and status = 'published')))`,
  );
  const rows = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where company_id = ${companyId} and status = 'published'
        order by id limit ${count}`,
  );
  if (rows.length < count)
    throw new Error(`the seed has fewer than ${count} experiences for company ${companyId}`);
  return rows.map((row) => row.id);
}
