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
  resolveWizardEntry,
  resolveWizardRedirect,
  showsProgress,
  type WizardFlow,
  type WizardRedirect,
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
   * The query every link and redirect of the flow carries ('?company_id_token=…', or ''): the company the address
   * names stays named from step to step. Default: none. `useKeptSearch` keeps named parameters of the address.
   */
  useSearch?: () => string;
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

/** The named query parameters of the address, as a search string ('' when none): a binding's `useSearch`. */
export function useKeptSearch(names: readonly string[]): string {
  const [params] = useSearchParams();
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

const noSearch = () => '';

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
  const { flow, useRecord, useRecordStore } = binding;
  const Progress: ComponentType<WizardProgressView<S>> = binding.progress ?? ProgressAbove;
  const useSearch = binding.useSearch ?? noSearch;

  /**
   * The record, the steps it has, the base path (admin mode kept), each step's full path and the query the
   * flow's links carry (`search`, already in `pathFor`'s paths).
   */
  function useWizardPaths() {
    const params = useParams();
    const record = useRecord();
    const search = useSearch();
    const base = resolveBasePath(flow, params);
    const pathFor = useCallback((step: S) => `${buildStepPath(flow, base, step)}${search}`, [base, search]);
    return { record, base, search, pathFor, steps: flow.listSteps(record) };
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
   * Every page of the flow: its redirects first (the flow's: home, another step, a page outside the flow or
   * closed), then the progress (on the steps that show it: every one but the final by default, when the flow has
   * groups) and the page, as the binding presents them. `step` is null on pages that are not steps (entry, jump,
   * bad link).
   */
  function WizardRoute({ step, children }: { step: S | null; children: ReactNode }) {
    const { record, pathFor } = useWizardPaths();
    const redirect = resolveWizardRedirect(flow, record, step);
    if (redirect) return <RedirectTo redirect={redirect} />;
    // The progress stays while a step's screen loads.
    const page = <Suspense fallback={<PageLoader />}>{children}</Suspense>;
    // A flow without progress groups (a form and its done page) shows no bar.
    const items = step === null || !showsProgress(flow, step) ? [] : buildWizardProgress(flow, record, step);
    if (items.length === 0) return <Stack gap="xl">{page}</Stack>;
    return <Progress label={binding.progressLabel} items={items} pathFor={pathFor} page={page} />;
  }

  /** Where a redirect goes: a step, a page outside the flow (the flow's query kept), home, or the closed screen. */
  function RedirectTo({ redirect }: { redirect: WizardRedirect<S> }) {
    const { base, search, pathFor } = useWizardPaths();
    const session = useSignedInSession();
    switch (redirect.to) {
      case 'step':
        return <Navigate to={pathFor(redirect.step)} replace />;
      case 'path':
        return <Navigate to={`${redirect.path}${search}`} replace />;
      case 'closed':
        return binding.closed ?? binding.notAvailable;
      case 'home': {
        // When home is this flow itself, say why instead of redirecting in a loop.
        const home = session.homePath;
        if (home === base || home.startsWith(`${base}/`)) return binding.notAvailable;
        return <Navigate to={home} replace />;
      }
    }
  }

  /** A path that leads to a step (a redirected path): replaced by the step's. */
  function StepRedirect({ to }: { to: (record: R) => S }) {
    const { record, pathFor } = useWizardPaths();
    return <Navigate to={pathFor(to(record))} replace />;
  }

  /** The base path without a step of its own: the flow's entry redirect, else its entry step. */
  function EntryRedirect() {
    const entry = resolveWizardEntry(flow, useWizardPaths().record);
    return entry ? <RedirectTo redirect={entry} /> : null;
  }

  /** The page of one of the flow's routes (see buildWizardRoutes): the target's screen under WizardRoute. */
  function renderTarget(target: WizardTarget<S>, screens: WizardScreens<S>): ReactNode {
    switch (target.kind) {
      case 'step':
        return <WizardRoute step={target.step}>{screens.step(target.step)}</WizardRoute>;
      case 'entry':
        return (
          <WizardRoute step={null}>
            <EntryRedirect />
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
