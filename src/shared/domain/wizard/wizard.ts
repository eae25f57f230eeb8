/**
 * The rules every wizard follows (decision 0018). A flow is data — its step tuple, paths, base paths, progress
 * groups, which steps exist for a record, what complete means, its redirects and where the server says to go
 * next — and these functions read it. No I/O: the client's wizard kit and the tests call them alike.
 */

/** A step rule was asked about a step that does not exist (docs/spec/1 §8: an internal error). */
export class StepError extends Error {
  override name = 'StepError';
}

/** A group of the progress bar. */
export interface ProgressGroup<S extends string> {
  id: string;
  label: string;
  steps: readonly S[];
}

export type ProgressStatus = 'past' | 'present' | 'future';

/** Which groups of a progress bar are links (see WizardFlow.progress.links). */
export type ProgressLinks = 'reachable' | 'complete';

export interface ProgressItem<S extends string> {
  id: string;
  label: string;
  status: ProgressStatus;
  isLink: boolean;
  /** The first incomplete step of the group (its first step when all are complete). */
  target: S;
}

/**
 * Where a page goes instead of rendering: home, another step, a page outside the flow (`path`: the flow's query
 * kept, as open-enrollment setup sends a launched setup to the dashboard), or nowhere (`closed`: the record may
 * no longer be changed, and every page of the flow shows the flow's closed screen instead of its step).
 */
export type WizardRedirect<S extends string> =
  | { to: 'home' }
  | { to: 'step'; step: S }
  | { to: 'path'; path: string }
  | { to: 'closed' };

/** A wizard, declared. `R` is the record the flow is about (what the server answers for it). */
export interface WizardFlow<S extends string, R> {
  /** The step tuple, in order; the last step is where a finished flow lands (done). */
  steps: readonly S[];
  /** Each step's sub-path under the base path: '/' is the base path itself. */
  paths: Readonly<Record<S, string>>;
  /** Each step's name in links (the jump page). */
  labels: Readonly<Record<S, string>>;
  /** Where the flow is mounted for the signed-in user's own record. */
  basePath: string;
  /** Where it is mounted in admin mode, for someone else's record: one `:param` names the record. */
  adminBasePath?: string;
  /** Sub-paths that are not steps but lead to one (the renewal's coverages it does not have). */
  pathRedirects?: Readonly<Record<string, S>>;
  /** The developer list of links (docs/spec/1 §2 /jump), and the steps it lists. */
  jump?: { path: string; steps: readonly S[] };
  progress: {
    groups: readonly ProgressGroup<S>[];
    /**
     * present-first: a group is present while the current step is in it, else past when complete;
     * past-first: a complete group is past even while on it (docs/spec/2 §2.5).
     */
    precedence: 'present-first' | 'past-first';
    /** The steps the progress shows on (default: every step but the last). */
    shownOn?: readonly S[];
    /**
     * Which groups link to their step. reachable (default): the first group and every group after a complete
     * one; complete: only a complete group the user is not on (broker of record's side list, docs/spec/3 §2).
     */
    links?: ProgressLinks;
  };
  /** The steps that exist for this record, in the tuple's order. */
  listSteps(record: R): readonly S[];
  /** Whether the record says the step is complete. */
  isStepComplete(record: R, step: S): boolean;
  /** Where a page goes before it renders (null: it renders); `step` is null on pages that are not steps. */
  redirect?(record: R, step: S | null): WizardRedirect<S> | null;
  /** Where the base path leads when no step lives there (registration: the step of the lead's status). */
  entryStep?(record: R): S;
  /**
   * Where the base path leads instead of `entryStep`, for the entry only (null: the entry step): a page outside
   * the flow, home or closed (open-enrollment setup: a launched setup goes to the dashboard).
   */
  entryRedirect?(record: R): WizardRedirect<S> | null;
  /** The step the server names next for this record (broker of record's nextSectionUrl); null: none. */
  serverNextStep?(record: R): S | null;
}

/**
 * The same flow over another record type: every rule reads `toRecord(record)`. A flow declared over what its
 * rules read (the renewal's step-complete flags) runs on the record the API answers (decision 0038).
 */
export function mapFlowRecord<S extends string, R, Q>(
  flow: WizardFlow<S, R>,
  toRecord: (record: Q) => R,
): WizardFlow<S, Q> {
  const { listSteps, isStepComplete, redirect, entryStep, entryRedirect, serverNextStep, ...data } = flow;
  return {
    ...data,
    listSteps: (record) => listSteps(toRecord(record)),
    isStepComplete: (record, step) => isStepComplete(toRecord(record), step),
    ...(redirect ? { redirect: (record: Q, step: S | null) => redirect(toRecord(record), step) } : {}),
    ...(entryStep ? { entryStep: (record: Q) => entryStep(toRecord(record)) } : {}),
    ...(entryRedirect ? { entryRedirect: (record: Q) => entryRedirect(toRecord(record)) } : {}),
    ...(serverNextStep ? { serverNextStep: (record: Q) => serverNextStep(toRecord(record)) } : {}),
  };
}

