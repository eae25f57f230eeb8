import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import { FIRST_VIEW_MARK, LIVE_ATTRIBUTE } from '@shared/first-view';
import { describe, expect, it } from 'vitest';
import { buildEarlyRequestsScript, EARLY_REQUESTS, type EarlyPreloads } from './early-requests';

type Element = {
  rel?: string;
  as?: string;
  href?: string;
  crossOrigin?: string;
  type?: string;
  src?: string;
};

/**
 * Runs the inline script as a page at `pathname` would (`mark`: the content of the server's mark on a page it
 * rendered), and lists what it asked for, preloaded and inserted; `paint()` runs what waits for the first paint.
 */
function runAt(pathname: string, preloads: EarlyPreloads = {}, mark?: string) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const inserted: Element[] = [];
  const window: Record<string, unknown> = {};
  const listeners: Record<string, (event: { preventDefault(): void; target?: object }) => void> = {};
  const attributes = new Set<string>();
  const waiting: Array<() => void> = [];
  const fetch = (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const document = {
    createElement: () => ({}),
    head: { appendChild: (element: Element) => inserted.push(element) },
    documentElement: { hasAttribute: (name: string) => attributes.has(name) },
    querySelector: (selector: string) =>
      selector === `meta[name="${FIRST_VIEW_MARK}"]` && mark !== undefined ? { content: mark } : null,
  };
  const globals = {
    window,
    location: { pathname },
    fetch,
    document,
    addEventListener: (type: string, listener: (typeof listeners)[string]) => {
      listeners[type] = listener;
    },
    requestAnimationFrame: (callback: () => void) => waiting.push(callback),
    setTimeout: (callback: () => void) => waiting.push(callback),
  };
  const script = buildEarlyRequestsScript(EARLY_REQUESTS, preloads);
  new Function(...Object.keys(globals), script)(...Object.values(globals));
  const paint = () => {
    while (waiting.length) waiting.shift()!();
  };
  return { urls: asked.map((a) => a.url), asked, window, links: inserted, listeners, paint, attributes };
}

describe('early requests', () => {
  it("asks for the application's record on the application's pages only", () => {
    expect(EARLY_REQUESTS.find((r) => r.under)?.under).toBe(APPLICATION_FLOW.basePath);
    const everywhere = ['/api/v1/session', '/api/v1/site_config'];
    const application = [...everywhere, '/api/v1/employee_applications/current'];
    expect(runAt('/login').urls).toEqual(everywhere);
    expect(runAt('/employer-dashboard').urls).toEqual(everywhere);
    expect(runAt('/employee-application-other').urls).toEqual(everywhere);
    expect(runAt('/employee-application').urls).toEqual(application);
    expect(runAt('/employee-application/sign').urls).toEqual(application);
  });

  it('sends only same-origin reads that accept JSON, and leaves them where the app finds them', () => {
    const { asked, window } = runAt('/employee-application');
    for (const { init } of asked) {
      expect(init.method ?? 'GET').toBe('GET');
      expect(init.credentials).toBe('same-origin');
      expect(init.headers).toEqual({ accept: 'application/json' });
    }
    expect(Object.keys(window.__groupcoverEarly as object)).toEqual(asked.map((a) => a.url));
  });

  it('preloads the files of the address opened: scripts as modules, styles as styles the app applies', () => {
    const preloads = {
      '/a': ['/assets/a.js', '/assets/shared.js', '/assets/a.css'],
      '/b': ['/assets/shared.js'],
    };
    expect(runAt('/a', preloads).links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shared.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/a.css' },
    ]);
    expect(runAt('/b/', preloads).links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/shared.js' },
    ]);
    expect(runAt('/', preloads).links).toEqual([]);
    expect(runAt('/a/more', preloads).links).toEqual([]);
  });

  it('on a page the server rendered, asks for nothing and loads the app once the page has painted', () => {
    const preloads = { '/a': ['/assets/a.js', '/assets/a.css'] };
    const page = runAt('/a', preloads, '/assets/index.js /assets/vendor.js');
    expect(page.urls).toEqual([]);
    expect(page.links).toEqual([]);
    page.paint();
    expect(page.links).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/vendor.js' },
      // The page's styles are already linked by the server: only its scripts.
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/a.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index.js' },
    ]);
  });

  it('stops native form submissions (a rendered form before the app has taken it over)', () => {
    for (const mark of [undefined, '/assets/index.js']) {
      const { listeners } = runAt('/employee-application', {}, mark);
      let prevented = false;
      listeners.submit!({ preventDefault: () => (prevented = true) });
      expect(prevented).toBe(true);
    }
  });

  it('on a page the server rendered, takes no typing or press on a form control until the app is live', () => {
    /** Whether the listener for `type` cancels an event on an element matching (or not) form controls. */
    const cancels = (page: ReturnType<typeof runAt>, type: string, onControl: boolean) => {
      let prevented = false;
      const target = { closest: (selector: string) => (onControl && selector.includes('input') ? {} : null) };
      page.listeners[type]!({ preventDefault: () => (prevented = true), target });
      return prevented;
    };
    const rendered = runAt('/employee-application', {}, '/assets/index.js');
    expect(cancels(rendered, 'beforeinput', true)).toBe(true);
    expect(cancels(rendered, 'click', true)).toBe(true);
    expect(cancels(rendered, 'click', false)).toBe(false); // a link still goes
    rendered.attributes.add(LIVE_ATTRIBUTE);
    expect(cancels(rendered, 'beforeinput', true)).toBe(false);
    expect(cancels(rendered, 'click', true)).toBe(false);
    // A page the app draws itself is live from its first paint.
    expect(cancels(runAt('/employee-application'), 'click', true)).toBe(false);
  });
});
