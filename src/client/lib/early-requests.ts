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

/** The inline script's source: starts each request that applies to the page's path. */
export function buildEarlyRequestsScript(requests: readonly EarlyRequest[] = EARLY_REQUESTS): string {
  return `(function(){var r=${JSON.stringify(requests)},p=location.pathname,e={};r.forEach(function(q){if(q.under&&p!==q.under&&p.indexOf(q.under+'/')!==0)return;e[q.api]=fetch(q.api,{credentials:'same-origin',headers:{accept:'application/json'}});});window.${GLOBAL_NAME}=e;})();`;
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
