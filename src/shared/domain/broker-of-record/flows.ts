import { resolveWizardPath, type WizardFlow } from '../wizard/wizard';
import {
  BOR_BASE_PATH,
  BOR_EMBEDDED_PATHS,
  BOR_SECTION_LABELS,
  BOR_SECTIONS,
  BOR_STANDARD_PATHS,
  type BorMode,
  type BorSection,
  hasDeductionsStep,
} from './application';

/*
 * The broker-of-record application's two flows on the wizard kit (decisions 0018, 0048, 0049, 0050). Both are
 * mounted at /broker-of-record; the company's mode says which one runs (`borFlowOf`). The server decides where
 * a save goes next (applicationStatus.nextSectionUrl): both flows name that section through `serverNextStep`.
 */

/** What the flows' rules read of the company's application (the client maps its profile to it). */
export type BorWizardRecord = {
  mode: BorMode;
  /** The partner's kind ('netsuite' adds deductions), or null. */
  partnerKind: string | null;
  /** The letters are signed (signedAt is set). */
  signed: boolean;
  /** applicationStatus.nextSectionUrl: the whole path of the section the server says is next. */
  nextSectionUrl: string;
  /** applicationStatus.sections. */
  sections: Readonly<Record<BorSection, 'complete' | 'incomplete'>>;
};

/** The step the server's next section is in a flow; null when the URL is none of its steps. */
function stepOfUrl<S extends string>(flow: WizardFlow<S, unknown>, url: string): S | null {
  const target = resolveWizardPath(flow, url);
  return target.kind === 'step' ? target.step : null;
}

// ---- Standard mode (docs/spec/3 §2 "Standard four-step flow", decision 0049) -----------------------------------

export const BOR_STANDARD_STEPS = ['basicInformation', 'sign', 'policy', 'success'] as const;
export type BorStandardStep = (typeof BOR_STANDARD_STEPS)[number];

/** The standard step the server names next: basic information until the company and plans are saved, sign, policy. */
const standardNext = (record: BorWizardRecord): BorStandardStep =>
  stepOfUrl(BOR_STANDARD_FLOW, record.nextSectionUrl) ?? 'basicInformation';

/**
 * Standard mode: basic information (company and plans in one save), sign, the policy page once signed, success.
 * No progress list. The root goes to the server's next section; sign goes to the policy page once signed and back
 * to basic information while that is not complete; the policy page before signing goes to the root's step.
 */
export const BOR_STANDARD_FLOW: WizardFlow<BorStandardStep, BorWizardRecord> = {
  steps: BOR_STANDARD_STEPS,
  paths: BOR_STANDARD_PATHS,
  labels: {
    basicInformation: 'Basic information',
    sign: 'Review and sign',
    policy: 'Policy',
    success: 'Success',
  },
  basePath: BOR_BASE_PATH,
  progress: { groups: [], precedence: 'present-first', shownOn: [] },
  listSteps: () => BOR_STANDARD_STEPS,
  isStepComplete: (record, step) => {
    switch (step) {
      case 'basicInformation':
        return (
          record.sections.companyInformation === 'complete' && record.sections.currentPlan === 'complete'
        );
      case 'sign':
      case 'policy':
        return record.signed;
      case 'success':
        return false;
    }
  },
  entryStep: standardNext,
  serverNextStep: (record) => stepOfUrl(BOR_STANDARD_FLOW, record.nextSectionUrl),
  redirect: (record, step) => {
    if (step === 'sign') {
      if (record.signed) return { to: 'step', step: 'policy' };
      if (standardNext(record) === 'basicInformation') return { to: 'step', step: 'basicInformation' };
    }
    if (step === 'policy' && !record.signed) return { to: 'step', step: standardNext(record) };
    return null;
  },
};

// ---- Embedded (partner) mode (docs/spec/3 §2, §4, decision 0050) -----------------------------------------------

export const BOR_EMBEDDED_STEPS = [
  'landingPage',
  'companyInformation',
  'currentPlan',
  'confirmation',
  'contributions',
  'fileUpload',
  'deductions',
  'done',
] as const;
export type BorEmbeddedStep = (typeof BOR_EMBEDDED_STEPS)[number];

/** The embedded root: the done page once the server says the application is done, else the landing page. */
const embeddedEntry = (record: BorWizardRecord): BorEmbeddedStep =>
  stepOfUrl(BOR_EMBEDDED_FLOW, record.nextSectionUrl) === 'done' ? 'done' : 'landingPage';

const isSection = (step: string): step is BorSection => (BOR_SECTIONS as readonly string[]).includes(step);

/**
 * Embedded mode: the landing page, the five sections, deductions (the netsuite partner only), done. The side
 * progress list of the five sections shows on every page but the landing and done pages; the open page's section
 * is current, the others as the server marks them, and only a complete one links to its page. Done before
 * signing goes to the root's step.
 */
export const BOR_EMBEDDED_FLOW: WizardFlow<BorEmbeddedStep, BorWizardRecord> = {
  steps: BOR_EMBEDDED_STEPS,
  paths: BOR_EMBEDDED_PATHS,
  labels: {
    landingPage: 'Connect existing plan',
    ...BOR_SECTION_LABELS,
    deductions: 'Set up Payroll Deductions',
    done: 'Done',
  },
  basePath: BOR_BASE_PATH,
  progress: {
    groups: BOR_SECTIONS.map((s) => ({ id: s, label: BOR_SECTION_LABELS[s], steps: [s] })),
    precedence: 'present-first',
    shownOn: [...BOR_SECTIONS, 'deductions'],
    links: 'complete',
  },
  listSteps: (record) =>
    BOR_EMBEDDED_STEPS.filter(
      (s) => s !== 'deductions' || hasDeductionsStep({ mode: record.mode, partnerKind: record.partnerKind }),
    ),
  isStepComplete: (record, step) => {
    if (isSection(step)) return record.sections[step] === 'complete';
    // Deductions is the last thing to do: complete once the server's next section is done.
    if (step === 'deductions') return stepOfUrl(BOR_EMBEDDED_FLOW, record.nextSectionUrl) === 'done';
    return false;
  },
  entryStep: embeddedEntry,
  serverNextStep: (record) => stepOfUrl(BOR_EMBEDDED_FLOW, record.nextSectionUrl),
  redirect: (record, step) =>
    step === 'done' && !record.signed ? { to: 'step', step: embeddedEntry(record) } : null,
};

/** The flow the company's application runs: its mode's. */
export function borFlowOf(mode: BorMode) {
  return mode === 'standard' ? BOR_STANDARD_FLOW : BOR_EMBEDDED_FLOW;
}
