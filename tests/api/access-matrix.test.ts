import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { DEMO_APPLICATION } from '../../db/seed/write-demo-admin';
import {
  type AccessWorld,
  accessWorld,
  answerOf,
  callAs,
  type MatrixRow,
  matrixRequest,
  operatorAndAdminRoutes,
  type PlannedCall,
  plannedCalls,
} from '../helpers/access-matrix';
import { databaseFingerprint } from '../helpers/database-fingerprint';
import { insertGiftCard } from '../helpers/gift-card-factory';
import { submitApplication } from '../helpers/supplier-applications';
import { editorBody, type EditorRefs, editorRefs } from '../helpers/experience-editor';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app';
import { addDays } from '../../domain/booking/calendar-days';
import { booking as checkInBooking, companyExperience, qrText } from '../helpers/check-in';

/**
 * Who may call each operator and admin route (docs/decisions/0063-access-matrix): anonymous 401; a traveller
 * 403 OPERATOR_ONLY on operator routes, 404 on admin routes; staff 403 OWNER_ONLY on owners' routes; the
 * owner of B 404 on A's ids; an admin without the second factor 404 on admin routes. One line per route;
 * a route without its line fails the first test. `access` gives the defaults (tests/helpers/access-matrix.ts),
 * `ok` and `expect` what differs.
 */
