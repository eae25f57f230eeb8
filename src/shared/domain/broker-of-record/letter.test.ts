import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  BOR_AGREEMENT_MESSAGE,
  BOR_NOT_CHANGING,
  type BrokerLetterInput,
  brokerLetterText,
  buildBrokerLetter,
  businessDayRange,
  CARRIER_CHANGE_STATUS_DESCRIPTIONS,
  CARRIER_CHANGE_STATUS_LABELS,
  CARRIER_CHANGE_STATUSES,
  canMoveCarrierChange,
  earliestLetterEffectiveDate,
  formatFein,
  INCUMBENT_WINDOW_BUSINESS_DAYS,
  isBusinessDay,
  LETTER_EFFECTIVE_DATE_MESSAGES,
  letterEffectiveDateError,
  letterEffectiveDateOptions,
  maskFein,
  nextCarrierChangeStatuses,
  renewalWarning,
  UNSIGNED_LETTER_DATE,
  usFederalHolidays,
} from './letter';

describe('earliestLetterEffectiveDate', () => {
  it('is today on the 1st of a month', () => {
    expect(earliestLetterEffectiveDate('2026-03-01')).toBe('2026-03-01');
  });

  it('is the 1st of next month on any other day, across month and year ends and leap days', () => {
    expect(earliestLetterEffectiveDate('2026-03-02')).toBe('2026-04-01');
    expect(earliestLetterEffectiveDate('2026-01-31')).toBe('2026-02-01');
    expect(earliestLetterEffectiveDate('2026-12-15')).toBe('2027-01-01');
    expect(earliestLetterEffectiveDate('2026-12-31')).toBe('2027-01-01');
    expect(earliestLetterEffectiveDate('2028-02-29')).toBe('2028-03-01');
  });

  it('throws on a date that does not exist', () => {
    expect(() => earliestLetterEffectiveDate('2026-02-29')).toThrow(RangeError);
  });
});

describe('letterEffectiveDateError', () => {
  it('accepts the 1st of this month on the 1st and of any later month', () => {
    expect(letterEffectiveDateError('2026-03-01', '2026-03-01')).toBeNull();
    expect(letterEffectiveDateError('2026-04-01', '2026-03-31')).toBeNull();
    expect(letterEffectiveDateError('2028-03-01', '2028-02-29')).toBeNull();
  });

  it('refuses a day other than the 1st', () => {
    expect(letterEffectiveDateError('2026-05-15', '2026-03-01')).toBe(
      'The effective date must be the 1st of a month.',
    );
    expect(letterEffectiveDateError('2026-04-30', '2026-03-01')).toBe(
      LETTER_EFFECTIVE_DATE_MESSAGES.notFirst,
    );
  });

  it('refuses a 1st in the past, even yesterday’s month', () => {
    expect(letterEffectiveDateError('2026-03-01', '2026-03-02')).toBe(
      'The effective date cannot be in the past.',
    );
    expect(letterEffectiveDateError('2025-12-01', '2026-01-01')).toBe(LETTER_EFFECTIVE_DATE_MESSAGES.past);
  });

  it('refuses what is not a date', () => {
    expect(letterEffectiveDateError('2026-02-30', '2026-01-01')).toBe(LETTER_EFFECTIVE_DATE_MESSAGES.invalid);
    expect(letterEffectiveDateError('04/01/2026', '2026-01-01')).toBe(LETTER_EFFECTIVE_DATE_MESSAGES.invalid);
  });
});

describe('letterEffectiveDateOptions', () => {
  it('offers six 1sts from the earliest, over the year end', () => {
    expect(letterEffectiveDateOptions('2026-11-20')).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
    ]);
  });

  it('starts with today on the 1st and takes a count', () => {
    expect(letterEffectiveDateOptions('2026-07-01', 2)).toEqual(['2026-07-01', '2026-08-01']);
    expect(letterEffectiveDateOptions('2026-07-01', 0)).toEqual([]);
  });

  it('offers only dates the rule accepts', () => {
    for (const d of letterEffectiveDateOptions('2028-02-29', 12))
      expect(letterEffectiveDateError(d, '2028-02-29')).toBeNull();
  });
});

describe('what the employer reads before signing', () => {
  it("lists what does not change, in the spec's words and order", () => {
    expect(BOR_NOT_CHANGING).toEqual([
      'Pricing',
      'Payment method',
      'Insurance policy',
      'Group number',
      'Renewal date',
      'Doctors',
    ]);
  });

  it("quotes the agreement checkbox's message verbatim", () => {
    expect(BOR_AGREEMENT_MESSAGE).toBe('Please read and acknowledge the notification before moving forward');
  });
});

