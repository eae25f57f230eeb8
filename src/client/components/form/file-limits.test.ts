import { describe, expect, it } from 'vitest';
import {
  checkFileLimits,
  describeFileLimits,
  formatBytes,
  listTypeNames,
  toAcceptAttribute,
} from './file-limits';

const PLAN_DOCUMENTS = { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/png', 'image/jpeg'] };

describe('file limits', () => {
  it('accepts a file of an allowed type and size', () => {
    expect(
      checkFileLimits({ name: 'sbc.pdf', size: 200_000, type: 'application/pdf' }, PLAN_DOCUMENTS),
    ).toBeNull();
    expect(checkFileLimits({ name: 'scan.JPG', size: 1, type: '' }, PLAN_DOCUMENTS)).toBeNull();
  });

  it('refuses another type, by MIME type or, without one, by extension', () => {
    expect(checkFileLimits({ name: 'rates.xlsx', size: 10, type: 'application/zip' }, PLAN_DOCUMENTS)).toBe(
      'Choose a PDF, PNG or JPEG file.',
    );
    expect(checkFileLimits({ name: 'notes.txt', size: 10, type: '' }, PLAN_DOCUMENTS)).toBe(
      'Choose a PDF, PNG or JPEG file.',
    );
  });

  it('refuses a file over the size limit and an empty one', () => {
    expect(
      checkFileLimits(
        { name: 'big.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' },
        PLAN_DOCUMENTS,
      ),
    ).toBe('That file is larger than 10 MB. Choose a smaller file.');
    expect(checkFileLimits({ name: 'empty.pdf', size: 0, type: 'application/pdf' }, PLAN_DOCUMENTS)).toBe(
      'That file is empty. Choose another file.',
    );
  });

  it('describes the limits for the field and its accept attribute', () => {
    expect(describeFileLimits(PLAN_DOCUMENTS)).toBe('PDF, PNG or JPEG, up to 10 MB');
    expect(toAcceptAttribute(PLAN_DOCUMENTS)).toBe(
      'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
    );
    expect(listTypeNames(['text/csv'])).toBe('CSV');
    expect(formatBytes(512_000)).toBe('500 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
