import { type ErrorCode, STATUS_BY_CODE } from '@shared/errors';

/** A failure the client should see as is: `{ error, code, fieldErrors? }` with the code's status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', 'Please sign in to continue.');
export const forbidden = (message = 'You do not have access to this.') => new AppError('forbidden', message);
export const notFound = (what = 'That record') => new AppError('not_found', `${what} was not found.`);
export const validationFailed = (
  fieldErrors: Record<string, string>,
  message = 'Please correct the highlighted fields.',
) => new AppError('validation_failed', message, fieldErrors);
