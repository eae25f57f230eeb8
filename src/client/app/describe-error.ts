import { isApiError } from '../lib/api-client';

export interface ErrorDescription {
  title: string;
  message: string;
}

const UNEXPECTED: ErrorDescription = {
  title: 'Something went wrong',
  message: 'We could not show this page. Please try again. If the problem continues, contact support.',
};

/** What to tell a person about an error that stopped a page, without exposing internals. */
export function describeError(error: unknown): ErrorDescription {
  if (!isApiError(error)) return UNEXPECTED;
  if (error.status === 0) return { title: 'You seem to be offline', message: error.error };
  if (error.status === 403) {
    return { title: 'Not available to you', message: 'Your account does not have access to this page.' };
  }
  if (error.status === 404) {
    return {
      title: 'Not found',
      message: 'We could not find what this page is looking for. It may have been removed.',
    };
  }
  return UNEXPECTED;
}
