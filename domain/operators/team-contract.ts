/**
 * The company's team (docs/product.md § Operators): owners list, invite and remove; an invited person
 * accepts. The form of an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { COMPANY_ROLES } from '../../common/company-roles';
import { userJsonSchema } from '../accounts/user-json';
import { endpoint } from '../contract/endpoint';
import { idSchema } from '../id-schema';
import { OWNER_REFUSALS, operatorErrorReply as errorReply } from './contract';
import { acceptInvitationSchema, inviteSchema } from './team-input';

const tags = ['operators'];

const invitation = z.object({
  id: z.int().positive(),
  email: z.string(),
  language: z.string(),
  expires_at: z.string().describe('ISO 8601: the link stops working then'),
});

const teamReply = z.object({
  data: z.object({
    members: z.array(
      z.object({
        user_id: z.int().positive(),
        first_name: z.string(),
        last_name: z.string(),
        email: z.string(),
        role: z.enum(COMPANY_ROLES),
        since: z.string(),
      }),
    ),
    invitations: z.array(invitation).describe('Pending: not accepted, withdrawn or expired'),
  }),
});

export const teamEndpoint = endpoint('GET', '/api/v1/operator/team', {
  tags,
  summary: 'The company’s members and pending invitations (owners only)',
  description: OWNER_REFUSALS,
  response: { 200: teamReply, 401: errorReply, 403: errorReply },
});

export const inviteEndpoint = endpoint('POST', '/api/v1/operator/team/invitations', {
  tags,
  summary:
    'Invite an address to the company as staff: a single-use link valid 7 days is e-mailed in the chosen ' +
    'language (else the account’s, else the request’s); a pending invitation to it is replaced',
  description: `${OWNER_REFUSALS} 409 ALREADY_MEMBER; 429 past 20 invitations an hour.`,
  body: inviteSchema,
  response: { 201: z.object({ data: invitation }), 401: errorReply, 403: errorReply, 409: errorReply },
});

export const revokeInvitationEndpoint = endpoint('DELETE', '/api/v1/operator/team/invitations/:id', {
  tags,
  summary: 'Withdraw a pending invitation of the company',
  description: `${OWNER_REFUSALS} 404 INVITATION_NOT_FOUND (not pending, or another company’s).`,
  params: z.object({ id: idSchema }),
  response: { 204: z.undefined().describe('No body'), 401: errorReply, 403: errorReply, 404: errorReply },
});

export const removeMemberEndpoint = endpoint('DELETE', '/api/v1/operator/team/members/:userId', {
  tags,
  summary: 'Remove a member from the company (never its last owner)',
  description: `${OWNER_REFUSALS} 404 MEMBER_NOT_FOUND; 409 LAST_OWNER.`,
  params: z.object({ userId: idSchema }),
  response: {
    204: z.undefined().describe('No body'),
    401: errorReply,
    403: errorReply,
    404: errorReply,
    409: errorReply,
  },
});

export const acceptInvitationEndpoint = endpoint('POST', '/api/v1/operator-invitations/accept', {
  tags,
  summary:
    'Accept an invitation with its e-mailed token: signed in as the invited address’s account, or, for an ' +
    'address without one, with the new account’s names and password (the answer then opens its session)',
  description:
    'Refusals: 400 INVITATION_INVALID (unknown, used, withdrawn or expired) or VALIDATION_ERROR; 403 ' +
    'SIGN_IN_AS_INVITEE; 409 ALREADY_MEMBER or MEMBER_OF_ANOTHER_COMPANY.',
  body: acceptInvitationSchema,
  response: {
    200: z.object({
      user: userJsonSchema,
      token: z.string().optional().describe('A new account’s session token, also set as the cookie'),
    }),
    400: errorReply,
    403: errorReply,
    409: errorReply,
  },
});
