/**
 * The operators' workspace API (docs/product.md § Operators); the form of an endpoint:
 * domain/contract/endpoint.ts. Every call is the session's operator user's, for its own company.
 */
import { z } from 'zod';
import { COMPANY_ROLES } from '../../common/company-roles';
import { endpoint } from '../contract/endpoint';

const tags = ['operators'];

export const operatorErrorReply = z.looseObject({ code: z.string(), message: z.string() });

/** The refusals every owner-only call shares (docs/decisions/0056-operator-access). */
export const OWNER_REFUSALS =
  'Refusals: 401 UNAUTHENTICATED; 403 OPERATOR_ONLY (no company) or OWNER_ONLY (staff).';

const companySummary = z.object({
  id: z.int().positive(),
  name: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 code of the country it operates in'),
  logo_url: z.string().nullable(),
});

const meReply = z.object({
  data: z.object({
    company: companySummary,
    role: z.enum(COMPANY_ROLES).describe('owner: also manages the team and the company; staff: the rest'),
  }),
});

export const operatorMeEndpoint = endpoint('GET', '/api/v1/operator/me', {
  tags,
  summary: 'The signed-in operator user’s company and role there',
  description: 'Refusals: 401 UNAUTHENTICATED signed out; 403 OPERATOR_ONLY for an account of no company.',
  response: { 200: meReply, 401: operatorErrorReply, 403: operatorErrorReply },
});
