import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../../../tests/helpers/pdf-text';
import { labelOf, renderExportPdf, show } from './export-pdf';

describe('the data export PDF (issue 34 item 7)', () => {
  it('labels each field in words, not by its database key', () => {
    expect(labelOf('employeeFormId')).toBe('Employee form ID');
    expect(labelOf('lastName')).toBe('Last name');
    expect(labelOf('is_renewal')).toBe('Renewal');
    expect(labelOf('ssnLast4')).toBe('Social Security number (last four)');
    expect(labelOf('bornAt')).toBe('Date of birth');
    expect(labelOf('id')).toBe('Record number');
  });

  it('shows flags as yes or no and nested records by their labels', () => {
    expect(show(true)).toBe('Yes');
    expect(show(false)).toBe('No');
    expect(show(null)).toBe('—');
    expect(show({ coverageType: 'medical', isEnrolling: 'Yes' })).toBe(
      'Coverage type: medical, Enrolling: Yes',
    );
  });

  it('prints the labels, never the keys', async () => {
    const text = await readPdfText(
      await renderExportPdf({
        note: 'Everything we hold about you.',
        producedAt: '2026-12-02T10:00:00.000Z',
        account: { email: 'employee@example.com', createdAt: '2026-01-05', isAdmin: false },
        dependents: [{ firstName: 'Mia', bornAt: '2019-04-01', ssnLast4: '1234' }],
      }),
    );
    for (const expected of [
      'Email: employee@example.com',
      'Created: 2026-01-05',
      'Admin: No',
      'First name: Mia',
      'Date of birth: 2019-04-01',
      'Social Security number (last four): 1234',
    ])
      expect(text).toContain(expected);
    for (const key of ['createdAt', 'isAdmin', 'firstName', 'bornAt', 'ssnLast4'])
      expect(text).not.toContain(key);
  });
});
