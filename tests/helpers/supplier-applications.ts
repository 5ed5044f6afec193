import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { call, uniqueEmail } from './accounts';
import type { TestApp } from './test-app';

/** A valid supplier registration (POST /api/v1/supplier-registration), with a fresh e-mail. */
export const applicationPayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('operator'),
  password: 'Operator123',
  company_name: 'Tours del Istmo S.A.',
  contact_first_name: 'Luis',
  contact_last_name: 'Gómez',
  phone: '+507 6000 1234',
  country_iso: 'pa',
  tax_id: '155-123-456',
  website: 'https://toursdelistmo.example',
  message: 'Ofrecemos tours en el Canal.',
  ...overrides,
});

/** A new pending application through the public form, in `lang`; answers its id and e-mail. */
export async function submitApplication(
  t: TestApp,
  lang: 'es' | 'en',
  overrides: Record<string, unknown> = {},
) {
  const payload = applicationPayload(overrides);
  const res = await call(t, 'supplier-registration', { payload, lang });
  if (res.statusCode !== 201) throw new Error(`application failed: ${res.body}`);
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from supplier_applications where email = ${payload.email}`,
  );
  return { id: row!.id, email: payload.email };
}
