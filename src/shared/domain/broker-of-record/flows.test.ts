import { describe, expect, it } from 'vitest';
import {
  buildWizardProgress,
  findNextStepAfterSave,
  findPreviousStep,
  resolveWizardPath,
  resolveWizardRedirect,
  showsProgress,
} from '../wizard/wizard';
import { type BorCompletable, describeSections, nextSectionUrl } from './application';
import {
  BOR_EMBEDDED_FLOW,
  BOR_EMBEDDED_STEPS,
  BOR_STANDARD_FLOW,
  BOR_STANDARD_STEPS,
  type BorWizardRecord,
  borFlowOf,
} from './flows';

/** A company's application as the server answers it: its next section and sections from what is complete. */
function record(
  mode: BorWizardRecord['mode'],
  completed: BorCompletable[],
  options: { partnerKind?: string | null; signed?: boolean } = {},
): BorWizardRecord {
  const partnerKind = options.partnerKind ?? null;
  return {
    mode,
    partnerKind,
    signed: options.signed ?? completed.includes('confirmation'),
    nextSectionUrl: nextSectionUrl({ mode, partnerKind, completed }),
    sections: describeSections(completed),
  };
}
const standard = (completed: BorCompletable[], signed?: boolean) =>
  record('standard', completed, signed === undefined ? {} : { signed });
const embedded = (completed: BorCompletable[], partnerKind: string | null = 'netsuite') =>
  record('embedded', completed, { partnerKind });
const ALL_SECTIONS: BorCompletable[] = [
  'companyInformation',
  'currentPlan',
  'confirmation',
  'contributions',
  'fileUpload',
];

describe('the broker-of-record flows (decisions 0049, 0050)', () => {
  it('runs the mode of the company, both at /broker-of-record', () => {
    expect(borFlowOf('standard')).toBe(BOR_STANDARD_FLOW);
    expect(borFlowOf('embedded')).toBe(BOR_EMBEDDED_FLOW);
    expect(BOR_STANDARD_FLOW.basePath).toBe('/broker-of-record');
    expect(BOR_EMBEDDED_FLOW.basePath).toBe('/broker-of-record');
    expect(resolveWizardPath(BOR_STANDARD_FLOW, '/broker-of-record/sign')).toEqual({
      kind: 'step',
      step: 'sign',
    });
    expect(resolveWizardPath(BOR_EMBEDDED_FLOW, '/broker-of-record/')).toEqual({ kind: 'entry' });
    expect(resolveWizardPath(BOR_EMBEDDED_FLOW, '/broker-of-record/sign')).toEqual({ kind: 'bad_link' });
  });
});

