/**
 * The meta element the server puts first in a signed-in page whose first view it rendered (decision 0019). Its
 * content lists the app's scripts, the entry first: index.html's early script loads them once the page has
 * painted (src/client/lib/early-requests.ts, src/server/plugins/first-view.ts).
 */
export const FIRST_VIEW_MARK = 'groupcover-first-view';

/** Set on <html> once the app has taken a page over (usePageTitle); until then a rendered page takes no input. */
export const LIVE_ATTRIBUTE = 'data-live';
