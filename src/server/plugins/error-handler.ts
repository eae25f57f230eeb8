import type { ErrorBody, ErrorCode } from '@shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { loggableError } from '../lib/loggable-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/**
 * One error shape for every failure; 5xx answers hide internals and are logged without personal data: never
 * the error object itself, which for a database error carries the query's parameters (see loggableError).
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { error: 'Something went wrong on our side. Please try again.', code: 'internal' };

    if (err instanceof AppError) {
      status = err.statusCode;
      body = {
        error: err.message,
        code: err.code,
        ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const fieldErrors: Record<string, string> = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'form';
        fieldErrors[key] ??= v.message ?? 'Invalid value.';
      }
      body = { error: 'Please correct the highlighted fields.', code: 'validation_failed', fieldErrors };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const code = CODE_BY_STATUS[status] ?? 'validation_failed';
      body = { error: status === 429 ? err.message : publicMessage(err), code };
    }

    if (status >= 500)
      request.log.error(
        { error: loggableError(err), method: request.method, route: request.routeOptions.url ?? null },
        'request failed',
      );
    reply.status(status).send(body);
  });
});

/** Client errors Fastify raises itself (bad JSON, body too large...) in words a person can read. */
function publicMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request as JSON.';
    default:
      return err.message;
  }
}
