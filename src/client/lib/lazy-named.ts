import { type ComponentType, lazy } from 'react';

let loading = 0;
const whenLoaded = new Set<() => void>();

/** How many pages' or screens' code are loading now (see lazyNamed). */
export function codeLoading(): number {
  return loading;
}

/** Calls `listener` each time a page's or screen's code has finished loading; returns the unsubscribe. */
export function onCodeLoaded(listener: () => void): () => void {
  whenLoaded.add(listener);
  return () => whenLoaded.delete(listener);
}

/**
 * A page component loaded on its first visit, from a module's named export: the sign-in page then does not
 * carry the code of every screen. Pages render inside the layouts' Suspense boundaries. While its code loads,
 * the page has not settled (page-settled.ts): its reads may not have started yet.
 */
export function lazyNamed<K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(() => {
    loading++;
    return load()
      .finally(() => {
        loading--;
        for (const listener of [...whenLoaded]) listener();
      })
      .then((module) => ({ default: module[name] }));
  });
}
