import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { AppError } from '../../domain/errors';
import type { MeetingPointInput } from '../../domain/experiences/meeting-point';
import { readMeetingPoint, saveMeetingPoint } from '../../domain/experiences/meeting-point.server';
import { enqueuePurchaseConfirmation } from '../../domain/purchases/purchase-confirmation.server';
import { emailLinks } from '../../server/email-links';
import { mailbox } from '../helpers/accounts';
import { refusal as databaseRefusal } from '../helpers/database-refusal';
import { insertPurchase } from '../helpers/purchase-factory';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';

/**
 * The meeting point (docs/product.md § Meeting point): what the editor writes through saveMeetingPoint,
 * and what the traveller's confirmation e-mail, voucher page and calendar invite then say.
 */
let t: TestApp;
let experienceId: number;
let muelle: MeetingPointInput;

beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 6, web: true });
  const [row] = await queryRows<{ id: number; latitude: number; longitude: number }>(
    t.app.db,
    sql`select id, meeting_latitude as latitude, meeting_longitude as longitude from experiences
        where status = 'published' and meeting_latitude is not null order by id limit 1`,
  );
  experienceId = row!.id;
  // The seeded meeting place's point (inside the country), with new words.
  muelle = { latitude: row!.latitude, longitude: row!.longitude, texts };
}, 300_000);
afterAll(() => t?.close());

const texts: MeetingPointInput['texts'] = {
  es: {
    place: 'Plaza de la Independencia',
    address: 'Av. Central y Calle 7a Este, Casco Viejo',
    instructions: 'Busca la sombrilla naranja junto a la catedral.',
  },
  en: {
    place: 'Independence Square',
    address: 'Av. Central y Calle 7a Este, Casco Viejo',
    instructions: 'Look for the orange umbrella by the cathedral.',
  },
};

async function refusal(work: () => Promise<unknown>): Promise<AppError> {
  const error = await work().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('saveMeetingPoint', () => {
  it('writes the point and both languages, and reads them back', async () => {
    await t.app.db.transaction((tx) => saveMeetingPoint(tx, experienceId, muelle));
    expect(await readMeetingPoint(t.app.db, experienceId)).toEqual(muelle);
  });

  it('refuses bad input, a point outside the country and an unknown experience, saving nothing', async () => {
    const bad = await refusal(() =>
      saveMeetingPoint(t.app.db, experienceId, {
        ...muelle,
        texts: { ...muelle.texts, en: { ...muelle.texts.en, address: ' ' } },
      }),
    );
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(bad.extra.issues).toEqual([
      { field: 'texts.en.address', message: 'meetingPoint.errors.addressRequired' },
    ]);
    // In the Gulf of Guinea: in no country of the catalogue.
    const outside = await refusal(() =>
      saveMeetingPoint(t.app.db, experienceId, { ...muelle, latitude: 0, longitude: 0 }),
    );
    expect(outside.extra.issues).toEqual([
      { field: 'latitude', message: 'meetingPoint.errors.outsideCountry' },
    ]);
    expect((await refusal(() => saveMeetingPoint(t.app.db, 999_999_999, muelle))).status).toBe(404);
    expect(await readMeetingPoint(t.app.db, experienceId)).toEqual(muelle);
  });

  it('is kept whole by the database too: both coordinates or neither, on the globe', async () => {
    for (const write of [
      sql`update experiences set meeting_longitude = null where id = ${experienceId}`,
      sql`update experiences set meeting_latitude = 91 where id = ${experienceId}`,
    ])
      expect(await databaseRefusal(t.app.db.execute(write))).toMatch(/experiences_meeting_point_check/);
  });

  it('leaves nothing half-saved when a language has no texts yet', async () => {
    const error = await refusal(() =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from experience_translations where experience_id = ${experienceId} and lang_code = 'en'`,
        );
        await saveMeetingPoint(tx, experienceId, {
          ...muelle,
          texts: { ...texts, es: { ...texts.es, place: 'Otro' } },
        });
      }),
    );
    expect(error.extra.issues).toEqual([{ field: 'texts.en', message: 'meetingPoint.errors.textsMissing' }]);
    expect(await readMeetingPoint(t.app.db, experienceId)).toEqual(muelle);
  });
});

describe('what the traveller receives', () => {
  it('names the meeting point’s address and instructions in the e-mail, the voucher and the invite', async () => {
    for (const lang of ['es', 'en'] as const) {
      const purchase = await insertPurchase(t.app.db, { experienceId, lang });
      const words = muelle.texts[lang];
      await t.app.db.transaction((tx) =>
        enqueuePurchaseConfirmation(tx, purchase.id, emailLinks(t.app), TEST_NOW),
      );
      const [mail] = await mailbox(t, purchase.email);
      expect(mail?.text).toContain(`${words.place}, ${words.address}`);
      expect(mail?.text).toContain(words.instructions);

      const voucher = `/voucher/${purchase.code}?t=${purchase.token}`;
      const page = await t.app.inject({
        method: 'GET',
        url: voucher,
        headers: { accept: 'text/html', 'accept-language': lang },
      });
      expect(page.statusCode).toBe(200);
      expect(page.payload).toContain(`${words.place}, ${words.address}`);
      expect(page.payload).toContain(words.instructions);

      const ics = await t.app.inject({
        method: 'GET',
        url: `/voucher/${purchase.code}/calendar.ics?t=${purchase.token}`,
      });
      expect(ics.statusCode).toBe(200);
      const unfolded = ics.payload.replace(/\r\n /g, '');
      expect(unfolded).toContain(`LOCATION:${words.place}\\, ${words.address.replaceAll(',', '\\,')}`);
      expect(unfolded).toContain(`GEO:${muelle.latitude};${muelle.longitude}`);
    }
  });

  it('says the city when the experience has no meeting point and the booking no pickup', async () => {
    await t.app.db.transaction((tx) => saveMeetingPoint(tx, experienceId, null));
    await t.app.db.execute(
      sql`update experience_translations set meeting_reference = '' where experience_id = ${experienceId}`,
    );
    const purchase = await insertPurchase(t.app.db, { experienceId, lang: 'es' });
    await t.app.db.transaction((tx) =>
      enqueuePurchaseConfirmation(tx, purchase.id, emailLinks(t.app), TEST_NOW),
    );
    const [city] = await queryRows<{ name: string }>(
      t.app.db,
      sql`select d.name from experiences e join destination_translations d on d.destination_id = e.destination_id
          where e.id = ${experienceId} and d.lang_code = 'es'`,
    );
    const [mail] = await mailbox(t, purchase.email);
    expect(mail?.text).toContain(`Lugar: ${city!.name}`);
    expect(mail?.text).not.toContain(muelle.texts.es.address);
  });
});
