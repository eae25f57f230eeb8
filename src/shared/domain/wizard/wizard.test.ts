import { describe, expect, it } from 'vitest';
import {
  buildProgress,
  buildWizardProgress,
  findNextStepAfterSave,
  findResumeStep,
  findStepLeft,
  findStepNeighbours,
  getAdminParam,
  getFinalStep,
  mapFlowRecord,
  resolveBasePath,
  resolveWizardEntry,
  resolveWizardPath,
  resolveWizardRedirect,
  StepError,
  showsProgress,
  type WizardFlow,
} from './wizard';

/*
 * Two shapes the next flows take, as small fixtures: a wizard whose next section comes from the server
 * (docs/spec/3 broker of record, embedded mode: applicationStatus.nextSectionUrl) and one redirected by status
 * (docs/spec/3 benefits-administration registration: the lead's status).
 */

const BOR_STEPS = [
  'landingPage',
  'companyInformation',
  'currentPlan',
  'confirmation',
  'contributions',
  'fileUpload',
  'deductions',
  'done',
] as const;
type BorStep = (typeof BOR_STEPS)[number];

interface BorRecord {
  partner: string | null;
  applicationStatus: {
    nextSectionUrl: string | null;
    sections: Partial<Record<BorStep, 'complete' | 'incomplete'>>;
  };
}

const BOR_FLOW: WizardFlow<BorStep, BorRecord> = {
  steps: BOR_STEPS,
  paths: {
    landingPage: '/landing-page',
    companyInformation: '/company-information',
    currentPlan: '/current-plan',
    confirmation: '/confirmation',
    contributions: '/contributions',
    fileUpload: '/file-upload',
    deductions: '/deductions',
    done: '/done',
  },
  labels: {
    landingPage: 'Connect existing plan',
    companyInformation: 'Company Information',
    currentPlan: 'Insurance Plans',
    confirmation: 'Review and Sign',
    contributions: 'Contribution',
    fileUpload: 'File Upload',
    deductions: 'Set up Payroll Deductions',
    done: 'Done',
  },
  basePath: '/broker-of-record',
  progress: {
    groups: [
      { id: 'companyInformation', label: 'Company Information', steps: ['companyInformation'] },
      { id: 'currentPlan', label: 'Insurance Plans', steps: ['currentPlan'] },
      { id: 'confirmation', label: 'Review and Sign', steps: ['confirmation'] },
      { id: 'contributions', label: 'Contribution', steps: ['contributions'] },
      { id: 'fileUpload', label: 'File Upload', steps: ['fileUpload'] },
    ],
    precedence: 'present-first',
  },
  // Deductions only for the netsuite partner (docs/spec/3 §2).
  listSteps: (record) => BOR_STEPS.filter((s) => s !== 'deductions' || record.partner === 'netsuite'),
  isStepComplete: (record, step) => record.applicationStatus.sections[step] === 'complete',
  // The root goes to the server's next section when it is done, else to the landing page.
  entryStep: (record) => (BOR_FLOW.serverNextStep?.(record) === 'done' ? 'done' : 'landingPage'),
  serverNextStep(record) {
    const url = record.applicationStatus.nextSectionUrl;
    const target = url ? resolveWizardPath(BOR_FLOW, url) : null;
    return target?.kind === 'step' ? target.step : null;
  },
};

const borRecord = (nextSectionUrl: string | null, partner: string | null = null): BorRecord => ({
  partner,
  applicationStatus: {
    nextSectionUrl,
    sections: { companyInformation: 'complete', currentPlan: 'complete' },
  },
});

describe('a server-driven wizard (broker of record)', () => {
  it('goes where the saved record says the next section is', () => {
    expect(findNextStepAfterSave(BOR_FLOW, borRecord('/broker-of-record/file-upload'), 'contributions')).toBe(
      'fileUpload',
    );
    // The server may skip ahead: the record, not the tuple, decides.
    expect(findNextStepAfterSave(BOR_FLOW, borRecord('/broker-of-record/done?x=1'), 'confirmation')).toBe(
      'done',
    );
  });

  it('falls back to the next existing step when the server names none, or one it does not know', () => {
    expect(findNextStepAfterSave(BOR_FLOW, borRecord(null), 'fileUpload')).toBe('done');
    expect(findNextStepAfterSave(BOR_FLOW, borRecord(null, 'netsuite'), 'fileUpload')).toBe('deductions');
    expect(findNextStepAfterSave(BOR_FLOW, borRecord('/somewhere-else'), 'currentPlan')).toBe('confirmation');
  });

  it('sends the root to done when the server says so, else to the landing page', () => {
    expect(resolveWizardPath(BOR_FLOW, '/')).toEqual({ kind: 'entry' });
    expect(BOR_FLOW.entryStep?.(borRecord('/broker-of-record/done'))).toBe('done');
    expect(BOR_FLOW.entryStep?.(borRecord('/broker-of-record/contributions'))).toBe('landingPage');
  });

  it('marks sections complete as the server does; the landing page is in no group', () => {
    expect(
      buildWizardProgress(BOR_FLOW, borRecord(null), 'confirmation').map((g) => [
        g.label,
        g.status,
        g.isLink,
      ]),
    ).toEqual([
      ['Company Information', 'past', true],
      ['Insurance Plans', 'past', true],
      ['Review and Sign', 'present', true],
      ['Contribution', 'future', false],
      ['File Upload', 'future', false],
    ]);
    expect(buildWizardProgress(BOR_FLOW, borRecord(null), 'landingPage').map((g) => g.status)).not.toContain(
      'present',
    );
  });

  it('has no admin mode', () => {
    expect(getAdminParam(BOR_FLOW)).toBeNull();
    expect(resolveBasePath(BOR_FLOW, { employeeFormId: 'x' })).toBe('/broker-of-record');
  });
});