describe('renewalWarning', () => {
  it('warns when the renewal is under 90 days away, naming the date and the days', () => {
    const text = renewalWarning('2026-06-01', '2026-03-04');
    expect(text).toContain('June 1, 2026');
    expect(text).toContain('in 89 days');
    expect(text).toContain('7 to 14 business days');
  });

  it('says today and tomorrow in words', () => {
    expect(renewalWarning('2026-03-04', '2026-03-04')).toContain(', today.');
    expect(renewalWarning('2026-03-05', '2026-03-04')).toContain(', tomorrow.');
  });

  it('stays quiet at 90 days or more, for a renewal already past, and without a date', () => {
    expect(renewalWarning('2026-06-02', '2026-03-04')).toBeNull();
    expect(renewalWarning('2026-03-03', '2026-03-04')).toBeNull();
    expect(renewalWarning(null, '2026-03-04')).toBeNull();
    expect(renewalWarning('not a date', '2026-03-04')).toBeNull();
  });

  it('counts across a leap day', () => {
    // 2028-01-01 + 89 days = 2028-03-30 (February 2028 has 29 days).
    expect(renewalWarning('2028-03-30', '2028-01-01')).toContain('in 89 days');
    expect(renewalWarning('2028-03-31', '2028-01-01')).toBeNull();
  });
});

const INPUT: BrokerLetterInput = {
  carrierName: 'UnitedHealthcare',
  groupNumber: '0912345',
  planNames: ['Choice Plus Gold 1500', 'Choice Plus Silver 3000'],
  companyName: 'Acme Bakery LLC',
  companyAddress: { address1: '12 Main Street', city: 'Austin', state: 'TX', zip: '78701' },
  fein: '123456789',
  representativeName: 'Dana Ortiz',
  representativeTitle: 'Owner',
  representativeEmail: 'dana@acme.example',
  brokerAgency: 'Groupcover Insurance Services',
  brokerName: 'Pat Lee',
  brokerLicense: 'TX-2199001',
  brokerNpn: '19876543',
  effectiveDate: '2026-05-01',
  signedAt: '2026-04-12T15:30:00.000Z',
};

describe('buildBrokerLetter', () => {
  const letter = buildBrokerLetter(INPUT);
  const text = brokerLetterText(letter);

  it('appoints the broker for the group number with the carrier from the effective date', () => {
    expect(letter.paragraphs[0]).toBe(
      'Acme Bakery LLC appoints Groupcover Insurance Services (agent: Pat Lee) as its broker of record for ' +
        'group number 0912345 with UnitedHealthcare, including the Choice Plus Gold 1500 and Choice Plus ' +
        'Silver 3000 plans, effective May 1, 2026.',
    );
  });

  it('rescinds earlier appointments, releases information and changes nothing about the coverage', () => {
    expect(text).toContain('rescinds and replaces any earlier broker of record appointment');
    expect(text).toContain('claims and utilization reports, renewal and rate information');
    expect(text).toContain('does not change our coverage or benefits, our premium, our payment method');
  });

  it('holds every input: company, address, FEIN, carrier, group, plans, broker, license, NPN, signer', () => {
    for (const value of [
      'Acme Bakery LLC',
      '12 Main Street, Austin, TX 78701',
      '12-3456789',
      'UnitedHealthcare',
      '0912345',
      'Choice Plus Gold 1500; Choice Plus Silver 3000',
      'Groupcover Insurance Services',
      'Pat Lee',
      'TX-2199001',
      '19876543',
      'Dana Ortiz',
      'dana@acme.example',
      'May 1, 2026',
    ])
      expect(text).toContain(value);
    expect(letter.signer).toEqual({ name: 'Dana Ortiz', title: 'Owner', company: 'Acme Bakery LLC' });
    expect(letter.details).toContainEqual({ label: 'Effective date', value: 'May 1, 2026' });
    expect(letter.details).toContainEqual({ label: 'Group number', value: '0912345' });
  });

  it('is dated the day it was signed, or says it will be', () => {
    expect(letter.date).toBe('April 12, 2026');
    expect(buildBrokerLetter({ ...INPUT, signedAt: '2026-04-13' }).date).toBe('April 13, 2026');
    expect(buildBrokerLetter({ ...INPUT, signedAt: null }).date).toBe(UNSIGNED_LETTER_DATE);
  });

  it('prints the FEIN as the caller passes it, and leaves the line out without one', () => {
    expect(buildBrokerLetter({ ...INPUT, fein: maskFein('12-3456789') }).details).toContainEqual({
      label: 'FEIN',
      value: 'XX-XXX6789',
    });
    expect(buildBrokerLetter({ ...INPUT, fein: null }).details.map((d) => d.label)).not.toContain('FEIN');
  });

  it('names one plan in the singular, and none when no plan name was given', () => {
    expect(buildBrokerLetter({ ...INPUT, planNames: ['PPO 500'] }).paragraphs[0]).toContain(
      'including the PPO 500 plan, effective',
    );
    const none = buildBrokerLetter({ ...INPUT, planNames: [' '] });
    expect(none.paragraphs[0]).toContain('with UnitedHealthcare, effective May 1, 2026.');
    expect(none.details.map((d) => d.label)).not.toContain('Plan');
  });
});

