import type { FastifyInstance } from 'fastify';
import type { EmailLinks } from '../domain/emails/rendered-email';
import { publicOrigin } from './public-origin';

/**
 * The origin e-mail links use: the product's public origin (PUBLIC_URL, else this server's own address).
 * Never the request's Host header, which a client chooses: a recovery e-mail must not link wherever the
 * requester likes.
 */
export function emailLinks(app: FastifyInstance): EmailLinks {
  return { publicUrl: publicOrigin(app) };
}
