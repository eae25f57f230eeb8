import { type ComponentType, lazy } from 'react';

/**
 * A page component loaded on its first visit, from a module's named export: the sign-in page then does not
 * carry the code of every screen. Pages render inside the layouts' Suspense boundaries.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
