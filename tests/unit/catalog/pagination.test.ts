import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_PAGE_SIZE,
  HOME_PAGE_SIZE,
  MAX_PAGE,
  PaginationError,
  type PaginationReason,
  pageOffset,
  paginationMeta,
  parsePage,
  toClientPagination,
} from '../../../domain/catalog/pagination';

function failure(run: () => unknown): { reason: PaginationReason; field: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PaginationError);
    const e = error as PaginationError;
    expect(e.code).toBe('INVALID_PAGINATION');
    expect(e.status).toBe(400);
    return { reason: e.reason, field: e.field };
  }
  throw new Error('expected a PaginationError');
}

describe('parsePage', () => {
  it('defaults to page 1 of 16', () => {
    expect(parsePage({})).toEqual({ page: 1, limit: 16 });
    expect(parsePage(undefined)).toEqual({ page: 1, limit: 16 });
  });

  it('treats empty values as missing (clients send page=&limit=16)', () => {
    expect(parsePage({ page: '', limit: '16' })).toEqual({ page: 1, limit: 16 });
    expect(parsePage({ page: '  ', limit: null })).toEqual({ page: 1, limit: 16 });
  });

  it('reads numeric strings and numbers', () => {
    expect(parsePage({ page: '3', limit: '8' })).toEqual({ page: 3, limit: 8 });
    expect(parsePage({ page: 2, limit: 20 })).toEqual({ page: 2, limit: 20 });
    expect(parsePage({ page: ' 4 ' })).toEqual({ page: 4, limit: 16 });
  });

  it('reads perPage, the newer API name, when limit is absent', () => {
    expect(parsePage({ perPage: '1000' }, { maxLimit: 1000 })).toEqual({ page: 1, limit: 1000 });
    expect(parsePage({ limit: '5', perPage: '9' })).toEqual({ page: 1, limit: 5 });
  });

  it('takes the caller default and cap', () => {
    expect(parsePage({}, { defaultLimit: HOME_PAGE_SIZE })).toEqual({ page: 1, limit: 8 });
    expect(parsePage({}, { defaultLimit: 50, maxLimit: 20 })).toEqual({ page: 1, limit: 20 });
    expect(parsePage({ limit: String(DEFAULT_MAX_PAGE_SIZE) })).toEqual({ page: 1, limit: 100 });
  });

  it('ignores unrelated parameters', () => {
    expect(parsePage({ country: '1', utm_source: 'x', page: '2' })).toEqual({ page: 2, limit: 16 });
  });

  it.each<[Record<string, unknown>, PaginationReason, string]>([
    [{ page: 'abc' }, 'not_an_integer', 'page'],
    [{ page: '1.5' }, 'not_an_integer', 'page'],
    [{ page: 1.5 }, 'not_an_integer', 'page'],
    [{ page: '1e2' }, 'not_an_integer', 'page'],
    [{ page: true }, 'not_an_integer', 'page'],
    [{ page: {} }, 'not_an_integer', 'page'],
    [{ page: '-1' }, 'out_of_range', 'page'],
    [{ page: -2 }, 'out_of_range', 'page'],
    [{ page: '0' }, 'out_of_range', 'page'],
    [{ page: String(MAX_PAGE + 1) }, 'too_large', 'page'],
    [{ page: '9'.repeat(30) }, 'too_large', 'page'],
    [{ page: ['1', '2'] }, 'repeated', 'page'],
    [{ limit: 'ten' }, 'not_an_integer', 'limit'],
    [{ limit: '0' }, 'out_of_range', 'limit'],
    [{ limit: '-16' }, 'out_of_range', 'limit'],
    [{ limit: '101' }, 'too_large', 'limit'],
    [{ perPage: '1001' }, 'too_large', 'perPage'],
  ])('rejects %j', (query, reason, field) => {
    expect(failure(() => parsePage(query))).toEqual({ reason, field });
  });

  it('applies a custom cap', () => {
    expect(failure(() => parsePage({ perPage: '1001' }, { maxLimit: 1000 }))).toEqual({
      reason: 'too_large',
      field: 'perPage',
    });
  });
});

describe('pageOffset', () => {
  it('skips the previous pages', () => {
    expect(pageOffset({ page: 1, limit: 16 })).toBe(0);
    expect(pageOffset({ page: 3, limit: 8 })).toBe(16);
  });
});

describe('paginationMeta', () => {
  it('describes a middle page', () => {
    expect(paginationMeta(40, 2, 16)).toEqual({
      total_pages: 3,
      current_page: 2,
      total_records: 40,
      next_page: 3,
      prev_page: 1,
    });
  });

  it('has null neighbours at the ends', () => {
    expect(paginationMeta(40, 1, 16)).toMatchObject({ next_page: 2, prev_page: null });
    expect(paginationMeta(40, 3, 16)).toMatchObject({ next_page: null, prev_page: 2 });
    expect(paginationMeta(16, 1, 16)).toMatchObject({ total_pages: 1, next_page: null, prev_page: null });
  });

  it('has zero pages when there are no records', () => {
    expect(paginationMeta(0, 1, 16)).toEqual({
      total_pages: 0,
      current_page: 1,
      total_records: 0,
      next_page: null,
      prev_page: null,
    });
  });

  it('points a page past the end back to the last page', () => {
    expect(paginationMeta(20, 9, 16)).toMatchObject({ total_pages: 2, next_page: null, prev_page: 2 });
    expect(paginationMeta(0, 4, 16)).toMatchObject({ next_page: null, prev_page: 1 });
  });

  it.each<[number, number, number, string, PaginationReason]>([
    [-1, 1, 16, 'total', 'out_of_range'],
    [1.5, 1, 16, 'total', 'not_an_integer'],
    [10, 0, 16, 'page', 'out_of_range'],
    [10, Number.NaN, 16, 'page', 'not_an_integer'],
    [10, 1, 0, 'limit', 'out_of_range'],
    [10, 1, Number.POSITIVE_INFINITY, 'limit', 'not_an_integer'],
  ])('rejects total=%s page=%s limit=%s', (total, page, limit, field, reason) => {
    expect(failure(() => paginationMeta(total, page, limit))).toEqual({ reason, field });
  });
});

describe('toClientPagination', () => {
  it('renames to the client form', () => {
    expect(toClientPagination(paginationMeta(40, 2, 16))).toEqual({
      currentPage: 2,
      nextPage: 3,
      totalPage: 3,
      totalRecords: 40,
    });
  });
});
