import { FIRST_VIEW_MARK } from '@shared/first-view';
import { describe, expect, it } from 'vitest';
import { composeFirstView, scriptSafeJson } from './first-view';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <script>early()</script>
    <title>Groupcover</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/Box-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/react-dom-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"><!--first-view--><p>Loading…</p><!--/first-view--></div>
  </body>
</html>`;

describe('the first view', () => {
  const html = composeFirstView(
    TEMPLATE,
    { html: '<main><h1>Contact Information</h1></main>', state: { queries: [{ name: '</script><b>' }] } },
    ['/assets/step-E5.css'],
  );

  it('puts the rendered page in #root in place of the loading line', () => {
    expect(html).toContain('<div id="root"><main><h1>Contact Information</h1></main></div>');
    expect(html).not.toContain('Loading…');
  });

  it("moves the app's scripts into the mark before the early script, so they load after the first paint", () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain(
      `<head><meta name="${FIRST_VIEW_MARK}" content="/assets/index-A1.js /assets/Box-B2.js /assets/react-dom-C3.js">`,
    );
    expect(html.indexOf(FIRST_VIEW_MARK)).toBeLessThan(html.indexOf('<script>early()</script>'));
  });

  it("links the page's styles after the entry's, so it paints styled", () => {
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">\n  <link rel="stylesheet" crossorigin href="/assets/step-E5.css"></head>',
    );
  });

  it('carries the answers as JSON that cannot close its script element', () => {
    const state = /<script type="application\/json" id="first-view-state">(.*?)<\/script><\/body>/.exec(html);
    expect(JSON.parse(state![1]!)).toEqual({ queries: [{ name: '</script><b>' }] });
    expect(scriptSafeJson({ a: '<!-- \u2028 -->' })).toBe('{"a":"\\u003c!-- \\u2028 --\\u003e"}');
  });

  it('refuses a template without its markers', () => {
    expect(() => composeFirstView('<div id="root"></div>', { html: '', state: {} }, [])).toThrow(/markers/);
  });
});