const REGISTRATION_STEPS = ['start', 'payment', 'additionalInformation', 'done'] as const;
type RegistrationStep = (typeof REGISTRATION_STEPS)[number];
type LeadStatus = 'payment' | 'additional_information' | 'done';
interface LeadRecord {
  status: LeadStatus | null;
}

const STEP_OF_STATUS: Record<LeadStatus, RegistrationStep> = {
  payment: 'payment',
  additional_information: 'additionalInformation',
  done: 'done',
};
const stepOfLead = (record: LeadRecord): RegistrationStep =>
  record.status ? STEP_OF_STATUS[record.status] : 'start';

const REGISTRATION_FLOW: WizardFlow<RegistrationStep, LeadRecord> = {
  steps: REGISTRATION_STEPS,
  paths: {
    start: '/start',
    payment: '/payment',
    additionalInformation: '/additional-information',
    done: '/done',
  },
  labels: {
    start: 'Start',
    payment: 'Payment',
    additionalInformation: 'Additional information',
    done: 'Done',
  },
  basePath: '/register-benefits-administration',
  progress: {
    groups: [
      { id: 'purchase', label: 'Purchase Subscription', steps: ['start', 'payment'] },
      { id: 'information', label: 'Benefits Information', steps: ['additionalInformation'] },
      { id: 'done', label: 'Done', steps: ['done'] },
    ],
    precedence: 'present-first',
  },
  listSteps: () => REGISTRATION_STEPS,
  // A step is complete once the lead's status has moved past it.
  isStepComplete: (record, step) =>
    REGISTRATION_STEPS.indexOf(step) < REGISTRATION_STEPS.indexOf(stepOfLead(record)),
  entryStep: stepOfLead,
  serverNextStep: stepOfLead,
  // A finished registration shows only done.
  redirect: (record, step) =>
    record.status === 'done' && step !== 'done' ? { to: 'step', step: 'done' } : null,
};

describe('a status-redirected wizard (benefits-administration registration)', () => {
  it('sends the root to the step of the lead status', () => {
    expect(resolveWizardPath(REGISTRATION_FLOW, '/register-benefits-administration')).toEqual({
      kind: 'entry',
    });
    expect(REGISTRATION_FLOW.entryStep?.({ status: null })).toBe('start');
    expect(REGISTRATION_FLOW.entryStep?.({ status: 'payment' })).toBe('payment');
    expect(REGISTRATION_FLOW.entryStep?.({ status: 'additional_information' })).toBe('additionalInformation');
    expect(REGISTRATION_FLOW.entryStep?.({ status: 'done' })).toBe('done');
  });

  it('goes after a save to the step of the saved status', () => {
    expect(findNextStepAfterSave(REGISTRATION_FLOW, { status: 'additional_information' }, 'payment')).toBe(
      'additionalInformation',
    );
    expect(findNextStepAfterSave(REGISTRATION_FLOW, { status: 'done' }, 'additionalInformation')).toBe(
      'done',
    );
  });

  it('redirects a finished registration to done, and done to itself is no redirect', () => {
    expect(resolveWizardRedirect(REGISTRATION_FLOW, { status: 'done' }, 'payment')).toEqual({
      to: 'step',
      step: 'done',
    });
    expect(resolveWizardRedirect(REGISTRATION_FLOW, { status: 'done' }, 'done')).toBeNull();
    expect(resolveWizardRedirect(REGISTRATION_FLOW, { status: 'payment' }, 'start')).toBeNull();
  });

  it('counts the steps behind the status as complete', () => {
    expect(
      buildWizardProgress(
        REGISTRATION_FLOW,
        { status: 'additional_information' },
        'additionalInformation',
      ).map((g) => g.status),
    ).toEqual(['past', 'present', 'future']);
    expect(findStepLeft(REGISTRATION_FLOW, { status: 'payment' })).toBe('payment');
  });
});

