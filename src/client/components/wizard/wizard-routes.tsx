import type { WizardFlow } from '@shared/domain/wizard/wizard';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** What one of a flow's routes shows: a step, the entry or a redirect to a step, the jump page, a bad link. */
export type WizardTarget<S extends string> =
  | { kind: 'step'; step: S }
  | { kind: 'entry' }
  | { kind: 'redirect'; step: S }
  | { kind: 'jump' }
  | { kind: 'badLink' };

/**
 * A flow's routes, relative to where it is mounted: every step, the entry, path redirects, the jump page and
 * bad links, each rendering `page(target)`. Built from the flow's data alone, so the routes can be declared up
 * front while the pages (the record, its schema, the screens) load when the flow is first opened.
 */
export function buildWizardRoutes<S extends string, R>(
  flow: WizardFlow<S, R>,
  page: (target: WizardTarget<S>) => ReactNode,
): RouteObject[] {
  const at = (path: string, target: WizardTarget<S>): RouteObject =>
    path === '/' ? { index: true, element: page(target) } : { path: path.slice(1), element: page(target) };
  const hasRootStep = flow.steps.some((s) => flow.paths[s] === '/');
  return [
    ...flow.steps.map((step) => at(flow.paths[step], { kind: 'step', step })),
    ...(flow.entryStep && !hasRootStep ? [at('/', { kind: 'entry' })] : []),
    ...Object.entries(flow.pathRedirects ?? {}).map(([path, step]) =>
      at(path, { kind: 'redirect', step: step as S }),
    ),
    ...(flow.jump ? [at(flow.jump.path, { kind: 'jump' })] : []),
    { path: '*', element: page({ kind: 'badLink' }) },
  ];
}