describe('standard mode', () => {
  it('has basic information, sign, policy and success, and no progress list', () => {
    expect(BOR_STANDARD_FLOW.listSteps(standard([]))).toEqual(BOR_STANDARD_STEPS);
    expect(BOR_STANDARD_STEPS.map((s) => BOR_STANDARD_FLOW.paths[s])).toEqual([
      '/basic-information',
      '/sign',
      '/policy',
      '/success',
    ]);
    for (const step of BOR_STANDARD_STEPS) expect(showsProgress(BOR_STANDARD_FLOW, step)).toBe(false);
  });

  it("sends the root to the server's next section: basic information, sign, then the policy page", () => {
    expect(BOR_STANDARD_FLOW.entryStep?.(standard([]))).toBe('basicInformation');
    expect(BOR_STANDARD_FLOW.entryStep?.(standard(['companyInformation']))).toBe('basicInformation');
    expect(BOR_STANDARD_FLOW.entryStep?.(standard(['companyInformation', 'currentPlan']))).toBe('sign');
    expect(
      BOR_STANDARD_FLOW.entryStep?.(standard(['companyInformation', 'currentPlan', 'confirmation'])),
    ).toBe('policy');
  });

  it('goes where the saved application says: sign after basic information, the policy page after signing', () => {
    const saved = standard(['companyInformation', 'currentPlan']);
    expect(findNextStepAfterSave(BOR_STANDARD_FLOW, saved, 'basicInformation')).toBe('sign');
    const signed = standard(['companyInformation', 'currentPlan', 'confirmation']);
    expect(findNextStepAfterSave(BOR_STANDARD_FLOW, signed, 'sign')).toBe('policy');
    // A save the server still wants more of stays (a plan left out).
    expect(
      findNextStepAfterSave(BOR_STANDARD_FLOW, standard(['companyInformation']), 'basicInformation'),
    ).toBe('basicInformation');
  });

  it('links Back from sign to basic information, and none before it', () => {
    const r = standard(['companyInformation', 'currentPlan']);
    expect(findPreviousStep(BOR_STANDARD_FLOW, r, 'basicInformation')).toBeNull();
    expect(findPreviousStep(BOR_STANDARD_FLOW, r, 'sign')).toBe('basicInformation');
  });

  it('sends sign to the policy page once signed and back to basic information before it is complete', () => {
    const redirect = (r: BorWizardRecord, step: (typeof BOR_STANDARD_STEPS)[number]) =>
      resolveWizardRedirect(BOR_STANDARD_FLOW, r, step);
    expect(redirect(standard(['companyInformation', 'currentPlan', 'confirmation']), 'sign')).toEqual({
      to: 'step',
      step: 'policy',
    });
    expect(redirect(standard(['companyInformation']), 'sign')).toEqual({
      to: 'step',
      step: 'basicInformation',
    });
    expect(redirect(standard(['companyInformation', 'currentPlan']), 'sign')).toBeNull();
  });

  it('sends the policy page before signing where the root goes; basic information and success stay', () => {
    const redirect = (r: BorWizardRecord, step: (typeof BOR_STANDARD_STEPS)[number]) =>
      resolveWizardRedirect(BOR_STANDARD_FLOW, r, step);
    expect(redirect(standard([]), 'policy')).toEqual({ to: 'step', step: 'basicInformation' });
    expect(redirect(standard(['companyInformation', 'currentPlan']), 'policy')).toEqual({
      to: 'step',
      step: 'sign',
    });
    const signed = standard(['companyInformation', 'currentPlan', 'confirmation']);
    expect(redirect(signed, 'policy')).toBeNull();
    // A signed application's basic information shows that it is locked, not the form (the page says so).
    expect(redirect(signed, 'basicInformation')).toBeNull();
    expect(redirect(standard([]), 'success')).toBeNull();
  });
});

