/**
 * The supplier applications queue (docs/decisions/0057-admin-second-factor): admin routes (404 NOT_FOUND
 * for anyone but an admin whose session passed the second factor), and the acceptance of an approved
 * company by the account that already had its e-mail.
 */
import { z } from 'zod';
import { idParams } from '../contract/common-schemas';
import { endpoint } from '../contract/endpoint';
import { VERIFICATION_TOKEN_PATTERN } from '../accounts/email-verification';
import { APPLICATION_STATUSES } from './application-status';

const tags = ['admin'];

export const applicationJson = z.object({
  id: z.int().positive(),
  status: z.enum(APPLICATION_STATUSES),
  email: z.string(),
  company_name: z.string(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  phone: z.string(),
  country_iso: z.string(),
  tax_id: z.string().nullable(),
  website: z.string().nullable(),
  message: z.string().nullable(),
  language: z.enum(['es', 'en']).describe('The applicant’s: the review’s e-mails are written in it'),
  rejection_reason: z.string().nullable(),
  company_id: z.int().nullable().describe('The company an approval made'),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});

export const listApplicationsEndpoint = endpoint('GET', '/api/v1/admin/supplier-applications', {
  tags,
  summary:
    'Supplier applications in one status (pending by default): pending oldest first, reviewed newest first',
  querystring: z.object({
    status: z
      .enum(APPLICATION_STATUSES, { error: 'admin.applications.errors.statusInvalid' })
      .default('pending'),
  }),
  response: { 200: z.object({ data: z.array(applicationJson) }) },
});

export const approveApplicationEndpoint = endpoint(
  'POST',
  '/api/v1/admin/supplier-applications/:id/approve',
  {
    tags,
    summary:
      'Approves a pending application in one transaction: creates the company and its owner (a new account ' +
      'whose password is chosen on the e-mailed link, or the existing account of that e-mail once it ' +
      'accepts on its link); 409 once reviewed',
    params: idParams,
    response: {
      200: z.object({
        data: z.object({
          application: applicationJson,
          company_id: z.int().positive(),
          owner: z.enum(['created', 'invited']),
        }),
      }),
    },
  },
);

export const rejectApplicationEndpoint = endpoint('POST', '/api/v1/admin/supplier-applications/:id/reject', {
  tags,
  summary:
    'Rejects a pending application and e-mails the reason in the applicant’s language; 409 once reviewed',
  params: idParams,
  body: z.object({
    reason: z
      .string({ error: 'admin.applications.errors.reasonInvalid' })
      .trim()
      .min(3, 'admin.applications.errors.reasonInvalid')
      .max(1000, 'admin.applications.errors.reasonInvalid')
      .regex(/^[^<>]*$/, 'admin.applications.errors.reasonInvalid'),
  }),
  response: { 200: z.object({ data: z.object({ application: applicationJson }) }) },
});

export const acceptCompanyEndpoint = endpoint('POST', '/api/v1/company-welcome/accept', {
  tags: ['operators'],
  summary:
    'The signed-in account accepts, with the link e-mailed at approval, to be the owner of the company ' +
    'its application made; the link works once',
  body: z.object({ token: z.string().regex(VERIFICATION_TOKEN_PATTERN, 'admin.welcome.errors.linkInvalid') }),
  response: { 200: z.object({ data: z.object({ company: z.object({ id: z.int(), name: z.string() }) }) }) },
});
