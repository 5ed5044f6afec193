import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../response-cache';

/** The best encoding the client accepts among those cached (brotli, then gzip, then none). */
function pickEncoding(body: CachedBody, acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptEncoding ?? '';
  if (body.br && /\bbr\b/.test(accepted)) return 'br';
  if (body.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * Answers with the cached JSON of a catalogue read, computing it on a miss. The key holds the language
 * and the whole URL (and body for POST searches), so every distinct question has its own entry. Such an
 * answer must not depend on who asks: one whose computation looked up the caller's session (auth plugin
 * `optionalUser`) is neither stored nor marked public (docs/decisions/0023).
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
  lang: string = request.lang,
) {
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  const key = `${lang}|${request.url}|${body}`;
  const personal = () => request.sessionLookup !== null;
  const cached = await request.server.responseCache.getOrCompute(key, compute, () => !personal());
  const encoding = pickEncoding(cached, request.headers['accept-encoding']);
  reply
    .header('cache-control', personal() ? 'private, no-store' : 'public, max-age=60')
    .header('vary', 'language-code, accept-language, accept-encoding')
    .type('application/json; charset=utf-8');
  // Already compressed: the compression plugin leaves a reply with content-encoding alone.
  if (encoding) return reply.header('content-encoding', encoding).send(cached[encoding]);
  return reply.send(cached.identity);
}