describe('embedded mode', () => {
  it('has the landing page, the five sections, deductions for the netsuite partner only, and done', () => {
    expect(BOR_EMBEDDED_FLOW.listSteps(embedded([], 'netsuite'))).toEqual(BOR_EMBEDDED_STEPS);
    expect(BOR_EMBEDDED_FLOW.listSteps(embedded([], 'quickbooks'))).toEqual(
      BOR_EMBEDDED_STEPS.filter((s) => s !== 'deductions'),
    );
  });

  it('sends the root to done once the server says so, else to the landing page', () => {
    expect(BOR_EMBEDDED_FLOW.entryStep?.(embedded([]))).toBe('landingPage');
    expect(BOR_EMBEDDED_FLOW.entryStep?.(embedded(ALL_SECTIONS))).toBe('landingPage');
    expect(BOR_EMBEDDED_FLOW.entryStep?.(embedded([...ALL_SECTIONS, 'deductions']))).toBe('done');
    expect(BOR_EMBEDDED_FLOW.entryStep?.(embedded(ALL_SECTIONS, 'quickbooks'))).toBe('done');
  });

  it("goes after each save to the saved application's next section, whatever order they were done in", () => {
    const next = (
      completed: BorCompletable[],
      saved: (typeof BOR_EMBEDDED_STEPS)[number],
      partner = 'netsuite',
    ) => findNextStepAfterSave(BOR_EMBEDDED_FLOW, embedded(completed, partner), saved);
    expect(next(['companyInformation'], 'companyInformation')).toBe('currentPlan');
    expect(next(['companyInformation', 'currentPlan'], 'currentPlan')).toBe('confirmation');
    expect(next(['companyInformation', 'currentPlan', 'confirmation'], 'confirmation')).toBe('contributions');
    // Insurance plans saved first: the server sends the visitor back to company information.
    expect(next(['currentPlan'], 'currentPlan')).toBe('companyInformation');
    expect(next(ALL_SECTIONS, 'fileUpload')).toBe('deductions');
    expect(next(ALL_SECTIONS, 'fileUpload', 'quickbooks')).toBe('done');
    expect(next([...ALL_SECTIONS, 'deductions'], 'deductions')).toBe('done');
  });

  it('links Back to the page before (the landing page before company information), deductions only for netsuite', () => {
    expect(findPreviousStep(BOR_EMBEDDED_FLOW, embedded([]), 'landingPage')).toBeNull();
    expect(findPreviousStep(BOR_EMBEDDED_FLOW, embedded([]), 'companyInformation')).toBe('landingPage');
    expect(findPreviousStep(BOR_EMBEDDED_FLOW, embedded([]), 'contributions')).toBe('confirmation');
    expect(findPreviousStep(BOR_EMBEDDED_FLOW, embedded(ALL_SECTIONS), 'done')).toBe('deductions');
    expect(findPreviousStep(BOR_EMBEDDED_FLOW, embedded(ALL_SECTIONS, 'quickbooks'), 'done')).toBe(
      'fileUpload',
    );
  });

  it('sends done before signing where the root goes; every other page stays', () => {
    expect(resolveWizardRedirect(BOR_EMBEDDED_FLOW, embedded(['companyInformation']), 'done')).toEqual({
      to: 'step',
      step: 'landingPage',
    });
    expect(
      resolveWizardRedirect(BOR_EMBEDDED_FLOW, embedded([...ALL_SECTIONS, 'deductions']), 'done'),
    ).toBeNull();
    for (const step of BOR_EMBEDDED_STEPS.filter((s) => s !== 'done'))
      expect(resolveWizardRedirect(BOR_EMBEDDED_FLOW, embedded([]), step)).toBeNull();
  });

  it('shows the side list on the sections and deductions, not on the landing and done pages', () => {
    expect(BOR_EMBEDDED_STEPS.filter((s) => showsProgress(BOR_EMBEDDED_FLOW, s))).toEqual([
      'companyInformation',
      'currentPlan',
      'confirmation',
      'contributions',
      'fileUpload',
      'deductions',
    ]);
  });

  it("lists the five sections with the spec's labels: the open page's current, the others as the server marks them", () => {
    const progress = buildWizardProgress(BOR_EMBEDDED_FLOW, embedded(['companyInformation']), 'currentPlan');
    expect(progress.map((i) => [i.label, i.status])).toEqual([
      ['Company Information', 'past'],
      ['Insurance Plans', 'present'],
      ['Review and Sign', 'future'],
      ['Contribution', 'future'],
      ['File Upload', 'future'],
    ]);
    // A complete section is current while its page is open; on deductions none is current.
    expect(
      buildWizardProgress(BOR_EMBEDDED_FLOW, embedded(['companyInformation']), 'companyInformation')[0],
    ).toMatchObject({ status: 'present' });
    expect(
      buildWizardProgress(BOR_EMBEDDED_FLOW, embedded(ALL_SECTIONS), 'deductions').map((i) => i.status),
    ).toEqual(['past', 'past', 'past', 'past', 'past']);
  });

  it('links only a complete section the visitor is not on, to its page', () => {
    const links = (completed: BorCompletable[], step: (typeof BOR_EMBEDDED_STEPS)[number]) =>
      buildWizardProgress(BOR_EMBEDDED_FLOW, embedded(completed), step)
        .filter((i) => i.isLink)
        .map((i) => i.target);
    // Back on company information once saved: the next section is not a link until it is complete.
    expect(links(['companyInformation'], 'companyInformation')).toEqual([]);
    expect(links(['companyInformation', 'currentPlan'], 'confirmation')).toEqual([
      'companyInformation',
      'currentPlan',
    ]);
    // Insurance plans saved before company information: it links, company information does not.
    expect(links(['currentPlan'], 'confirmation')).toEqual(['currentPlan']);
  });
});
