import { PageLoader } from '@client/components/page-loader';
import { useSignedInSession } from '@client/lib/session';
import { Stack } from '@mantine/core';
import {
  buildStepPath,
  buildWizardProgress,
  findNextStepAfterSave,
  findPreviousStep,
  type ProgressItem,
  resolveBasePath,
  resolveWizardRedirect,
  showsProgress,
  type WizardFlow,
} from '@shared/domain/wizard/wizard';
import { type ComponentType, type ReactNode, Suspense, useCallback } from 'react';
import { Navigate, type RouteObject, useNavigate, useParams, useSearchParams } from 'react-router';
import { WizardProgress } from './wizard-progress';
import { buildWizardRoutes, type WizardTarget } from './wizard-routes';

/** Where the flow's record lives on the client (the query cache): read after a save, and keep what a save answered. */
export interface RecordStore<R> {
  /** The record held now: after a save, the saved one. */
  read(): R | undefined;
  /** Keeps the record a save answered with; null when the save answered another shape (the record is reloaded). */
  saved(record: R | null): Promise<void>;
}

/** What a flow's screens need besides its data: its record, its cache and two texts. */
export interface WizardBinding<S extends string, R> {
  flow: WizardFlow<S, R>;
  /** The record of the current route (suspends until it has loaded). */
  useRecord: () => R;
  useRecordStore: () => RecordStore<R>;
  /** The progress bar's accessible name ("Application progress"). */
  progressLabel: string;
  /** Shown instead of redirecting home when home is this very flow (an employee who may not apply). */
  notAvailable: ReactNode;
  /** Shown on every page instead of its step while the flow's redirect says the record is closed. */
  closed?: ReactNode;
  /**
   * Query parameters of the address that every path the kit builds keeps (broker of record's company_id_token):
   * step links, Back, the progress, redirects and where a save goes.
   */
  keepSearch?: readonly string[];
  /** How the progress stands with the page on the steps that show it (default: the bar above the page). */
  progress?: ComponentType<WizardProgressView<S>>;
}

/** What a progress presentation is given: the progress of the step shown, its links, and the page itself. */
export interface WizardProgressView<S extends string> {
  /** The progress landmark's name (the binding's progressLabel). */
  label: string;
  items: readonly ProgressItem<S>[];
  pathFor: (step: S) => string;
  /** The page: the step's screen (loading under its own Suspense). */
  page: ReactNode;
}

/** The default presentation: the progress bar above the page. */
function ProgressAbove<S extends string>({ label, items, pathFor, page }: WizardProgressView<S>) {
  return (
    <Stack gap="xl">
      <WizardProgress label={label} items={items} pathFor={pathFor} />
      {page}
    </Stack>
  );
}

