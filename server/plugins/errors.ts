import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '../../app/i18n/translate';
import { AppError } from '../../domain/errors';

export interface ErrorBody {
  code: string;
  message: string;
  [extra: string]: unknown;
}

/** Fastify's own client errors, mapped to stable codes and catalogue keys. */
const FRAMEWORK_ERRORS: Record<string, { code: string; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', key: 'errors.invalidJson' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  FST_ERR_RATE_LIMIT: { code: 'TOO_MANY_REQUESTS', key: 'errors.tooManyRequests' },
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  key: string,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) {
  const body: ErrorBody = { code, message: translate(request.lang ?? 'es', key, params), ...extra };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Describes validation issues briefly (`page: must be ≥ 1`), without echoing the offending values. */
function describeValidation(error: FastifyError): string {
  const issues = error.validation ?? [];
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
      const where = [error.validationContext, path].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message}` : (issue.message ?? '');
    })
    .join('; ');
}

/**
 * The one error handler: validation → 400, domain errors → their status, framework client errors → their
 * 4xx, everything else → 500 with a generic message. Stack traces and SQL never reach the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.status, error.code, error.messageKey, error.params, error.extra);
    }
    if (error.validation) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', 'errors.validation', {
        details: describeValidation(error),
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return sendError(request, reply, error.statusCode ?? 400, known.code, known.key);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, error.statusCode, 'BAD_REQUEST', 'errors.validation', {
        details: error.code ?? 'bad request',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', 'errors.internal');
  });
});
