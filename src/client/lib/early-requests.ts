/*
 * Early requests (issue 10, decision 0019): the first answers a page needs are asked for by a small inline
 * script in index.html while the app's code is still downloading, and the app takes those answers instead of
 * asking again. Only reads, on the same origin, with nothing personal in their URLs. Relative imports only, of
 * files without imports of their own: vite.config.ts builds the inline script from it.
 */
import { FIRST_VIEW_MARK, LIVE_ATTRIBUTE } from '../../shared/first-view';

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
 * The inline script's source. It
 * - starts each request that applies to the page's path, and preloads the files the page's code will ask
 *   for (scripts as module preloads, styles as preloads: the app still inserts the stylesheets itself, in their
 *   order, as CORS requests like these preloads);
 * - on a page the server rendered (first-view.ts), asks for nothing (the answers came with the page) and,
 *   once the page has painted, loads the app's scripts the server listed in its mark (the entry first) with
 *   the page's, so the page's styles have the connection to themselves until then;
 * - stops every native form submission: the app sends forms itself, and a form the server rendered must not
 *   be sent by the browser (its fields in the address) before the app has taken it over;
 * - on a page the server rendered, holds back typing and presses on form controls until the app has taken the
 *   page over (`data-live` on <html>, set by usePageTitle): the app would not see them, and would put the
 *   fields back as the record has them.
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
  return `(function(){var r=${JSON.stringify(requests)},n=${JSON.stringify(files)},f=${JSON.stringify(pages)},p=location.pathname,d=document.querySelector('meta[name="${FIRST_VIEW_MARK}"]'),e={},o=(f[p.replace(/(.)\\/$/,'$1')]||[]).map(function(i){return n[i];}),c=function(h){return /\\.css$/.test(h);};addEventListener('submit',function(v){v.preventDefault();});function w(v){if(d&&!document.documentElement.hasAttribute('${LIVE_ATTRIBUTE}')&&v.target.closest&&v.target.closest('input,select,textarea,label,button'))v.preventDefault();}addEventListener('beforeinput',w,true);addEventListener('click',w,true);r.forEach(function(q){if(d||q.under&&p!==q.under&&p.indexOf(q.under+'/')!==0)return;e[q.api]=fetch(q.api,{credentials:'same-origin',headers:{accept:'application/json'}});});window.${GLOBAL_NAME}=e;function a(h){var l=document.createElement('link');if(c(h)){l.rel='preload';l.as='style';}else l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l);}if(!d)return o.forEach(a);var s=d.content.split(' '),g=function(){if(g.done)return;g.done=1;s.slice(1).concat(o.filter(function(h){return !c(h);})).forEach(a);var t=document.createElement('script');t.type='module';t.crossOrigin='';t.src=s[0];document.head.appendChild(t);};requestAnimationFrame(function(){setTimeout(g,0);});setTimeout(g,3000);})();`;
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
