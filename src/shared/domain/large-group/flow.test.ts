import {
  buildStepPath,
  buildWizardProgress,
  findNextStepAfterSave,
  findPreviousStep,
  resolveWizardEntry,
  resolveWizardPath,
  resolveWizardRedirect,
} from '@shared/domain/wizard/wizard';
import { describe, expect, it } from 'vitest';
import { LARGE_GROUP_FLOW as FLOW, type LargeGroupFlowRecord, toLargeGroupFlowRecord } from './flow';

const answering: LargeGroupFlowRecord = { completedQuoteRequest: true, hasQuoteRequest: true };
const answered: LargeGroupFlowRecord = { completedQuoteRequest: false, hasQuoteRequest: true };
const never: LargeGroupFlowRecord = { completedQuoteRequest: false, hasQuoteRequest: false };

describe('the large group flow (spec 3 "Large group")', () => {
  it('has request-quote and done under /register-large-group', () => {
    expect(FLOW.listSteps(never)).toEqual(['requestQuote', 'done']);
    expect(buildStepPath(FLOW, FLOW.basePath, 'requestQuote')).toBe('/register-large-group/request-quote');
    expect(buildStepPath(FLOW, FLOW.basePath, 'done')).toBe('/register-large-group/done');
    expect(resolveWizardPath(FLOW, '/register-large-group')).toEqual({ kind: 'entry' });
  });

  it('sends the root to done while a request is being answered, else to request-quote', () => {
    expect(resolveWizardEntry(FLOW, answering)).toEqual({ to: 'step', step: 'done' });
    expect(resolveWizardEntry(FLOW, answered)).toEqual({ to: 'step', step: 'requestQuote' });
    expect(resolveWizardEntry(FLOW, never)).toEqual({ to: 'step', step: 'requestQuote' });
  });

  it('goes from the sent request to done, with no back link on the request', () => {
    expect(findNextStepAfterSave(FLOW, answering, 'requestQuote')).toBe('done');
    expect(findPreviousStep(FLOW, never, 'requestQuote')).toBeNull();
  });

  it('sends request-quote to done while answering, and done to request-quote before any request', () => {
    expect(resolveWizardRedirect(FLOW, answering, 'requestQuote')).toEqual({ to: 'step', step: 'done' });
    expect(resolveWizardRedirect(FLOW, answered, 'requestQuote')).toBeNull();
    expect(resolveWizardRedirect(FLOW, never, 'done')).toEqual({ to: 'step', step: 'requestQuote' });
    expect(resolveWizardRedirect(FLOW, answered, 'done')).toBeNull();
    expect(resolveWizardRedirect(FLOW, answering, 'done')).toBeNull();
    expect(buildWizardProgress(FLOW, never, 'requestQuote')).toEqual([]);
  });

  it('reads the flow record of the status the API answers', () => {
    expect(toLargeGroupFlowRecord({ completedQuoteRequest: true, quoteRequest: { id: 'x' } })).toEqual(
      answering,
    );
    expect(toLargeGroupFlowRecord({ completedQuoteRequest: false, quoteRequest: null })).toEqual(never);
  });
});
