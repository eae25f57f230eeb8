/*
 * Early requests (issue 10, decision 0019): the first answers a page needs are asked for by a small inline
 * script in index.html while the app's code is still downloading, and the app takes those answers instead of
 * asking again. Only reads, on the same origin, with nothing personal in their URLs. This file has no
 * imports: vite.config.ts builds the inline script from it.
 */

/** An API read started at page load, on every page or only on the pages under `under`. */
export interface EarlyRequest {
  api: string;
  under?: string;
}

export const EARLY_REQUESTS: readonly EarlyRequest[] = [
  { api: '/api/v1/session' },
  { api: '/api/v1/site_config' },
  // The application's record, on its pages (APPLICATION_FLOW.basePath; a unit test keeps them equal).
  { api: '/api/v1/employee_applications/current', under: '/employee-application' },
];

/** Where the inline script leaves its responses (promises), by API path. */
const GLOBAL_NAME = '__groupcoverEarly';

/** Files to preload by exact address (the build's names, from app/page-modules.ts): scripts and styles. */
export type EarlyPreloads = Record<string, readonly string[]>;

/**
 * The inline script's source: starts each request that applies to the page's path, and preloads the files
 * the page's code will ask for (scripts as module preloads, styles as preloads: the app still inserts the
 * stylesheets itself, in their order).
 */
export function buildEarlyRequestsScript(
  requests: readonly EarlyRequest[] = EARLY_REQUESTS,
  preloads: EarlyPreloads = {},
): string {
  // Each file once, and each address as the positions of its files: most addresses share most files.
  const files = [...new Set(Object.values(preloads).flat())];
  const pages = Object.fromEntries(
    Object.entries(preloads).map(([address, list]) => [address, list.map((file) => files.indexOf(file))]),
  );
  return `(function(){var r=${JSON.stringify(requests)},n=${JSON.stringify(files)},f=${JSON.stringify(pages)},p=location.pathname,e={};r.forEach(function(q){if(q.under&&p!==q.under&&p.indexOf(q.under+'/')!==0)return;e[q.api]=fetch(q.api,{credentials:'same-origin',headers:{accept:'application/json'}});});window.${GLOBAL_NAME}=e;(f[p.replace(/(.)\\/$/,'$1')]||[]).forEach(function(i){var h=n[i],l=document.createElement('link');if(/\\.css$/.test(h)){l.rel='preload';l.as='style';}else l.rel='modulepreload';l.href=h;document.head.appendChild(l);});})();`;
}

type EarlyResponses = Record<string, Promise<Response> | undefined>;

/** The response of an early request for this API path, once: later reads go to the network. */
export function takeEarlyResponse(api: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = (window as unknown as Record<string, EarlyResponses | undefined>)[GLOBAL_NAME];
  const response = early?.[api];
  if (early && response) delete early[api];
  return response;
}

/**
 * Drops the early responses not yet taken: called before any write, since a write (signing in, saving) can
 * change what they answered; a read after it goes to the network.
 */
export function forgetEarlyResponses(): void {
  if (typeof window === 'undefined') return;
  delete (window as unknown as Record<string, unknown>)[GLOBAL_NAME];
}
