import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { unstorableTextPath } from '../domain/input-text';

/**
 * The route schemas' validator, with one check before every schema of every route (path, query string,
 * body, headers): no string may hold text the database cannot store (decision 0025). Refused as the
 * schema's own validation issue, so forms list the field like any other and the answer is a 400.
 *
 * A missing body reaches validators as `null`, which an `.optional()` body schema refuses: it reads as
 * no body (a JSON body of literally `null` is treated the same).
 */
export const inputValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validateSchema = validatorCompiler(route);
  const validate =
    route.httpPart === 'body'
      ? (data: unknown) => validateSchema(data === null ? undefined : data)
      : validateSchema;
  return (data: unknown) => {
    const path = unstorableTextPath(data);
    if (path === undefined) return validate(data);
    const issue: FastifySchemaValidationError = {
      keyword: 'invalid_text',
      instancePath: path.map((part) => `/${part}`).join(''),
      schemaPath: '#/invalid_text',
      params: {},
      message: 'errors.invalidText',
    };
    return { error: [issue] };
  };
};
