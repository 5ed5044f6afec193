import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '../common/i18n/languages';
import { translate } from '../common/i18n/translate';
import { sendError } from './plugins/errors';
import { SECURITY_HEADERS } from './plugins/security-headers';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Fastify's answers to a request it could not route (a malformed percent-encoding in the path, a
 * parameter over the length limit): no hook runs for them, so they get the security headers and the
 * language here, and answer in the API's shape with a translated message, never the framework's code or
 * the path itself (Fastify's `frameworkErrors` option).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = resolveLanguage(
    header(request.headers['language-code']),
    request.headers['accept-language'],
  );
  reply.headers(SECURITY_HEADERS);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(request, reply, error.statusCode ?? 400, 'INVALID_URL', 'errors.invalidUrl');
  }
  request.log.error({ err: error }, 'framework error before routing');
  return sendError(request, reply, 500, 'INTERNAL_ERROR', 'errors.internal');
}

/**
 * A request Node's HTTP parser refused (malformed headers, headers too large, a timeout) never reaches
 * Fastify: the answer is written to the socket here, with the security headers and the API's shape.
 * There is no request to read a language from, so the message is in the default language.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({ code: 'BAD_REQUEST', message: translate('es', 'errors.badRequest') });
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
  socket.destroy(error);
}
