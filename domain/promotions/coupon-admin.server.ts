/**
 * The back office's coupon writes (docs/decisions/0075-admin-promotions): create, edit and pause or resume,
 * each one transaction with its audit record (before and after). The coupon's row is locked while it is
 * edited, so an edit and a purchase recording a use (which locks the same row, docs/decisions/0045) take
 * turns: an edit never judges "unused" while a use is being recorded.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { violatedConstraint } from '../../db/violated-constraint';
import { changedFields, recordAudit } from '../audit/audit-log.server';
import { AppError } from '../errors';
import { toCents } from '../pricing/money';
import type { CouponCreateBody, CouponEditBody } from './coupon-admin-contract';
import { apiFieldName, type CouponRow, couponReply, readCoupon, shapeOf } from './coupon-admin-reads.server';
import {
  COUPON_ADMIN_ERROR_KEYS,
  couponKindOf,
  type CouponShape,
  couponShapeProblem,
  lockedChanges,
  normalizedCoupon,
} from './coupon-admin-rules';

const couponNotFound = () => new AppError(404, 'COUPON_NOT_FOUND', 'adminCoupons.errors.notFound');
const codeTaken = () => new AppError(409, 'COUPON_CODE_TAKEN', 'adminCoupons.errors.codeTaken');

const cents = (usd: number | null) => (usd === null ? null : toCents(usd));
const instant = (text: string | null) => (text === null ? null : new Date(text));

/** The body's fields over `base` (an edit sends some of them). */
function shapeFrom(base: CouponShape, body: Partial<CouponCreateBody>): CouponShape {
  return normalizedCoupon({
    code: body.code ?? base.code,
    appliesTo: body.applies_to ?? base.appliesTo,
    percent: body.percent ?? base.percent,
    validFrom: body.valid_from !== undefined ? instant(body.valid_from) : base.validFrom,
    validUntil: body.valid_until !== undefined ? instant(body.valid_until) : base.validUntil,
    maxPriceByExperienceCents:
      body.max_price_by_experience !== undefined
        ? cents(body.max_price_by_experience)
        : base.maxPriceByExperienceCents,
    maxDiscountAppliedCents:
      body.max_discount_applied !== undefined
        ? cents(body.max_discount_applied)
        : base.maxDiscountAppliedCents,
    maxUsesPerUser: body.max_uses_per_user ?? base.maxUsesPerUser,
    maxUses: body.max_uses !== undefined ? body.max_uses : base.maxUses,
    experienceIds: body.experience_ids ?? base.experienceIds,
    companyIds: body.company_ids ?? base.companyIds,
    countryCodes: body.country_codes ?? base.countryCodes,
    affiliateCode: body.affiliate_code !== undefined ? body.affiliate_code : base.affiliateCode,
  });
}

const EMPTY: CouponShape = {
  code: '',
  appliesTo: 'booking',
  percent: 0,
  validFrom: null,
  validUntil: null,
  maxPriceByExperienceCents: null,
  maxDiscountAppliedCents: null,
  maxUsesPerUser: 1,
  maxUses: null,
  experienceIds: [],
  companyIds: [],
  countryCodes: [],
  affiliateCode: null,
};

function assertShape(shape: CouponShape, usesCount: number) {
  const problem = couponShapeProblem(shape, usesCount);
  if (problem) throw new AppError(400, problem, COUPON_ADMIN_ERROR_KEYS[problem]);
}

/** Ids of the countries named, or 400 when one is unknown; the experiences and companies must exist too. */
async function countryIdsOf(tx: DbOrTx, shape: CouponShape): Promise<number[]> {
  const unknown = async (table: 'experiences' | 'companies', ids: number[]) => {
    if (ids.length === 0) return false;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(table)} where id in (${list})`,
    );
    return row!.n !== ids.length;
  };
  if (await unknown('experiences', shape.experienceIds)) {
    throw new AppError(400, 'COUPON_EXPERIENCE_UNKNOWN', 'adminCoupons.errors.experiences');
  }
  if (await unknown('companies', shape.companyIds)) {
    throw new AppError(400, 'COUPON_COMPANY_UNKNOWN', 'adminCoupons.errors.companies');
  }
  if (shape.countryCodes.length === 0) return [];
  const codes = sql.join(
    shape.countryCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from countries where upper(iso_code) in (${codes})`,
  );
  if (rows.length !== shape.countryCodes.length) {
    throw new AppError(400, 'COUPON_COUNTRY_UNKNOWN', 'adminCoupons.errors.countries');
  }
  return rows.map((row) => row.id);
}

