/**
 * The reason every back-office write that affects money or a person takes (docs/decisions/
 * 0073-admin-travellers-and-companies): kept in the audit log with the write's before and after.
 */
import { z } from 'zod';

export const adminReason = z
  .string({ error: 'admin.errors.reasonInvalid' })
  .trim()
  .min(3, 'admin.errors.reasonInvalid')
  .max(1000, 'admin.errors.reasonInvalid')
  .describe('Why: 3 to 1000 characters, kept in the audit log');

/** A page of a back-office list: read as the catalogue reads it (domain/catalog/pagination.ts). */
export const adminPageText = z.string().optional().describe('1-based; 20 per page, at most 100 with `limit`');

export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** What a back-office list is searched by: part of an e-mail or a name. */
export const adminSearchText = z
  .string({ error: 'admin.errors.searchInvalid' })
  .trim()
  .max(ADMIN_SEARCH_MAX_LENGTH, 'admin.errors.searchInvalid')
  .optional();

/** The page and its size, as every back-office list reads them. */
export const adminPageQuery = { page: adminPageText, limit: adminPageText };

/** The body of a back-office write that takes nothing but its reason. */
export const reasonBody = z.object({ reason: adminReason });