describe('generic step rules', () => {
  const order = ['a', 'b', 'c', 'd', 'e'] as const;
  it('places a step that does not exist where the tuple puts it', () => {
    expect(findStepNeighbours(order, ['a', 'c', 'e'], 'b')).toEqual({ previous: 'a', next: 'c' });
    expect(findStepNeighbours(order, ['a', 'c', 'e'], 'c')).toEqual({ previous: 'a', next: 'e' });
    expect(findStepNeighbours(order, ['a', 'c', 'e'], 'a')).toEqual({ previous: null, next: 'c' });
    expect(() => findStepNeighbours(order, ['a'], 'z' as never)).toThrow(StepError);
  });

  it('resumes at the first incomplete step, or the last when all are complete', () => {
    const done = new Set(['a', 'b']);
    expect(findResumeStep(order, (s) => done.has(s))).toBe('c');
    expect(findResumeStep(order, () => true)).toBe('e');
    expect(() => findResumeStep([], () => true)).toThrow(StepError);
  });

  it('knows the final step', () => {
    expect(getFinalStep({ steps: order })).toBe('e');
    expect(() => getFinalStep({ steps: [] })).toThrow(StepError);
  });
});

describe('where the progress shows and which groups link', () => {
  const groups = [
    { id: 'one', label: 'One', steps: ['a'] },
    { id: 'two', label: 'Two', steps: ['b'] },
    { id: 'three', label: 'Three', steps: ['c'] },
  ] as const;
  type Step = 'a' | 'b' | 'c' | 'd';

  it('shows on every step but the last unless the flow names the steps', () => {
    const steps = ['a', 'b', 'c', 'd'] as const;
    const progress = { groups, precedence: 'present-first' } as const;
    expect(steps.filter((s) => showsProgress({ steps, progress }, s))).toEqual(['a', 'b', 'c']);
    expect(
      steps.filter((s) => showsProgress({ steps, progress: { ...progress, shownOn: ['b'] } }, s)),
    ).toEqual(['b']);
  });

  it('links reachable groups by default, and only complete ones the user is not on with links: complete', () => {
    const complete = new Set<Step>(['a']);
    const links = (mode?: 'reachable' | 'complete', current: Step = 'a') =>
      buildProgress<Step>(groups, ['a', 'b', 'c'], current, (s) => complete.has(s), 'present-first', mode)
        .filter((i) => i.isLink)
        .map((i) => i.id);
    expect(links()).toEqual(['one', 'two']);
    expect(links('complete')).toEqual([]);
    expect(links('complete', 'c')).toEqual(['one']);
  });
});

describe('the entry of a flow', () => {
  type Record = { status: 'none' | 'working' | 'over' };
  const FLOW: WizardFlow<'form' | 'done', Record> = {
    steps: ['form', 'done'],
    paths: { form: '/form', done: '/done' },
    labels: { form: 'Form', done: 'Done' },
    basePath: '/flow',
    progress: { groups: [], precedence: 'present-first' },
    listSteps: () => ['form', 'done'],
    isStepComplete: () => false,
    entryStep: (record) => (record.status === 'working' ? 'done' : 'form'),
    entryRedirect: (record) => (record.status === 'over' ? { to: 'path', path: '/elsewhere' } : null),
  };

  it('goes by the entry redirect first, else to the entry step; a mapped flow keeps both', () => {
    expect(resolveWizardEntry(FLOW, { status: 'none' })).toEqual({ to: 'step', step: 'form' });
    expect(resolveWizardEntry(FLOW, { status: 'working' })).toEqual({ to: 'step', step: 'done' });
    expect(resolveWizardEntry(FLOW, { status: 'over' })).toEqual({ to: 'path', path: '/elsewhere' });
    const mapped = mapFlowRecord(FLOW, (q: { s: Record['status'] }) => ({ status: q.s }));
    expect(resolveWizardEntry(mapped, { s: 'over' })).toEqual({ to: 'path', path: '/elsewhere' });
    expect(resolveWizardEntry(mapped, { s: 'working' })).toEqual({ to: 'step', step: 'done' });
  });

  it('has no entry when a step lives at the base path, and no progress without groups', () => {
    expect(
      resolveWizardEntry({ ...FLOW, entryStep: undefined, entryRedirect: undefined }, { status: 'none' }),
    ).toBeNull();
    expect(buildWizardProgress(FLOW, { status: 'none' }, 'form')).toEqual([]);
  });
});
