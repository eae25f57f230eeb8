import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { type BrokerLetterInput, buildBrokerLetter } from '@shared/domain/broker-of-record/letter';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../../../tests/helpers/pdf-text';
import { renderBrokerLetterPdf } from './letter-pdf';

/** A 1×1 PNG, as the signature pad would give (its data URL's bytes). */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const INPUT: BrokerLetterInput = {
  carrierName: 'Kaiser Permanente',
  groupNumber: '604512',
  planNames: ['Silver 70 HMO 2000/55'],
  companyName: 'Zoë’s Café Collective, Inc.',
  companyAddress: { address1: '400 Broadway', city: 'Oakland', state: 'CA', zip: '94607' },
  fein: '941234567',
  representativeName: 'Zoë Ångström',
  representativeTitle: 'Chief Operating Officer',
  representativeEmail: 'zoe@cafe.example',
  // The broker who prepared the letter, with their licence for the company's state (decision 0081).
  brokerAgency: 'Liu Benefits Advisors',
  brokerName: 'Karen Liu',
  brokerLicense: 'CA 0K12345',
  brokerNpn: '17654321',
  effectiveDate: '2026-06-01',
  signedAt: '2026-05-11T09:00:00Z',
};

const textOf = async (bytes: Uint8Array) => (await readPdfText(bytes)).replace(/\s+/g, ' ');

async function imageCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, o]) => o instanceof PDFRawStream && o.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
    .length;
}

describe('the broker-of-record letter PDF', () => {
  it('holds the carrier, group number, signer, title and effective date', async () => {
    const bytes = await renderBrokerLetterPdf(buildBrokerLetter(INPUT), PNG);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      'Broker of Record Letter',
      'Kaiser Permanente',
      '604512',
      'Zoë Ångström',
      'Chief Operating Officer',
      'June 1, 2026',
      'May 11, 2026',
      '94-1234567',
      'Liu Benefits Advisors (agent: Karen Liu)',
      'CA 0K12345',
      '17654321',
      'Silver 70 HMO 2000/55',
      'Sincerely,',
    ])
      expect(text).toContain(expected);
    expect(text).toContain('Zoë’s Café Collective, Inc.');
    expect(text).not.toContain('Groupcover Insurance Services');
  });

  it('puts the signature image on the page, and none on the unsigned preview', async () => {
    // A PNG with transparency is two image objects: the picture and its alpha mask.
    expect(await imageCount(await renderBrokerLetterPdf(buildBrokerLetter(INPUT), PNG))).toBeGreaterThan(0);
    const preview = await renderBrokerLetterPdf(buildBrokerLetter({ ...INPUT, signedAt: null }), null);
    expect(await imageCount(preview)).toBe(0);
    expect(await textOf(preview)).toContain('Dated when signed');
  });

  it('wraps long text and goes on to a new page, the signer still under the signature', async () => {
    const letter = buildBrokerLetter({
      ...INPUT,
      planNames: Array.from(
        { length: 40 },
        (_, i) => `Plan number ${i + 1} with a rather long marketing name`,
      ),
    });
    const bytes = await renderBrokerLetterPdf(letter, PNG);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    const text = await textOf(bytes);
    expect(text).toContain('Plan number 40 with a rather long marketing name');
    expect(text.indexOf('Sincerely,')).toBeLessThan(text.lastIndexOf('Chief Operating Officer'));
  });

  it('refuses a signature that is not a PNG rather than write a letter without it', async () => {
    await expect(
      renderBrokerLetterPdf(buildBrokerLetter(INPUT), new TextEncoder().encode('not a png')),
    ).rejects.toThrow();
  });
});
