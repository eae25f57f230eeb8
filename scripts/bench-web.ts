/**
 * `npm run bench:web`: what a page costs to download. Starts the real server on a fresh embedded database,
 * opens each page in Chromium (signed in where the page needs it), and adds up the JavaScript and CSS the
 * page loaded, as served (brotli), gzip and raw, from the pre-compressed files of the build.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, signIn } from '@tests/e2e/browser';
import { startServer } from '@tests/e2e/server';
// @ts-expect-error: a plain .mjs helper shared with `npm start`
import { ensureClientBuilt } from './ensure-build.mjs';

const assets = path.resolve(import.meta.dirname, '../dist/client');
const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);

type Page = { path: string; as?: string };
const PAGES: Page[] = [
  { path: '/login' },
  { path: '/employee-application', as: 'employee@example.com' },
  { path: '/employer-dashboard', as: 'admin@example.com' },
];

(ensureClientBuilt as () => void)();
const server = await startServer();
const browser = await launchBrowser();
try {
  const rows = [];
  for (const target of PAGES) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    if (target.as) {
      await signIn(page, server.baseUrl, target.as);
      await page.waitForURL((url) => url.pathname !== '/login');
    }
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
    });
    await page.goto(`${server.baseUrl}${target.path}`, { waitUntil: 'networkidle' });
    const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };
    for (const asset of loaded) {
      const file = path.join(assets, asset);
      const kind = asset.endsWith('.css') ? totals.css : totals.js;
      kind.raw += size(file);
      kind.gzip += size(`${file}.gz`) || size(file);
      kind.brotli += size(`${file}.br`) || size(file);
    }
    const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    rows.push({
      page: target.path,
      files: loaded.size,
      'JS gzip': kB(totals.js.gzip),
      'JS brotli': kB(totals.js.brotli),
      'JS raw': kB(totals.js.raw),
      'CSS gzip': kB(totals.css.gzip),
    });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
