import { APPLICATION_FLOW } from '@shared/domain/steps/flows';
import { describe, expect, it } from 'vitest';
import { buildEarlyRequestsScript, EARLY_REQUESTS, type EarlyPreloads } from './early-requests';

/** Runs the inline script as a page at `pathname` would, and lists what it asked for and preloaded. */
function runAt(pathname: string, preloads: EarlyPreloads = {}) {
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const links: Array<{ rel?: string; as?: string; href?: string }> = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: RequestInit) => {
    asked.push({ url, init });
    return Promise.resolve(new Response('{}'));
  };
  const document = { createElement: () => ({}), head: { appendChild: (link: object) => links.push(link) } };
  const script = buildEarlyRequestsScript(EARLY_REQUESTS, preloads);
  new Function('window', 'location', 'fetch', 'document', script)(window, { pathname }, fetch, document);
  return { urls: asked.map((a) => a.url), asked, window, links };
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
      { rel: 'modulepreload', href: '/assets/a.js' },
      { rel: 'modulepreload', href: '/assets/shared.js' },
      { rel: 'preload', as: 'style', href: '/assets/a.css' },
    ]);
    expect(runAt('/b/', preloads).links).toEqual([{ rel: 'modulepreload', href: '/assets/shared.js' }]);
    expect(runAt('/', preloads).links).toEqual([]);
    expect(runAt('/a/more', preloads).links).toEqual([]);
  });
});
