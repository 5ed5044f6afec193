import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers with the cached JSON of a catalogue read, computing it on a miss. The key holds the language
 * and the whole URL (and body for POST searches), so every distinct question has its own entry.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
  lang: string = request.lang,
) {
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  const key = `${lang}|${request.url}|${body}`;
  const json = await request.server.responseCache.getOrCompute(key, compute);
  return reply
    .header('cache-control', 'public, max-age=60')
    .header('vary', 'language-code, accept-language')
    .type('application/json; charset=utf-8')
    .send(json);
}
