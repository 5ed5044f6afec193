import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isPickupAddOn, offersTransport, PICKUP_TYPE_CODE } from '../../../domain/catalog/add-on-types';
import { freeCancellationSql, offersTransportSql } from '../../../domain/catalog/catalog-conditions.server';
import { CANCELLATION_POLICY_IDS, isRefundable } from '../../../domain/catalog/cancellation-policy';

const dialect = new PgDialect();

describe('pickup add-ons and the transport flag', () => {
  it('treats only type code 0 as a pickup', () => {
    expect(PICKUP_TYPE_CODE).toBe(0);
    expect([0, 1, 2, 3, 4].map(isPickupAddOn)).toEqual([true, false, false, false, false]);
  });

  it('offers transport with a pickup add-on or without a meeting point', () => {
    expect(offersTransport(8.9, [1, 2])).toBe(false);
    expect(offersTransport(8.9, [2, PICKUP_TYPE_CODE])).toBe(true);
    expect(offersTransport(null, [])).toBe(true);
    expect(offersTransport(0, [])).toBe(false);
  });
});

describe('SQL forms of the catalogue rules', () => {
  it('writes the pickup code into the transport condition', () => {
    const { sql, params } = dialect.sqlToQuery(offersTransportSql);
    expect(sql).toContain('e.meeting_latitude is null');
    expect(sql).toContain(`ai.type_code = ${PICKUP_TYPE_CODE}`);
    expect(params).toEqual([]);
  });

  it('lists exactly the refundable policies in the free-cancellation condition', () => {
    const refundable = CANCELLATION_POLICY_IDS.filter(isRefundable);
    const { sql, params } = dialect.sqlToQuery(freeCancellationSql);
    expect(sql).toBe(`e.cancellation_policy in (${refundable.join(', ')})`);
    expect(params).toEqual([]);
  });
});