/** The kept query parameters of an address as a search string ('' when none). */
function keptSearch(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** How a save shows its failure: the form kit's useFormErrors gives both. */
export interface SaveErrors {
  clearError(): void;
  showError(error: unknown, aliases?: Readonly<Record<string, string>>): void;
}

/** The screens the routes render: each step's, the jump page and the bad-link page. */
export interface WizardScreens<S extends string> {
  step: (step: S) => ReactNode;
  jump?: ReactNode;
  badLink: ReactNode;
}

/**
 * The wizard kit for one flow (decision 0018): the route component, the navigation hook, save-and-continue and
 * the routes, all reading the flow's data and its record. One call per flow, in the feature.
 */
export function createWizard<S extends string, R>(binding: WizardBinding<S, R>) {
  const { flow, useRecord, useRecordStore, keepSearch = [] } = binding;
  const Progress: ComponentType<WizardProgressView<S>> = binding.progress ?? ProgressAbove;

  /** The record, the steps it has, the base path (admin mode kept) and each step's full path. */
  function useWizardPaths() {
    const params = useParams();
    const [searchParams] = useSearchParams();
    const record = useRecord();
    const base = resolveBasePath(flow, params);
    const search = keptSearch(searchParams, keepSearch);
    const pathFor = useCallback((step: S) => `${buildStepPath(flow, base, step)}${search}`, [base, search]);
    return { record, base, pathFor, steps: flow.listSteps(record) };
  }

  /** Navigates to the step after `step` by the one rule, reading the record the cache holds (the saved one). */
  function useGoNext() {
    const { record, pathFor } = useWizardPaths();
    const store = useRecordStore();
    const navigate = useNavigate();
    return (step: S, saved?: R | null) =>
      navigate(pathFor(findNextStepAfterSave(flow, saved ?? store.read() ?? record, step)));
  }

  /**
   * Back and next for a step page: the previous step that exists, and `goNext` for after a save (call it once
   * the saved record is in the cache: it goes where that record says).
   */
  function useStepNavigation(step: S) {
    const { record, pathFor } = useWizardPaths();
    const goNext = useGoNext();
    const previous = findPreviousStep(flow, record, step);
    const next = findNextStepAfterSave(flow, record, step);
    return {
      previousPath: previous === null ? null : pathFor(previous),
      nextPath: next === step ? null : pathFor(next),
      goNext: () => goNext(step),
    };
  }

  /**
   * A step's Continue: clears the previous error, saves, keeps the record the save answered with (or reloads
   * it) and goes where the saved record says (findNextStepAfterSave); a failed save is shown by `errors`.
   */
  function useSaveAndContinue(step: S, errors: SaveErrors) {
    const store = useRecordStore();
    const goNext = useGoNext();
    return async (
      save: () => Promise<R | null>,
      options: { aliases?: Readonly<Record<string, string>> } = {},
    ): Promise<void> => {
      errors.clearError();
      try {
        const saved = await save();
        await store.saved(saved);
        goNext(step, saved);
      } catch (error) {
        errors.showError(error, options.aliases);
      }
    };
  }

  /**
   * Every page of the flow: its redirects first (the flow's: home, or another step), then the progress (on the
   * steps that show it: every one but the final by default) and the page, as the binding presents them. `step`
   * is null on pages that are not steps (jump, bad link).
   */
  function WizardRoute({ step, children }: { step: S | null; children: ReactNode }) {
    const { record, base, pathFor } = useWizardPaths();
    const session = useSignedInSession();
    const redirect = resolveWizardRedirect(flow, record, step);
    if (redirect?.to === 'step') return <Navigate to={pathFor(redirect.step)} replace />;
    if (redirect?.to === 'closed') return binding.closed ?? binding.notAvailable;
    if (redirect?.to === 'home') {
      // When home is this flow itself, say why instead of redirecting in a loop.
      const home = session.homePath;
      if (home === base || home.startsWith(`${base}/`)) return binding.notAvailable;
      return <Navigate to={home} replace />;
    }
    // The progress stays while a step's screen loads.
    const page = <Suspense fallback={<PageLoader />}>{children}</Suspense>;
    if (step === null || !showsProgress(flow, step)) return <Stack gap="xl">{page}</Stack>;
    return (
      <Progress
        label={binding.progressLabel}
        items={buildWizardProgress(flow, record, step)}
        pathFor={pathFor}
        page={page}
      />
    );
  }

  /** A path that leads to a step (the entry, a redirected path): replaced by the step's. */
  function StepRedirect({ to }: { to: (record: R) => S }) {
    const { record, pathFor } = useWizardPaths();
    return <Navigate to={pathFor(to(record))} replace />;
  }

  /** The page of one of the flow's routes (see buildWizardRoutes): the target's screen under WizardRoute. */
  function renderTarget(target: WizardTarget<S>, screens: WizardScreens<S>): ReactNode {
    switch (target.kind) {
      case 'step':
        return <WizardRoute step={target.step}>{screens.step(target.step)}</WizardRoute>;
      case 'entry':
        return (
          <WizardRoute step={null}>
            <StepRedirect to={(record) => flow.entryStep!(record)} />
          </WizardRoute>
        );
      case 'redirect':
        return (
          <WizardRoute step={null}>
            <StepRedirect to={() => target.step} />
          </WizardRoute>
        );
      case 'jump':
        return <WizardRoute step={null}>{screens.jump ?? screens.badLink}</WizardRoute>;
      case 'badLink':
        return <WizardRoute step={null}>{screens.badLink}</WizardRoute>;
    }
  }

  /** The flow's routes with their pages loaded up front (a lazily loaded flow uses buildWizardRoutes). */
  function buildRoutes(screens: WizardScreens<S>): RouteObject[] {
    return buildWizardRoutes(flow, (target) => renderTarget(target, screens));
  }

  return {
    flow,
    useWizardPaths,
    useStepNavigation,
    useSaveAndContinue,
    WizardRoute,
    renderTarget,
    buildRoutes,
  };
}
