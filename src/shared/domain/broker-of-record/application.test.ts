import { describe, expect, it } from 'vitest';
import { describeSections, nextSectionUrl, showAcaQuestions, showsMeasurementQuestions } from './application';

const embedded = (completed: string[], partnerKind: string | null = null) =>
  nextSectionUrl({ mode: 'embedded', partnerKind, completed });

describe('the next section (docs/spec/3 §4)', () => {
  it('walks the embedded steps in order, whatever order they were completed in', () => {
    expect(embedded([])).toBe('/broker-of-record/company-information');
    expect(embedded(['companyInformation'])).toBe('/broker-of-record/current-plan');
    expect(embedded(['currentPlan'])).toBe('/broker-of-record/company-information');
    expect(embedded(['companyInformation', 'currentPlan'])).toBe('/broker-of-record/confirmation');
    expect(embedded(['companyInformation', 'currentPlan', 'confirmation'])).toBe(
      '/broker-of-record/contributions',
    );
    expect(embedded(['companyInformation', 'currentPlan', 'confirmation', 'contributions'])).toBe(
      '/broker-of-record/file-upload',
    );
    const all = ['companyInformation', 'currentPlan', 'confirmation', 'contributions', 'fileUpload'];
    expect(embedded(all)).toBe('/broker-of-record/done');
  });

  it('adds deductions for the netsuite partner only', () => {
    const all = ['companyInformation', 'currentPlan', 'confirmation', 'contributions', 'fileUpload'];
    expect(embedded(all, 'netsuite')).toBe('/broker-of-record/deductions');
    expect(embedded([...all, 'deductions'], 'netsuite')).toBe('/broker-of-record/done');
    expect(embedded(all, 'quickbooks')).toBe('/broker-of-record/done');
  });

  it('walks basic information, sign, then the policy page in standard mode', () => {
    const standard = (completed: string[]) =>
      nextSectionUrl({ mode: 'standard', partnerKind: null, completed });
    expect(standard([])).toBe('/broker-of-record/basic-information');
    expect(standard(['companyInformation'])).toBe('/broker-of-record/basic-information');
    expect(standard(['companyInformation', 'currentPlan'])).toBe('/broker-of-record/sign');
    expect(standard(['companyInformation', 'currentPlan', 'confirmation'])).toBe('/broker-of-record/policy');
  });

  it('sends a pre-qualified QuickBooks-type client to the policy page first, and one missing any part to the form (docs/spec/3 §4)', () => {
    const quickbooks = (completed: string[]) =>
      nextSectionUrl({ mode: 'standard', partnerKind: 'quickbooks', completed });
    // Contact and address (company information), medical carrier and group id (current plan), signature.
    expect(quickbooks(['companyInformation', 'currentPlan', 'confirmation'])).toBe(
      '/broker-of-record/policy',
    );
    expect(quickbooks(['companyInformation', 'confirmation'])).toBe('/broker-of-record/basic-information');
    expect(quickbooks(['currentPlan', 'confirmation'])).toBe('/broker-of-record/basic-information');
    expect(quickbooks(['companyInformation', 'currentPlan'])).toBe('/broker-of-record/sign');
  });

  it('describes each section complete or incomplete', () => {
    expect(describeSections(['currentPlan', 'deductions'])).toEqual({
      companyInformation: 'incomplete',
      currentPlan: 'complete',
      confirmation: 'incomplete',
      contributions: 'incomplete',
      fileUpload: 'incomplete',
    });
  });
});

describe('the ACA questions (docs/spec/3 §5)', () => {
  it('shows them in the embedded flow, and the measurement method only when part-timers are not covered', () => {
    expect(showAcaQuestions({ mode: 'embedded' })).toBe(true);
    expect(showAcaQuestions({ mode: 'standard' })).toBe(false);
    expect(showsMeasurementQuestions({ showAcaQuestions: true, coveringPartTime: false })).toBe(true);
    expect(showsMeasurementQuestions({ showAcaQuestions: true, coveringPartTime: true })).toBe(false);
    expect(showsMeasurementQuestions({ showAcaQuestions: true, coveringPartTime: null })).toBe(false);
    expect(showsMeasurementQuestions({ showAcaQuestions: false, coveringPartTime: false })).toBe(false);
  });
});