/** Where a sub-path of the flow leads. */
export type WizardPathResolution<S extends string> =
  | { kind: 'step'; step: S }
  | { kind: 'entry' }
  | { kind: 'jump' }
  | { kind: 'redirect'; step: S }
  | { kind: 'bad_link' };

const normalizePath = (path: string) =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/';

/** A sub-path (or a full path under the base path) is a step, the entry, the jump page, a redirect or a bad link. */
export function resolveWizardPath<S extends string>(
  flow: WizardFlow<S, unknown>,
  path: string,
): WizardPathResolution<S> {
  let p = normalizePath(path.split(/[?#]/)[0] ?? '');
  if (p === flow.basePath || p.startsWith(`${flow.basePath}/`))
    p = normalizePath(p.slice(flow.basePath.length));
  const step = flow.steps.find((s) => flow.paths[s] === p);
  if (step !== undefined) return { kind: 'step', step };
  if (p === '/' && flow.entryStep) return { kind: 'entry' };
  if (flow.jump && p === flow.jump.path) return { kind: 'jump' };
  const redirect = flow.pathRedirects?.[p];
  return redirect === undefined ? { kind: 'bad_link' } : { kind: 'redirect', step: redirect };
}

/** The admin-mode base path's parameter name (`:employeeFormId` → employeeFormId); null without admin mode. */
export function getAdminParam(flow: Pick<WizardFlow<string, unknown>, 'adminBasePath'>): string | null {
  return flow.adminBasePath ? (/:(\w+)/.exec(flow.adminBasePath)?.[1] ?? null) : null;
}

/** The base path of the record on screen: admin mode's with the record's key when the route has one. */
export function resolveBasePath(
  flow: Pick<WizardFlow<string, unknown>, 'basePath' | 'adminBasePath'>,
  params: Readonly<Record<string, string | undefined>>,
): string {
  const param = getAdminParam(flow);
  const key = param ? params[param] : undefined;
  return flow.adminBasePath && param && key
    ? flow.adminBasePath.replace(`:${param}`, encodeURIComponent(key))
    : flow.basePath;
}

/** The full path of a step under a base path. */
export function buildStepPath<S extends string>(
  flow: Pick<WizardFlow<S, unknown>, 'paths'>,
  base: string,
  step: S,
): string {
  const path = flow.paths[step];
  return path === '/' ? base : `${base}${path}`;
}

function indexOfStep<S extends string>(steps: readonly S[], current: S): number {
  const index = steps.indexOf(current);
  if (index < 0) throw new StepError(`Unknown step: ${current}`);
  return index;
}

/** The next existing step after saving the current one; null after done. Unknown steps are an error. */
export function getNextStep<S extends string>(steps: readonly S[], current: S): S | null {
  return steps[indexOfStep(steps, current) + 1] ?? null;
}

/** The previous existing step for the back link; a missing previous step is an internal error (docs/spec/1 §2). */
export function getPreviousStep<S extends string>(steps: readonly S[], current: S): S {
  const index = indexOfStep(steps, current);
  if (index === 0) throw new StepError(`No previous step before ${current}`);
  return steps[index - 1]!;
}

/** Whether a back link is shown: every existing step but the first has a previous step. */
export function hasPreviousStep<S extends string>(steps: readonly S[], current: S): boolean {
  return steps.indexOf(current) > 0;
}

/**
 * The existing steps before and after a step. A step that does not exist for this record (a coverage the
 * company does not offer, opened by its path) sits where the tuple puts it.
 */
export function findStepNeighbours<S extends string>(
  order: readonly S[],
  existing: readonly S[],
  step: S,
): { previous: S | null; next: S | null } {
  const position = indexOfStep(order, step);
  const rank = (s: S) => order.indexOf(s);
  const before = existing.filter((s) => rank(s) < position);
  return {
    previous: before[before.length - 1] ?? null,
    next: existing.find((s) => rank(s) > position) ?? null,
  };
}

/** The last step of the tuple: where a finished flow lands. */
export function getFinalStep<S extends string>(flow: Pick<WizardFlow<S, unknown>, 'steps'>): S {
  const last = flow.steps[flow.steps.length - 1];
  if (last === undefined) throw new StepError('A flow without steps');
  return last;
}

/**
 * THE next-step rule: after a step is saved, go where the SAVED record says — the step the server names next
 * when the flow has one, else the next step that exists in the saved record after the saved step (its steps
 * may have changed with the save), else the flow's last step.
 */
export function findNextStepAfterSave<S extends string, R>(flow: WizardFlow<S, R>, saved: R, step: S): S {
  const fromServer = flow.serverNextStep?.(saved) ?? null;
  if (fromServer !== null) return fromServer;
  return findStepNeighbours(flow.steps, flow.listSteps(saved), step).next ?? getFinalStep(flow);
}

/** The back link of a step: the previous step that exists in the record; null on the first. */
export function findPreviousStep<S extends string, R>(flow: WizardFlow<S, R>, record: R, step: S): S | null {
  return findStepNeighbours(flow.steps, flow.listSteps(record), step).previous;
}

/** The first existing step not yet complete (where a resumed flow opens); the last step when all are. */
export function findResumeStep<S extends string>(steps: readonly S[], isComplete: (step: S) => boolean): S {
  const last = steps[steps.length - 1];
  if (last === undefined) throw new StepError('No steps');
  return steps.find((s) => s !== last && !isComplete(s)) ?? last;
}

/** The first step left to do, for a page that needs the flow finished (done): never the final step itself. */
export function findStepLeft<S extends string, R>(flow: WizardFlow<S, R>, record: R): S {
  const steps = flow.listSteps(record);
  const resume = findResumeStep(steps, (s) => flow.isStepComplete(record, s));
  return resume === getFinalStep(flow) ? (steps[steps.length - 2] ?? resume) : resume;
}

/** Where a page goes before it renders; a redirect to the page itself is none (no loop). */
export function resolveWizardRedirect<S extends string, R>(
  flow: WizardFlow<S, R>,
  record: R,
  step: S | null,
): WizardRedirect<S> | null {
  const redirect = flow.redirect?.(record, step) ?? null;
  return redirect?.to === 'step' && redirect.step === step ? null : redirect;
}

/**
 * Where the base path (the entry) leads for a record: the flow's entry redirect when it has one for the record,
 * else its entry step. Null when the flow has no entry (a step lives at the base path).
 */
export function resolveWizardEntry<S extends string, R>(
  flow: WizardFlow<S, R>,
  record: R,
): WizardRedirect<S> | null {
  const redirect = flow.entryRedirect?.(record) ?? null;
  if (redirect !== null) return redirect;
  return flow.entryStep ? { to: 'step', step: flow.entryStep(record) } : null;
}

/**
 * Progress bar state. Only existing steps count and empty groups are left out. present-first: present when the
 * current step belongs to the group (even a step that does not exist, such as an unoffered coverage's page),
 * else past when all its steps are complete, else future; past-first: past when all complete, else present,
 * else future. Links `reachable`: a later group is a link only when every step of the group before it is
 * complete, the first group always; `complete`: a group is a link when all its steps are complete and the
 * current step is not in it.
 */
export function buildProgress<S extends string>(
  groups: readonly ProgressGroup<S>[],
  existingSteps: readonly S[],
  currentStep: S,
  isComplete: (step: S) => boolean,
  precedence: 'present-first' | 'past-first' = 'present-first',
  links: ProgressLinks = 'reachable',
): ProgressItem<S>[] {
  const existing = new Set<S>(existingSteps);
  const items: ProgressItem<S>[] = [];
  let previousComplete = true;
  for (const group of groups) {
    const steps = group.steps.filter((s) => existing.has(s));
    if (steps.length === 0) continue;
    const allComplete = steps.every(isComplete);
    const isCurrent = group.steps.includes(currentStep);
    let status: ProgressStatus;
    if (precedence === 'past-first') status = allComplete ? 'past' : isCurrent ? 'present' : 'future';
    else status = isCurrent ? 'present' : allComplete ? 'past' : 'future';
    items.push({
      id: group.id,
      label: group.label,
      status,
      isLink: links === 'complete' ? allComplete && !isCurrent : items.length === 0 || previousComplete,
      target: steps.find((s) => !isComplete(s)) ?? steps[0]!,
    });
    previousComplete = allComplete;
  }
  return items;
}

/** The flow's progress bar for a record, on a step. */
export function buildWizardProgress<S extends string, R>(
  flow: WizardFlow<S, R>,
  record: R,
  currentStep: S,
): ProgressItem<S>[] {
  return buildProgress(
    flow.progress.groups,
    flow.listSteps(record),
    currentStep,
    (s) => flow.isStepComplete(record, s),
    flow.progress.precedence,
    flow.progress.links,
  );
}

/** Whether a step's page shows the flow's progress: the steps the flow names, else every step but the last. */
export function showsProgress<S extends string>(
  flow: Pick<WizardFlow<S, unknown>, 'steps' | 'progress'>,
  step: S,
): boolean {
  const shownOn = flow.progress.shownOn;
  return shownOn ? shownOn.includes(step) : step !== getFinalStep(flow);
}