let refs: EditorRefs;
/** The photos of A's experience, cover first. */
let photoIds: number[];
/** An upload whose one part `photo` is no image (a fixed boundary: the row's headers are constants). */
const BOUNDARY = 'matrix-boundary';
const notAnImage = () =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n` +
      `Content-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--${BOUNDARY}--\r\n`,
  );

// prettier-ignore
const MATRIX: MatrixRow[] = [
  { route: 'GET /api/v1/operator/me', access: 'operator' },
  { route: 'GET /api/v1/operator/company', access: 'owner' },
  { route: 'PUT /api/v1/operator/company', access: 'owner', body: () => ({ name: 'Demo Tours', legal_name: '', tax_id: '', contact_email: 'ops@example.com', contact_phone: '+507 6123 4567', country: 'PA' }) },
  { route: 'POST /api/v1/operator/company/logo', access: 'owner', headers: { 'content-type': 'image/png' }, body: () => Buffer.from('not a png'), ok: '400 INVALID_IMAGE' },
  { route: 'GET /api/v1/operator/team', access: 'owner' },
  { route: 'POST /api/v1/operator/team/invitations', access: 'owner', body: () => ({ email: 'nuevo@example.com' }), ok: '201' },
  { route: 'DELETE /api/v1/operator/team/invitations/:id', access: 'owner', params: (a) => ({ id: a.invitation }), ok: '204', expect: { ownerB: '404 INVITATION_NOT_FOUND' } },
  { route: 'DELETE /api/v1/operator/team/members/:userId', access: 'owner', params: (a) => ({ userId: a.owner }), ok: '409 LAST_OWNER', expect: { ownerB: '404 MEMBER_NOT_FOUND' } },
  { route: 'POST /api/v1/operator-invitations/accept', access: 'public', body: () => ({ token: 'x'.repeat(43) }), ok: '400 INVITATION_INVALID' },
  { route: 'GET /api/v1/operator/experiences/:id/schedule', access: 'operator', params: (a) => ({ id: a.experience }) },
  { route: 'PUT /api/v1/operator/experiences/:id/schedule', access: 'operator', params: (a) => ({ id: a.experience }), body: () => ({ all_days: true, hours: [{ hour: '09:00', capacity: 10 }], anticipation_time: 24 }) },
  { route: 'GET /api/v1/operator/departures', access: 'operator', query: (a) => ({ from: '2026-12-01', to: '2026-12-07', experience_id: String(a.experience) }), expect: { ownerB: '404' } },
  { route: 'PATCH /api/v1/operator/departures', access: 'operator', body: (a) => ({ experience_id: a.experience, date: '2026-12-02', hour: '09:00', closed: true }), expect: { ownerB: '404' } },
  { route: 'GET /api/v1/operator/statements', access: 'owner', query: () => ({ month: '2026-11' }) },
  { route: 'GET /api/v1/operator/earnings', access: 'owner' },
  { route: 'GET /api/v1/operator/bookings', access: 'operator', query: (a) => ({ experience_id: String(a.experience) }), expect: { ownerB: '404' } },
  { route: 'GET /api/v1/operator/departures/:experienceId/:date/:hour/manifest', access: 'operator', params: (a) => ({ experienceId: a.experience, date: '2026-12-02', hour: '0900' }), expect: { ownerB: '404' } },
  { route: 'POST /api/v1/operator/bookings/:id/cancel', access: 'operator', params: () => ({ id: booking.id }), body: () => ({ reason: 'Tormenta tropical' }) },
  { route: 'POST /api/v1/operator/departures/cancel', access: 'operator', body: (a) => ({ experience_id: a.experience, date: '2026-12-03', hour: '09:00', reason: 'Tormenta tropical' }), expect: { ownerB: '404' } },
  { route: 'GET /api/v1/operator/departures/cancel-preview', access: 'operator', query: (a) => ({ experience_id: String(a.experience), date: '2026-12-03', hour: '09:00' }), expect: { ownerB: '404' } },
  { route: 'GET /api/v1/operator/experiences', access: 'operator' },
  { route: 'POST /api/v1/operator/experiences', access: 'operator', body: () => editorBody(refs), ok: '201' },
  { route: 'GET /api/v1/operator/experiences/:id', access: 'operator', params: (a) => ({ id: a.experience }) },
  { route: 'PUT /api/v1/operator/experiences/:id', access: 'operator', params: (a) => ({ id: a.experience }), body: () => editorBody(refs) },
  { route: 'POST /api/v1/operator/experiences/:id/submit', access: 'operator', params: (a) => ({ id: a.experience }), ok: '409' },
  { route: 'POST /api/v1/operator/experiences/:id/pause', access: 'operator', params: (a) => ({ id: a.experience }), expect: { ownerA: '409' } },
  { route: 'POST /api/v1/operator/experiences/:id/resume', access: 'operator', params: (a) => ({ id: a.experience }), expect: { ownerA: '409' } },
  { route: 'GET /api/v1/operator/experiences/:id/photos', access: 'operator', params: (a) => ({ id: a.experience }) },
  { route: 'POST /api/v1/operator/experiences/:id/photos', access: 'operator', params: (a) => ({ id: a.experience }), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body: notAnImage, ok: '400 PHOTO_NOT_AN_IMAGE' },
  { route: 'PUT /api/v1/operator/experiences/:id/photos/order', access: 'operator', params: (a) => ({ id: a.experience }), body: () => ({ photo_ids: photoIds }) },
  { route: 'DELETE /api/v1/operator/experiences/:id/photos/:photoId', access: 'operator', params: (a) => ({ id: a.experience, photoId: photoIds.at(-1) ?? 0 }), expect: { ownerA: '404 PHOTO_NOT_FOUND' } },
  { route: 'POST /api/v1/operator/check-in', access: 'operator', body: () => ({ scanned: attendance.voucher }), expect: { ownerB: '409 CHECK_IN_OTHER_COMPANY' } },
  { route: 'POST /api/v1/operator/bookings/:id/no-show', access: 'operator', params: () => ({ id: attendance.noShow }), expect: { ownerB: '404 BOOKING_NOT_FOUND' } },
  { route: 'GET /api/v1/operator/reviews', access: 'operator', query: (a) => ({ experience_id: String(a.experience) }), expect: { ownerB: '404 EXPERIENCE_NOT_FOUND' } },
  { route: 'PUT /api/v1/operator/reviews/:id/reply', access: 'operator', params: () => ({ id: review }), body: () => ({ text_es: 'Gracias por tu reseña.' }), expect: { ownerB: '404 REVIEW_NOT_FOUND' } },
  { route: 'GET /api/v1/operator/notifications', access: 'operator' },
  { route: 'PUT /api/v1/operator/notifications', access: 'operator', body: () => ({ new_booking: true, cancellation: true, daily_manifest: false }) },
  { route: 'GET /api/v1/admin/second-factor', access: 'admin-signing-in' },
  { route: 'POST /api/v1/admin/second-factor/setup', access: 'admin-signing-in', ok: '409 SECOND_FACTOR_ALREADY_SET_UP' },
  { route: 'POST /api/v1/admin/second-factor/confirm', access: 'admin-signing-in', body: () => ({ code: 'wrong' }), ok: '409 SECOND_FACTOR_ALREADY_SET_UP' },
  { route: 'POST /api/v1/admin/second-factor/verify', access: 'admin-signing-in', body: () => ({ code: 'wrong' }), ok: '400 SECOND_FACTOR_CODE_INVALID' },
  { route: 'GET /api/v1/admin/supplier-applications', access: 'admin', query: () => ({ status: 'pending' }) },
  { route: 'POST /api/v1/admin/supplier-applications/:id/approve', access: 'admin', params: () => ({ id: pending.approve }) },
  { route: 'POST /api/v1/admin/supplier-applications/:id/reject', access: 'admin', params: () => ({ id: pending.reject }), body: () => ({ reason: 'Falta la licencia de turismo.' }) },
  { route: 'GET /api/v1/admin/experiences', access: 'admin' },
  { route: 'GET /api/v1/admin/dashboard', access: 'admin' },
  { route: 'POST /api/v1/admin/experiences/:id/publish', access: 'admin', params: (a) => ({ id: a.experience }) },
  { route: 'POST /api/v1/admin/experiences/:id/reject', access: 'admin', params: (a) => ({ id: a.experience }), body: () => ({ reason: 'Fotos borrosas' }), ok: '409' },
  // h3: back office travellers and companies (docs/decisions/0073-admin-travellers-and-companies)
  { route: 'GET /api/v1/admin/users', access: 'admin', query: () => ({ q: 'rumbo' }) },
  { route: 'GET /api/v1/admin/users/:id', access: 'admin', params: (a) => ({ id: a.owner }) },
  { route: 'GET /api/v1/admin/users/:id/wallet', access: 'admin', params: (a) => ({ id: a.owner }) },
  { route: 'POST /api/v1/admin/users/:id/block', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Chargeback fraud' }), ok: '404 USER_NOT_FOUND' },
  { route: 'POST /api/v1/admin/users/:id/unblock', access: 'admin', params: (a) => ({ id: a.owner }), body: () => ({ reason: 'Bank confirmed it' }), ok: '409 USER_NOT_BLOCKED' },
  { route: 'POST /api/v1/admin/users/:id/credit', access: 'admin', params: (a) => ({ id: a.owner }), headers: { 'idempotency-key': 'matrix-credit-key-1' }, body: () => ({ amount: 1, reason: 'Late pickup' }) },
  { route: 'POST /api/v1/admin/users/:id/emails', access: 'admin', params: (a) => ({ id: a.owner }), body: () => ({ kind: 'verification' }), ok: '409 EMAIL_ALREADY_VERIFIED' },
  { route: 'GET /api/v1/admin/companies', access: 'admin', query: () => ({ status: 'active' }) },
  { route: 'GET /api/v1/admin/companies/:id', access: 'admin', params: (a) => ({ id: a.company }) },
  { route: 'PUT /api/v1/admin/companies/:id/commission', access: 'admin', params: (a) => ({ id: a.company }), body: () => ({ commission_bps: 2000, reason: 'Standard rate' }) },
  { route: 'POST /api/v1/admin/companies/:id/suspend', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Licence expired' }), ok: '404 COMPANY_NOT_FOUND' },
  { route: 'POST /api/v1/admin/companies/:id/reinstate', access: 'admin', params: (a) => ({ id: a.company }), body: () => ({ reason: 'Licence renewed' }), ok: '409 COMPANY_STATUS_CONFLICT' },
  // h2: admin support for bookings (search, story, cancel, partial refund)
  { route: 'GET /api/v1/admin/purchases', access: 'admin', query: (a) => ({ company_id: String(a.company) }) },
  { route: 'GET /api/v1/admin/purchases/:id', access: 'admin', params: () => ({ id: support.story }) },
  { route: 'POST /api/v1/admin/purchases/:id/cancel', access: 'admin', params: () => ({ id: support.cancel }), body: () => ({ reason: 'Pedido del viajero por teléfono' }) },
  { route: 'POST /api/v1/admin/purchases/:id/refund', access: 'admin', params: () => ({ id: support.refund }), headers: { 'idempotency-key': 'matrix-admin-refund-1' }, body: () => ({ amount: 1, to: 'wallet', reason: 'Gesto comercial' }) },
  // h4: promotions (coupons, gift cards, settings)
  { route: 'GET /api/v1/admin/coupons', access: 'admin', query: () => ({ q: 'first', status: 'all' }) },
  { route: 'POST /api/v1/admin/coupons', access: 'admin', body: () => ({ code: 'MATRIX-10', applies_to: 'booking', percent: 10 }), ok: '201' },
  { route: 'PATCH /api/v1/admin/coupons/:id', access: 'admin', params: () => ({ id: promotions.coupon }), body: () => ({ max_uses: 50, reason: 'Campaña ampliada' }) },
  { route: 'POST /api/v1/admin/coupons/:id/pause', access: 'admin', params: () => ({ id: promotions.coupon }), body: () => ({ reason: 'Fraude sospechado' }) },
  { route: 'POST /api/v1/admin/coupons/:id/resume', access: 'admin', params: () => ({ id: promotions.coupon }), body: () => ({ reason: 'Revisado' }) },
  { route: 'GET /api/v1/admin/settings/promotions', access: 'admin' },
  { route: 'PUT /api/v1/admin/settings/promotions/:key', access: 'admin', params: () => ({ key: 'signup_credit' }), body: () => ({ amount: 15, enabled: true, reason: 'Sin cambios' }) },
  { route: 'GET /api/v1/admin/gift-cards', access: 'admin', query: () => ({ q: 'ana@example.com' }) },
  { route: 'GET /api/v1/admin/gift-cards/:id', access: 'admin', params: () => ({ id: promotions.giftCard }) },
  { route: 'POST /api/v1/admin/gift-cards/:id/resend', access: 'admin', params: () => ({ id: promotions.giftCard }), body: () => ({ reason: 'No le llegó' }) },
  { route: 'POST /api/v1/admin/gift-cards/:id/extend', access: 'admin', params: () => ({ id: promotions.giftCard }), body: () => ({ last_redeem_day: '2027-12-31', reason: 'Cortesía' }) },
  // h5: moderation
  { route: 'GET /api/v1/admin/reviews', access: 'admin', query: () => ({ view: 'all', q: 'Ana' }) },
  { route: 'POST /api/v1/admin/reviews/:id/hide', access: 'admin', params: () => ({ id: moderated.visible }), body: () => ({ reason: 'Datos personales' }) },
  { route: 'POST /api/v1/admin/reviews/:id/restore', access: 'admin', params: () => ({ id: moderated.hidden }), body: () => ({ reason: 'Revisada de nuevo' }) },
  { route: 'POST /api/v1/admin/reviews/:id/dismiss-reports', access: 'admin', params: () => ({ id: moderated.reported }), body: () => ({ reason: 'Opinión legítima' }) },
  { route: 'POST /api/v1/admin/experiences/:id/unpublish', access: 'admin', params: () => ({ id: moderated.experience }), body: () => ({ reason: 'Fotos engañosas' }) },
  // h5: review photos (a photo id that does not exist on the review: the admin's own 404 names it)
  { route: 'POST /api/v1/admin/reviews/:id/photos/:photoId/remove', access: 'admin', params: () => ({ id: moderated.visible, photoId: 999_999 }), body: () => ({ reason: 'Se ve una matrícula' }), ok: '404 REVIEW_PHOTO_NOT_FOUND' },
  // h6: payouts (a payout id that does not exist: the admin's own 404 names it)
  { route: 'GET /api/v1/admin/payouts', access: 'admin', query: () => ({ month: '2026-11', status: 'proposed' }) },
  { route: 'POST /api/v1/admin/payouts/propose', access: 'admin', body: () => ({ month: '2026-10' }) },
  { route: 'POST /api/v1/admin/payouts/:id/approve', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Revisado', code: '123456' }), ok: '404 PAYOUT_NOT_FOUND' },
  { route: 'POST /api/v1/admin/payouts/:id/hold', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Cuenta en revisión' }), ok: '404 PAYOUT_NOT_FOUND' },
  { route: 'POST /api/v1/admin/payouts/:id/release', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Revisada' }), ok: '404 PAYOUT_NOT_FOUND' },
  { route: 'POST /api/v1/admin/payouts/:id/paid', access: 'admin', params: () => ({ id: 999_999 }), body: () => ({ reason: 'Transferido', reference: 'BG-1' }), ok: '404 PAYOUT_NOT_FOUND' },
  { route: 'GET /api/v1/admin/payouts/bank-file', access: 'admin', query: () => ({ month: '2026-11' }) },
  // h7: dashboard figures
  { route: 'GET /api/v1/admin/dashboard/metrics', access: 'admin', query: () => ({ days: '7' }) },
];
/** h2: bookings of company A the admin support rows read, cancel and refund (each its own). */
const support = { story: 0, cancel: 0, refund: 0 };

let t: TestApp;
let world: AccessWorld;
/** Supplier applications waiting for review: the seed's for the approval, a new one for the rejection. */
const pending = { approve: 0, reject: 0 };
/** A confirmed booking of company A still ahead (the supplier cancellation's row; its retry answers 200 too). */
const booking = { id: 0 };
/** A's bookings the check-in routes use: a voucher of today's departure, and yesterday's booking. */
const attendance = { voucher: '', noShow: 0 };
/** h4: the records the promotions' rows use (the seed's FIRST3 coupon, a delivered gift card). */
const promotions = { coupon: 0, giftCard: 0 };
/** A review of A's experience, for the reply's row. */
let review = 0;
/** Reviews to hide, restore and clear of reports, and a live experience of another company to unpublish. */
const moderated = { visible: 0, hidden: 0, reported: 0, experience: 0 };
beforeAll(async () => {
  t = await createTestApp({ seed: true, experiences: 12 });
  world = await accessWorld(t);
  const [seeded] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from supplier_applications where email = ${DEMO_APPLICATION.email} and status = 'pending'`,
  );
  pending.approve = seeded!.id;
  pending.reject = (await submitApplication(t, 'es')).id;
  const [ahead] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from purchases where company_id = ${world.a.company} and status = 'confirmed'
      and starts_at > ${t.app.clock()} and checked_in_at is null order by id limit 1`,
  );
  booking.id = ahead!.id;
  // h2: three more of A's confirmed bookings ahead, apart from the operator's.
  const more = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from purchases where company_id = ${world.a.company} and status = 'confirmed'
      and starts_at > ${t.app.clock()} and checked_in_at is null and id <> ${booking.id} order by id limit 3`,
  );
  [support.story, support.cancel, support.refund] = more.map((row) => row.id) as [number, number, number];
  refs = await editorRefs(t);
  const photos = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experience_photos where experience_id = ${world.a.experience} order by position`,
  );
  photoIds = photos.map((photo) => photo.id);
  const ofA = await companyExperience(t, world.a.company, TEST_NOW);
  attendance.voucher = qrText(await checkInBooking(t, ofA.id, { bookingDate: ofA.today }));
  attendance.noShow = (await checkInBooking(t, ofA.id, { bookingDate: addDays(ofA.today, -1) })).id;
  const [written] = await queryRows<{ id: number }>(
    t.app.db,
    sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, lang_code)
      values (${world.a.experience}, 'Ana', 'Ruiz', 5, 'es') returning id`,
  );
  review = written!.id;
  const [coupon] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from coupons where code = 'FIRST3'`,
  );
  promotions.coupon = coupon!.id;
  promotions.giftCard = (await insertGiftCard(t.app.db, { delivered: true })).id;
  const moderation = await queryRows<{ id: number }>(
    t.app.db,
    sql`insert into reviews (experience_id, author_first_name, author_last_name, rating, lang_code,
          hidden_at, hidden_reason)
        values (${world.a.experience}, 'Luis', 'Mora', 1, 'es', null, null),
          (${world.a.experience}, 'Eva', 'Paz', 2, 'es', ${TEST_NOW}, 'Insultos'),
          (${world.a.experience}, 'Juan', 'Gil', 3, 'es', null, null)
        returning id`,
  );
  [moderated.visible, moderated.hidden, moderated.reported] = moderation.map((row) => row.id) as [
    number,
    number,
    number,
  ];
  await t.app.db.execute(
    sql`insert into review_reports (review_id, reason) values (${moderated.reported}, 'spam')`,
  );
  const [live] = await queryRows<{ id: number }>(
    t.app.db,
    sql`select id from experiences where status = 'published' and company_id <> ${world.a.company}
        order by id desc limit 1`,
  );
  moderated.experience = live!.id;
  // The delete takes the last, and the order must name them all.
  expect(photoIds.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t?.close());

describe('the authorization matrix', () => {
  it('has one row for every operator and admin route the app registers, and none for a route it does not', () => {
    const routes = operatorAndAdminRoutes(t);
    const rows = MATRIX.map((row) => row.route);
    expect(routes.length).toBeGreaterThan(0);
    expect(new Set(rows).size, 'one row per route').toBe(rows.length);
    expect({
      routesWithoutRow: routes.filter((route) => !rows.includes(route)),
      rowsWithoutRoute: rows.filter((route) => !routes.includes(route)),
    }).toEqual({ routesWithoutRow: [], rowsWithoutRoute: [] });
  });

  it('notices a change to any table it compares, and nothing else', async () => {
    const before = await databaseFingerprint(t.app.db);
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['companies', 'company_members', 'experiences']),
    );
    await t.app.db.execute(
      sql`update companies set company_name = company_name || '!' where id = ${world.a.company}`,
    );
    const changed = await databaseFingerprint(t.app.db);
    await t.app.db.execute(
      sql`update companies set company_name = rtrim(company_name, '!') where id = ${world.a.company}`,
    );
    expect(Object.keys(before).filter((table) => changed[table] !== before[table])).toEqual(['companies']);
    expect(await databaseFingerprint(t.app.db)).toEqual(before);
  });

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_, row) => {
    const planned = plannedCalls(row);
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    const ask = async ({ identity, answer }: PlannedCall, invalid = false) => {
      const key = invalid ? `${identity}, invalid request` : identity;
      answers[key] = answerOf(await callAs(t, world, row, identity, invalid), answer);
      expected[key] = answer;
    };
    const { write } = matrixRequest(row, world.a);
    const before = write ? await databaseFingerprint(t.app.db) : undefined;
    for (const refusal of planned.filter((c) => c.refused)) {
      await ask(refusal);
      if (refusal.stranger) await ask(refusal, true);
    }
    const after = write ? await databaseFingerprint(t.app.db) : undefined;
    for (const allowed of planned.filter((c) => !c.refused)) await ask(allowed);

    expect(answers).toEqual(expected);
    expect(after, 'the refused writes changed nothing').toEqual(before);
  });
});
