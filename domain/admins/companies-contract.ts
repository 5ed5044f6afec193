/**
 * The back office's operators (docs/product.md § Travellers and operators, docs/decisions/
 * 0073-admin-travellers-and-companies): companies with their status, users, experiences and commission;
 * the commission changed for later bookings; suspension and reinstatement. Admin routes: 404 NOT_FOUND for
 * anyone but an admin whose session passed the second factor. The form of an endpoint:
 * domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { COMPANY_ROLES } from '../../common/company-roles';
import { COMPANY_STATES } from '../../common/lifecycle-states';
import { paginationReply } from '../catalog/replies-contract';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { adminPageQuery, adminReason, adminSearchText, reasonBody } from './admin-reason';
import { placedDaysQuery } from './placed-days';

const tags = ['admin'];

export const companySummary = z.object({
  id: z.int().positive(),
  name: z.string(),
  email: z.string(),
  country_iso: z.string(),
  status: z.enum(COMPANY_STATES),
  commission_bps: z.int().describe('Basis points of each booking’s price: 2000 = 20 %'),
  experiences: z.int().nonnegative().describe('All its experiences'),
  published: z.int().nonnegative().describe('Those in the catalogue now'),
  created_at: z.string(),
});

const company = companySummary.extend({
  legal_name: z.string().nullable(),
  tax_id: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  members: z.array(
    z.object({
      user_id: z.int().positive(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(COMPANY_ROLES),
      is_blocked: z.boolean(),
    }),
  ),
  experiences_by_status: z.record(z.string(), z.int()),
  history: z
    .array(
      z.object({
        at: z.string(),
        action: z.string(),
        admin_id: z.int().nullable(),
        reason: z.string().nullable(),
        before: z.record(z.string(), z.unknown()).nullable(),
        after: z.record(z.string(), z.unknown()).nullable(),
      }),
    )
    .describe('Commission changes, suspensions and reinstatements (audit log), newest first'),
});

/** The list's query, read by the endpoint and by the page /admin/companies. */
export const companiesQuery = z.object({
  status: z.enum(COMPANY_STATES, { error: 'admin.companies.errors.statusInvalid' }).optional(),
  q: adminSearchText,
  ...placedDaysQuery,
  ...adminPageQuery,
});

export const listCompaniesEndpoint = endpoint('GET', '/api/v1/admin/companies', {
  tags,
  summary:
    'Operator companies, by name: status (active, suspended), q (part of the name or e-mail), the days ' +
    'they were created (from, to: America/Panama), page, limit',
  querystring: companiesQuery,
  response: { 200: z.object({ data: z.array(companySummary), pagination: paginationReply }) },
});

export const companyEndpoint = endpoint('GET', '/api/v1/admin/companies/:id', {
  tags,
  summary: 'A company: profile, users and roles, experiences by status, commission and its history',
  params: idParams,
  response: { 200: z.object({ data: company }) },
});

export const companyCommissionEndpoint = endpoint('PUT', '/api/v1/admin/companies/:id/commission', {
  tags,
  summary:
    'Changes the commission with a reason: bookings made afterwards use it, earlier ones keep the ' +
    'commission fixed when they were booked',
  params: idParams,
  body: z.object({
    commission_bps: z
      .int({ error: 'admin.companies.errors.commissionInvalid' })
      .min(0, 'admin.companies.errors.commissionInvalid')
      .max(10_000, 'admin.companies.errors.commissionInvalid')
      .describe('Basis points: 0 to 10000'),
    reason: adminReason,
  }),
  response: {
    200: z.object({ data: z.object({ id: z.int().positive(), commission_bps: z.int() }) }),
  },
});

const statusChangeReply = z.object({
  data: z.object({
    id: z.int().positive(),
    status: z.enum(COMPANY_STATES),
    experience_ids: z.array(z.int()).describe('Experiences that left the catalogue, or came back'),
  }),
});

export const suspendCompanyEndpoint = endpoint('POST', '/api/v1/admin/companies/:id/suspend', {
  tags,
  summary:
    'Suspends a company with a reason: its published experiences leave the catalogue at once in every ' +
    'process; its operators keep signing in and may cancel existing bookings, but nothing goes live',
  params: idParams,
  body: reasonBody,
  response: { 200: statusChangeReply },
});

export const reinstateCompanyEndpoint = endpoint('POST', '/api/v1/admin/companies/:id/reinstate', {
  tags,
  summary: 'Reinstates a suspended company with a reason: the experiences the suspension took out come back',
  params: idParams,
  body: reasonBody,
  response: { 200: statusChangeReply },
});