describe('formatFein and maskFein', () => {
  it('formats nine digits as 12-3456789 and leaves anything else alone', () => {
    expect(formatFein('123456789')).toBe('12-3456789');
    expect(formatFein('12-3456789')).toBe('12-3456789');
    expect(formatFein('12345')).toBe('12345');
  });

  it('masks all but the last four digits', () => {
    expect(maskFein('123456789')).toBe('XX-XXX6789');
    expect(maskFein('12-3456789')).toBe('XX-XXX6789');
  });
});

describe('carrier change statuses', () => {
  it('follow letter sent, the incumbent window, confirmed and effective, with a return from the carrier', () => {
    expect(nextCarrierChangeStatuses('letter_sent')).toEqual(['incumbent_window', 'confirmed', 'rejected']);
    expect(nextCarrierChangeStatuses('incumbent_window')).toEqual(['confirmed', 'rejected']);
    expect(nextCarrierChangeStatuses('confirmed')).toEqual(['effective']);
    expect(nextCarrierChangeStatuses('effective')).toEqual([]);
    expect(nextCarrierChangeStatuses('rejected')).toEqual(['letter_sent']);
  });

  it('never go back except a returned letter sent again', () => {
    expect(canMoveCarrierChange('confirmed', 'letter_sent')).toBe(false);
    expect(canMoveCarrierChange('effective', 'rejected')).toBe(false);
    expect(canMoveCarrierChange('rejected', 'letter_sent')).toBe(true);
  });

  it('each has a label and a description; the window names its 5 to 10 business days', () => {
    for (const s of CARRIER_CHANGE_STATUSES) {
      expect(CARRIER_CHANGE_STATUS_LABELS[s]).toBeTruthy();
      expect(CARRIER_CHANGE_STATUS_DESCRIPTIONS[s]).toBeTruthy();
    }
    expect(CARRIER_CHANGE_STATUS_DESCRIPTIONS.incumbent_window).toContain('5 to 10 business days');
    // A copy: changing it changes nothing.
    nextCarrierChangeStatuses('confirmed').push('rejected');
    expect(nextCarrierChangeStatuses('confirmed')).toEqual(['effective']);
  });
});

describe('business days', () => {
  it('lists the federal holidays as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(usFederalHolidays(2022)[0]).toBe('2021-12-31'); // Jan 1, 2022 was a Saturday
    expect(usFederalHolidays(2023)[0]).toBe('2023-01-02'); // Jan 1, 2023 was a Sunday
  });

  it('skips weekends', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09'); // Friday → Monday
    expect(addBusinessDays('2026-03-07', 1)).toBe('2026-03-09'); // Saturday → Monday
    expect(addBusinessDays('2026-03-09', 5)).toBe('2026-03-16');
    expect(addBusinessDays('2026-03-09', 10)).toBe('2026-03-23');
  });

  it('skips federal holidays, including an observed one and New Year’s observed on Dec 31', () => {
    expect(addBusinessDays('2026-11-25', 1)).toBe('2026-11-27'); // Thanksgiving
    expect(addBusinessDays('2026-07-02', 1)).toBe('2026-07-06'); // July 3 observed, then the weekend
    expect(addBusinessDays('2027-12-23', 1)).toBe('2027-12-27'); // Christmas observed Friday Dec 24
    expect(addBusinessDays('2027-12-30', 1)).toBe('2028-01-03'); // New Year's 2028 observed Friday Dec 31
    expect(isBusinessDay('2027-12-31')).toBe(false);
    expect(isBusinessDay('2026-12-31')).toBe(true);
  });

  it('counts back with a negative number and stays put with 0', () => {
    expect(addBusinessDays('2026-03-09', -1)).toBe('2026-03-06');
    expect(addBusinessDays('2026-11-27', -1)).toBe('2026-11-25');
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-07');
  });

  it('crosses a leap day', () => {
    expect(addBusinessDays('2028-02-28', 2)).toBe('2028-03-01'); // Mon → Tue 29 → Wed Mar 1
  });

  it("gives the incumbent window's expected dates", () => {
    expect(businessDayRange('2026-03-09', INCUMBENT_WINDOW_BUSINESS_DAYS)).toEqual({
      earliest: '2026-03-16',
      latest: '2026-03-23',
    });
  });
});
