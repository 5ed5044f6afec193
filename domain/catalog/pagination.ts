/**
 * Page/limit parsing and the pagination block every list answers with (docs/product.md § Conventions).
 * Page sizes of docs/product.md § Constants: 16 for experience lists and favourites, 8 on home, up to 1000
 * for categories/web and the destinations page: callers pass their own cap.
 */
import { AppError } from '../errors';

export const DEFAULT_PAGE_SIZE = 16;
export const HOME_PAGE_SIZE = 8;
/** docs/product.md § Constants: countries limit 30, destinations per country limit 30. */
export const COUNTRIES_LIMIT = 30;
export const DESTINATIONS_PER_COUNTRY_LIMIT = 30;
export const DEFAULT_MAX_PAGE_SIZE = 100;
/** Far beyond any real catalogue; keeps `(page - 1) * limit` a safe integer for OFFSET. */
export const MAX_PAGE = 100_000;

export type PaginationReason = 'not_an_integer' | 'out_of_range' | 'too_large' | 'repeated';

export class PaginationError extends AppError {
  declare readonly code: 'INVALID_PAGINATION';
  readonly reason: PaginationReason;
  readonly field: string;

  constructor(field: string, reason: PaginationReason, message: string) {
    super(400, 'INVALID_PAGINATION', 'errors.invalidQuery', { reason: message }, { reason, field });
    this.name = 'PaginationError';
    this.message = message;
    this.field = field;
    this.reason = reason;
  }
}

export interface PageRequest {
  page: number;
  limit: number;
}

export interface PageOptions {
  /** Used when the query names no limit (16 for lists, 8 on home, 10 for destinations/web). */
  defaultLimit?: number;
  /** Larger limits are rejected rather than clamped, so a client never silently gets fewer rows. */
  maxLimit?: number;
}

export interface PaginationMeta {
  total_pages: number;
  current_page: number;
  total_records: number;
  next_page: number | null;
  prev_page: number | null;
}

/** The camelCase form the web client keeps in its state (docs/product.md § Conventions). */
export interface ClientPagination {
  currentPage: number;
  nextPage: number | null;
  totalPage: number;
  totalRecords: number;
}

/**
 * Reads `page` and `limit` (or `perPage`, the newer API's name) from a parsed query string.
 * Missing or empty values take the defaults: clients call `experiences/simple?page=&limit=16`.
 */
export function parsePage(
  query: Readonly<Record<string, unknown>> | undefined,
  options: PageOptions = {},
): PageRequest {
  const maxLimit = options.maxLimit ?? DEFAULT_MAX_PAGE_SIZE;
  const defaultLimit = Math.min(options.defaultLimit ?? DEFAULT_PAGE_SIZE, maxLimit);
  const q = query ?? {};
  const page = readPositive(q, 'page') ?? 1;
  if (page > MAX_PAGE) throw new PaginationError('page', 'too_large', `page must be at most ${MAX_PAGE}`);

  const limitKey = isBlank(q.limit) && !isBlank(q.perPage) ? 'perPage' : 'limit';
  const limit = readPositive(q, limitKey) ?? defaultLimit;
  if (limit > maxLimit) {
    throw new PaginationError(limitKey, 'too_large', `${limitKey} must be at most ${maxLimit}`);
  }
  return { page, limit };
}

/** Rows to skip for a page request (SQL OFFSET). */
export function pageOffset({ page, limit }: PageRequest): number {
  return (page - 1) * limit;
}

/**
 * next_page and prev_page are null at the ends. A page past the end still points back to the last
 * existing page, so a stale "View more" link can recover instead of paging through nothing.
 */
export function paginationMeta(total: number, page: number, limit: number): PaginationMeta {
  assertInteger('total', total, 0);
  assertInteger('page', page, 1);
  assertInteger('limit', limit, 1);
  const totalPages = Math.ceil(total / limit);
  return {
    total_pages: totalPages,
    current_page: page,
    total_records: total,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
  };
}

export function toClientPagination(meta: PaginationMeta): ClientPagination {
  return {
    currentPage: meta.current_page,
    nextPage: meta.next_page,
    totalPage: meta.total_pages,
    totalRecords: meta.total_records,
  };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function readPositive(query: Readonly<Record<string, unknown>>, field: string): number | undefined {
  const raw = query[field];
  if (isBlank(raw)) return undefined;
  if (Array.isArray(raw)) throw new PaginationError(field, 'repeated', `${field} must be given once`);
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d+$/.test(text)) {
    throw new PaginationError(field, 'not_an_integer', `${field} must be a positive integer`);
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new PaginationError(field, 'too_large', `${field} is too large`);
  }
  if (value < 1) throw new PaginationError(field, 'out_of_range', `${field} must be at least 1`);
  return value;
}

function assertInteger(field: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new PaginationError(field, 'not_an_integer', `${field} must be an integer`);
  }
  if (value < min) throw new PaginationError(field, 'out_of_range', `${field} must be at least ${min}`);
}
