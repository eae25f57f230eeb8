import { useEffect, useState } from 'react';

/**
 * Runs `callback` once the page has loaded and the browser is idle: for code a page can do without at first
 * (the account menu's dropdown, notifications), so it does not compete with what the page shows.
 * Returns a function that cancels it.
 */
export function whenPageLoadedAndIdle(callback: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short pause after load stands in for it.
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(callback, { timeout: 3000 });
    } else idleId = setTimeout(callback, 200) as unknown as number;
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
    else clearTimeout(idleId);
  };
}

/** False until the page has loaded and the browser is idle (see whenPageLoadedAndIdle). */
export function useAfterPageLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageLoadedAndIdle(() => setReady(true)), []);
  return ready;
}
