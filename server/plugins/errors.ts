import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
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

/** Any other client error, by status: the API's code and message for it. */
const CLIENT_ERRORS: Record<number, { code: string; key: string }> = {
  403: { code: 'FORBIDDEN', key: 'errors.forbidden' },
  404: { code: 'ROUTE_NOT_FOUND', key: 'errors.routeNotFound' },
  405: { code: 'METHOD_NOT_ALLOWED', key: 'errors.methodNotAllowed' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
  429: { code: 'TOO_MANY_REQUESTS', key: 'errors.tooManyRequests' },
};

/** One refused field of a form, as the API answers it: the field's name and a translated message. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** A catalogue key's text, or a generic line when the message is not a key (a library's own wording). */
function translateIssue(lang: Lang, message: string): string {
  const text = translate(lang, message);
  return text === message ? translate(lang, 'errors.invalidField') : text;
}

/**
 * Fastify's validation issues as `{ field, message }`, translated. Schemas carry catalogue keys as their
 * messages; an unknown key in a strict object becomes one issue per key.
 */
function validationIssues(error: FastifyError, lang: Lang): FieldIssue[] {
  return (error.validation ?? []).flatMap((issue) => {
    const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
    const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      const message = translate(lang, 'errors.unknownField');
      return keys.map((key) => ({ field: [path, String(key)].filter(Boolean).join('.'), message }));
    }
    const message = translateIssue(lang, issue.message ?? '');
    return [{ field: path, message }];
  });
}

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
function describeValidation(error: FastifyError, lang: Lang): string {
  const issues = error.validation ?? [];
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = (issue.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
      const where = [error.validationContext, path].filter(Boolean).join('.');
      // A schema's message may be a catalogue key (errors.invalidId); a library's own wording stays as is.
      const message = translate(lang, issue.message ?? '');
      return where ? `${where}: ${message}` : message;
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
      const extra = Array.isArray(error.extra.issues)
        ? {
            ...error.extra,
            issues: (error.extra.issues as FieldIssue[]).map((issue) => ({
              field: issue.field,
              message: translateIssue(request.lang, issue.message),
            })),
          }
        : error.extra;
      if (error.status === 429 && typeof error.extra.retry_after === 'number') {
        reply.header('retry-after', String(error.extra.retry_after));
      }
      return sendError(request, reply, error.status, error.code, error.messageKey, error.params, extra);
    }
    // Forms name their own message for any refused field (e.g. signUpForm.errors.verifyInformation,
    // docs/product.md § Errors) and list each field's problem in `issues`, so the client can mark the fields.
    const formKey = request.routeOptions?.config?.validationMessageKey;
    if (error.validation && formKey) {
      return sendError(
        request,
        reply,
        400,
        'VALIDATION_ERROR',
        formKey,
        {},
        {
          issues: validationIssues(error, request.lang),
        },
      );
    }
    if (error.validation) {
      return sendError(request, reply, 400, 'VALIDATION_ERROR', 'errors.validation', {
        details: describeValidation(error, request.lang),
      });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      // A route may word a framework error its own way (an avatar over 5 MB rather than "too large").
      const key = request.routeOptions?.config?.errorMessageKeys?.[known.code] ?? known.key;
      return sendError(request, reply, error.statusCode ?? 400, known.code, key);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Another 4xx of Fastify or a plugin (FST_STATIC_FORBIDDEN_PATH, a bad Content-Length): a translated
      // message for its status, never the library's code or wording.
      const generic = CLIENT_ERRORS[error.statusCode] ?? { code: 'BAD_REQUEST', key: 'errors.badRequest' };
      return sendError(request, reply, error.statusCode, generic.code, generic.key);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'INTERNAL_ERROR', 'errors.internal');
  });
});