/** Replaces the coupon's restriction lists. */
async function writeRestrictions(tx: DbOrTx, id: number, shape: CouponShape, countryIds: number[]) {
  const lists = [
    ['coupon_experiences', 'experience_id', shape.experienceIds],
    ['coupon_companies', 'company_id', shape.companyIds],
    ['coupon_countries', 'country_id', countryIds],
  ] as const;
  for (const [table, column, ids] of lists) {
    await queryRows(tx, sql`delete from ${sql.identifier(table)} where coupon_id = ${id}`);
    for (const other of ids) {
      await queryRows(
        tx,
        sql`insert into ${sql.identifier(table)} (coupon_id, ${sql.identifier(column)}) values (${id}, ${other})`,
      );
    }
  }
}

const columns = (shape: CouponShape) => sql`code = ${shape.code}, kind = ${couponKindOf(shape)},
  percent = ${shape.percent}, valid_from = ${shape.validFrom}, valid_until = ${shape.validUntil},
  max_price_by_experience_cents = ${shape.maxPriceByExperienceCents},
  max_discount_applied_cents = ${shape.maxDiscountAppliedCents}, max_uses_per_user = ${shape.maxUsesPerUser},
  max_uses = ${shape.maxUses}, affiliate_code = ${shape.affiliateCode}`;

/** What the audit log keeps of a coupon. */
const auditView = (row: CouponRow) => {
  const {
    id: _id,
    travellers: _t,
    discount_given: _d,
    used: _u,
    locked_fields: _l,
    ...rest
  } = couponReply(row);
  return rest;
};

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedConstraint(error, '23505')) throw codeTaken();
    throw error;
  }
}

export async function createCoupon(db: Db, adminId: number, body: CouponCreateBody, now: Date) {
  const shape = shapeFrom(EMPTY, body);
  assertShape(shape, 0);
  const row = await unique(() =>
    db.transaction(async (tx) => {
      const countryIds = await countryIdsOf(tx, shape);
      const [made] = await queryRows<{ id: number }>(
        tx,
        sql`insert into coupons (code, kind, percent, created_at) values (${shape.code}, 'promotion', 1, ${now})
          returning id`,
      );
      await queryRows(tx, sql`update coupons set ${columns(shape)} where id = ${made!.id}`);
      await writeRestrictions(tx, made!.id, shape, countryIds);
      const created = (await readCoupon(tx, made!.id))!;
      const after = auditView(created);
      await recordAudit(tx, {
        actorId: adminId,
        actorKind: 'admin',
        action: 'coupon.create',
        entity: 'coupon',
        entityId: created.id,
        before: null,
        after,
        at: now,
      });
      return created;
    }),
  );
  return couponReply(row);
}

export async function editCoupon(db: Db, adminId: number, id: number, body: CouponEditBody, now: Date) {
  const row = await unique(() =>
    db.transaction(async (tx) => {
      const current = await readCoupon(tx, id, true);
      if (!current) throw couponNotFound();
      const next = shapeFrom(shapeOf(current), body);
      const locked = lockedChanges(shapeOf(current), next, current.used);
      if (locked.length > 0) {
        throw new AppError(
          409,
          'COUPON_LOCKED_AFTER_USE',
          'adminCoupons.errors.locked',
          {},
          { fields: locked.map(apiFieldName) },
        );
      }
      assertShape(next, current.uses_count);
      const countryIds = await countryIdsOf(tx, next);
      await queryRows(tx, sql`update coupons set ${columns(next)} where id = ${id}`);
      await writeRestrictions(tx, id, next, countryIds);
      const edited = (await readCoupon(tx, id))!;
      const change = changedFields(auditView(current), auditView(edited));
      if (change) {
        await recordAudit(tx, {
          actorId: adminId,
          actorKind: 'admin',
          action: 'coupon.update',
          entity: 'coupon',
          entityId: id,
          before: change.before,
          after: { ...change.after, reason: body.reason },
          at: now,
        });
      }
      return edited;
    }),
  );
  return couponReply(row);
}

/** Pauses (active false) or resumes a coupon; doing it twice changes nothing and records nothing. */
export async function setCouponActive(
  db: Db,
  adminId: number,
  id: number,
  active: boolean,
  reason: string,
  now: Date,
) {
  const row = await db.transaction(async (tx) => {
    const current = await readCoupon(tx, id, true);
    if (!current) throw couponNotFound();
    if (current.is_active === active) return current;
    await queryRows(tx, sql`update coupons set is_active = ${active} where id = ${id}`);
    await recordAudit(tx, {
      actorId: adminId,
      actorKind: 'admin',
      action: active ? 'coupon.resume' : 'coupon.pause',
      entity: 'coupon',
      entityId: id,
      before: { is_active: current.is_active },
      after: { is_active: active, reason },
      at: now,
    });
    return (await readCoupon(tx, id))!;
  });
  return couponReply(row);
}
