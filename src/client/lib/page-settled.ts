import { useEffect, useState } from 'react';
import { codeLoading, onCodeLoaded } from './lazy-named';
import { queryClient } from './query-client';

/** However busy the page's reads keep it, what waits for it to settle waits no longer than this after load. */
const MOST_WAIT_MS = 5000;

/**
 * Runs `callback` once the page has settled: loaded, its code loaded and its reads answered (no query
 * fetching), and the browser idle. For code a page can do without at first (the account menu's dropdown,
 * notifications), so it does not compete with what the page shows. Returns a function that cancels it.
 */
export function whenPageSettled(callback: () => void): () => void {
  let done = false;
  let idleId: number | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe = () => {};
  const cancel = () => {
    done = true;
    window.removeEventListener('load', onLoad);
    unsubscribe();
    clearTimeout(latest);
    if (idleId === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    else clearTimeout(idleId);
  };
  const settle = () => {
    if (done) return;
    cancel();
    callback();
  };
  // An idle moment with a read still out, or a page's code still loading (its reads not yet asked), is the page
  // waiting, not settled: wait for the answer or the code.
  const busy = () => queryClient.isFetching() > 0 || codeLoading() > 0;
  const onIdle = () => {
    idleId = undefined;
    if (!busy()) return settle();
    const recheck = () => {
      if (busy()) return;
      unsubscribe();
      whenIdle();
    };
    const stopQueries = queryClient.getQueryCache().subscribe(recheck);
    const stopCode = onCodeLoaded(recheck);
    unsubscribe = () => {
      stopQueries();
      stopCode();
    };
  };
  const whenIdle = () => {
    if (done) return;
    // Safari has no requestIdleCallback: a short pause stands in for it.
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(onIdle);
    else idleId = setTimeout(onIdle, 200) as unknown as number;
  };
  function onLoad() {
    latest = setTimeout(settle, MOST_WAIT_MS);
    whenIdle();
  }
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return cancel;
}

/** False until the page has settled (see whenPageSettled). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
