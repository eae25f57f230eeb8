import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { describeError } from './describe-error';

describe('describeError', () => {
  it('explains a refused page', () => {
    expect(describeError(new ApiError(403, 'forbidden', 'Forbidden')).title).toBe('Not available to you');
  });

  it('explains a missing record', () => {
    expect(describeError(new ApiError(404, 'not_found', 'Not found')).title).toBe('Not found');
  });

  it('passes on the network message when the server could not be reached', () => {
    const offline = new ApiError(0, 'internal', 'We could not reach Groupcover.');
    expect(describeError(offline)).toEqual({
      title: 'You seem to be offline',
      message: 'We could not reach Groupcover.',
    });
  });

  it('never shows the text of unexpected errors', () => {
    const crash = describeError(new TypeError('Cannot read properties of undefined (reading "id")'));
    expect(crash.title).toBe('Something went wrong');
    expect(crash.message).not.toContain('undefined');
  });
});
