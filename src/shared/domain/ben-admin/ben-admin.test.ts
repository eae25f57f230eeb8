import { describe, expect, it } from 'vitest';
import { buildWizardProgress, resolveWizardRedirect } from '../wizard/wizard';
import { BEN_ADMIN_FLOW, stepOfLead } from './flow';
import { defaultLeadContribution, hasHealthAccount } from './lead-rules';
import { isValidEmployeeCount, priceBenAdminSubscription } from './pricing';

describe('the benefits-administration price', () => {
  it('is $5 per employee per month: 40 employees pay $200', () => {
    expect(priceBenAdminSubscription(40)).toBe(20_000);
    expect(priceBenAdminSubscription(1)).toBe(500);
    expect(priceBenAdminSubscription(9999)).toBe(4_999_500);
  });

  it('accepts whole counts from 1 to 9999 only', () => {
    expect(isValidEmployeeCount(1)).toBe(true);
    expect(isValidEmployeeCount(9999)).toBe(true);
    expect(isValidEmployeeCount(0)).toBe(false);
    expect(isValidEmployeeCount(10_000)).toBe(false);
    expect(isValidEmployeeCount(2.5)).toBe(false);
    expect(isValidEmployeeCount(null)).toBe(false);
  });
});

describe('the registration flow', () => {
  it('goes from the root to the step of the lead status', () => {
    expect(stepOfLead({ status: null })).toBe('start');
    expect(stepOfLead({ status: 'payment' })).toBe('payment');
    expect(stepOfLead({ status: 'additional_information' })).toBe('additionalInformation');
    expect(stepOfLead({ status: 'done' })).toBe('done');
  });

  it('sends a step ahead of the status back to it, and keeps earlier steps open until payment is set up', () => {
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: null }, 'payment')).toEqual({
      to: 'step',
      step: 'start',
    });
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: 'payment' }, 'additionalInformation')).toEqual({
      to: 'step',
      step: 'payment',
    });
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: 'payment' }, 'start')).toBeNull();
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: 'additional_information' }, 'payment')).toBeNull();
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: 'additional_information' }, 'start')).toEqual({
      to: 'step',
      step: 'additionalInformation',
    });
    expect(resolveWizardRedirect(BEN_ADMIN_FLOW, { status: 'done' }, 'payment')).toEqual({
      to: 'step',
      step: 'done',
    });
  });

  it('shows the header Purchase Subscription, Benefits Information, Done', () => {
    const items = buildWizardProgress(
      BEN_ADMIN_FLOW,
      { status: 'additional_information' },
      'additionalInformation',
    );
    expect(items.map((i) => [i.label, i.status])).toEqual([
      ['Purchase Subscription', 'past'],
      ['Benefits Information', 'present'],
      ['Done', 'future'],
    ]);
  });
});

describe('the lead form rules', () => {
  it('defaults a contribution to 50% of the employee and 0% of dependents', () => {
    expect(defaultLeadContribution()).toMatchObject({ employeePercentage: 50, dependentPercentage: 0 });
  });

  it('asks health-account details only for an HSA or FSA', () => {
    expect(hasHealthAccount('hsa')).toBe(true);
    expect(hasHealthAccount('fsa')).toBe(true);
    expect(hasHealthAccount('none')).toBe(false);
    expect(hasHealthAccount(null)).toBe(false);
  });
});
