import { PDFDocument } from '@cantoo/pdf-lib';
import { summarizeElections } from '@shared/domain/enrollment/summary';
import { SIGN_STATEMENT } from '@shared/domain/signature/signature';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../../../tests/helpers/pdf-text';
import { renderSignedApplicationPdf, type SignedApplicationDocument } from './signed-application-pdf';

/** A 1×1 PNG, as the signature pad's data URL would carry a drawing. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><path d="M20 70 C40 20 60 20 70 60" fill="none" stroke="#111"/></svg>',
)}`;

const doc = (overrides: Partial<SignedApplicationDocument> = {}): SignedApplicationDocument => ({
  employeeName: 'Zoë Ångström',
  employeeSsnMasked: 'XXX-XX-6789',
  companyName: 'Harborview Architecture, Inc.',
  planYear: { start: '2026-01-01', end: '2026-12-31' },
  effectiveAt: '2026-01-01',
  payFrequencyLabel: 'Every other week (26 or 27 pay dates a year)',
  dependents: [{ name: 'Li 李 Wei', relationship: 'Spouse', bornAt: '1988-03-02', ssnMasked: 'XXX-XX-4321' }],
  summary: summarizeElections({
    paychecks: {
      frequency: 'biweekly',
      fromCompanySchedule: true,
      paychecks: 26,
      coveredMonths: 12,
      firstPayDate: '2026-01-09',
      lastPayDate: '2026-12-25',
    },
    lines: [
      {
        coverageType: 'medical',
        isEnrolling: 'Yes',
        planName: 'Gold PPO 500',
        carrierName: 'Blue Shield',
        coverageAmount: null,
        coveredDependents: ['Li'],
        monthlyEmployeeCents: 31_415,
      },
      {
        coverageType: 'dental',
        isEnrolling: 'No',
        planName: null,
        carrierName: null,
        coverageAmount: null,
        coveredDependents: [],
        monthlyEmployeeCents: null,
      },
    ],
    healthAccount: null,
  }),
  statement: SIGN_STATEMENT,
  signedAt: new Date('2026-02-03T10:00:00Z'),
  signedInAdminMode: false,
  signatureImageDataUrl: PNG,
  ...overrides,
});

describe('the signed application PDF', () => {
  it('writes who, the plan year, each election with its costs, the statement and the date', async () => {
    const text = (await readPdfText(await renderSignedApplicationPdf(doc()))).replace(/\s+/g, ' ');
    for (const expected of [
      'Signed benefits application',
      'Zoë Ångström',
      'XXX-XX-6789',
      'Li ? Wei',
      'XXX-XX-4321',
      'January 1, 2026 to December 31, 2026',
      'Gold PPO 500',
      'You and Li',
      '$314.15',
      // 31,415 × 12 / 26 = 14,499.23 → $144.99 a paycheck.
      '$144.99',
      'Dental',
      'Declined',
      SIGN_STATEMENT,
      'Signed on',
      'February 3, 2026',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('admin mode');
  });

  it('embeds a PNG signature as an image and draws an SVG one; says so when the image is unreadable', async () => {
    const png = await PDFDocument.load(await renderSignedApplicationPdf(doc()));
    const pngText = await readPdfText(await png.save());
    expect(pngText).not.toContain('could not be shown');
    const svgText = await readPdfText(
      await renderSignedApplicationPdf(doc({ signatureImageDataUrl: SVG, signedInAdminMode: true })),
    );
    expect(svgText).not.toContain('could not be shown');
    expect(svgText.replace(/\s+/g, ' ')).toContain('admin mode');
    const broken = await readPdfText(
      await renderSignedApplicationPdf(doc({ signatureImageDataUrl: 'data:image/png;base64,AAAA' })),
    );
    expect(broken.replace(/\s+/g, ' ')).toContain('Signature on file (the image could not be shown).');
  });
});
