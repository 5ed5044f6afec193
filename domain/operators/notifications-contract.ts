/**
 * Each operator user's choice of operator e-mails (docs/product.md § Operator e-mails,
 * docs/decisions/0064-operator-earnings-basis.md): its own row only, staff and owners alike. The form of
 * an endpoint: domain/contract/endpoint.ts.
 */
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { operatorErrorReply as errorReply } from './contract';

const tags = ['operators'];

const key = 'operator.notifications.errors.choiceInvalid';

const choices = z.object({
  new_booking: z.boolean({ error: key }).describe('An e-mail at each new booking of the company'),
  cancellation: z.boolean({ error: key }).describe('An e-mail at each cancellation, whoever cancelled'),
  daily_manifest: z
    .boolean({ error: key })
    .describe('Tomorrow’s manifests, at 18:00 on the experience’s clock'),
});

const choicesReply = z.object({
  data: choices.extend({
    contact_email: z
      .string()
      .describe('The company’s contact address, which always gets the booking and cancellation e-mails'),
  }),
});

const REFUSALS = 'Refusals: 401 UNAUTHENTICATED; 403 OPERATOR_ONLY (no company).';

export const operatorNotificationsEndpoint = endpoint('GET', '/api/v1/operator/notifications', {
  tags,
  summary: 'Which operator e-mails the signed-in operator user receives (all off until chosen)',
  description: REFUSALS,
  response: { 200: choicesReply, 401: errorReply, 403: errorReply },
});

export const putOperatorNotificationsEndpoint = endpoint('PUT', '/api/v1/operator/notifications', {
  tags,
  summary: 'Choose which operator e-mails the signed-in operator user receives',
  description: `${REFUSALS} 400 VALIDATION_ERROR with \`issues\`.`,
  body: choices,
  response: { 200: choicesReply, 401: errorReply, 403: errorReply },
});

export type NotificationChoices = z.output<typeof choices>;
