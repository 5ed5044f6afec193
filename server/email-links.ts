import type { FastifyInstance } from 'fastify';
import type { PromotionalEmailLinks } from '../domain/emails/rendered-email';
import { publicOrigin } from './public-origin';

/**
 * The origin e-mail links use: the product's public origin (PUBLIC_URL, else this server's own address).
 * Never the request's Host header, which a client chooses: a recovery e-mail must not link wherever the
 * requester likes. With the key that signs promotional mail's unsubscribe links (decision 0044).
 */
export function emailLinks(app: FastifyInstance): PromotionalEmailLinks {
  return { publicUrl: publicOrigin(app), signingSecret: app.env.SIGNING_SECRET };
}
