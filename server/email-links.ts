import type { FastifyInstance } from 'fastify';
import type { EmailLinks } from '../domain/emails/rendered-email';

/**
 * The origin e-mail links use: PUBLIC_URL, else this server's own address. Never the request's Host
 * header, which a client chooses: a recovery e-mail must not link wherever the requester likes.
 */
export function emailLinks(app: FastifyInstance): EmailLinks {
  const host = app.env.HOST === '0.0.0.0' || app.env.HOST === '::' ? 'localhost' : app.env.HOST;
  return { publicUrl: app.env.PUBLIC_URL ?? `http://${host}:${app.env.PORT}` };
}
