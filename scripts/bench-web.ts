/**
 * `npm run bench:web`: how the pages people use do on a phone. Starts the real server on a fresh embedded
 * database, signs in the demo accounts, and for each page:
 * - runs Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G and CPU throttling) in
 *   the machine's Chromium, `BENCH_WEB_RUNS` times (3 by default), and prints the median of each figure:
 *   performance and accessibility scores, LCP, CLS, TBT and the bytes transferred;
 * - adds up the JavaScript and CSS the page loaded, as served (brotli) and gzip, from the build's files.
 * It ends with whether each page meets the goals (decision 0019). Future pages join PAGES.
 */
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser, signIn } from '@tests/e2e/browser';
import { startServer } from '@tests/e2e/server';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// @ts-expect-error: a plain .mjs helper shared with `npm start`
import { ensureClientBuilt } from './ensure-build.mjs';

type Page = { path: string; as?: string };
const EMPLOYEE = 'employee@example.com';
const PAGES: Page[] = [
  { path: '/login' },
  { path: '/employee-application', as: EMPLOYEE },
  { path: '/employee-application/choose-medical-coverage', as: EMPLOYEE },
  { path: '/employee-application/sign', as: EMPLOYEE },
  { path: '/employer-dashboard', as: 'admin@example.com' },
];
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** `BENCH_WEB_PAGES=/login,/employer-dashboard` measures only those pages (default: all). */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
/** When set, each run's full Lighthouse report is written there as JSON (to see what a figure is made of). */
const REPORTS = process.env.BENCH_WEB_REPORTS;
const GOALS = { performance: 95, accessibility: 100, lcpMs: 2500, cls: 0.05, signInKb: 120 };

const assets = path.resolve(import.meta.dirname, '../dist/client');
const size = (file: string) => (existsSync(file) ? statSync(file).size : 0);
const kB = (n: number) => n / 1024;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

(ensureClientBuilt as () => void)();
const server = await startServer();
const browser = await launchBrowser();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** The session cookie of a demo account, signed in through the real sign-in page. */
async function sessionCookie(email: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, server.baseUrl, email);
  await page.waitForURL((url) => url.pathname !== '/login');
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** The JavaScript and CSS a page loads at 375 px, as the build's files (brotli as served, and gzip). */
async function assetSizes(target: Page, cookie: string | null) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  if (cookie) {
    const origin = new URL(server.baseUrl);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), domain: origin.hostname, path: '/' };
      }),
    );
  }
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname);
  });
  await page.goto(`${server.baseUrl}${target.path}`, { waitUntil: 'networkidle' });
  const totals = { jsBrotli: 0, jsGzip: 0, cssBrotli: 0 };
  for (const asset of loaded) {
    const file = path.join(assets, asset);
    const brotli = size(`${file}.br`) || size(file);
    if (asset.endsWith('.css')) totals.cssBrotli += brotli;
    else {
      totals.jsBrotli += brotli;
      totals.jsGzip += size(`${file}.gz`) || size(file);
    }
  }
  await context.close();
  return totals;
}

/** One Lighthouse run (mobile preset) of a page; a run Lighthouse itself could not record is run again. */
async function audit(target: Page, cookie: string | null, attempt = 1): ReturnType<typeof auditOnce> {
  try {
    return await auditOnce(target, cookie);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${target.path}: ${(error as Error).message} Running it again.`);
    return audit(target, cookie, attempt + 1);
  }
}

/** One Lighthouse run (mobile preset) of a page, with the account's session cookie. */
async function auditOnce(target: Page, cookie: string | null) {
  const result = await lighthouse(`${server.baseUrl}${target.path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const name = `${target.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORTS, name), JSON.stringify(lhr));
  }
  const audits = lhr.audits;
  return {
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
  };
}

try {
  const cookies = new Map<string, string>();
  const rows = [];
  const misses: string[] = [];
  for (const target of PAGES.filter((p) => !ONLY || ONLY.includes(p.path))) {
    if (target.as && !cookies.has(target.as)) cookies.set(target.as, await sessionCookie(target.as));
    const cookie = target.as ? cookies.get(target.as)! : null;
    const runs: Awaited<ReturnType<typeof audit>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(target, cookie));
    const pick = (key: Exclude<keyof (typeof runs)[number], 'finalPath'>) => median(runs.map((r) => r[key]));
    const sizes = await assetSizes(target, cookie);
    const row = {
      page: target.path,
      'landed on': runs[0]!.finalPath === target.path ? '' : runs[0]!.finalPath,
      perf: pick('performance'),
      a11y: pick('accessibility'),
      'LCP s': Number((pick('lcpMs') / 1000).toFixed(2)),
      CLS: Number(pick('cls').toFixed(3)),
      'TBT ms': Math.round(pick('tbtMs')),
      'sent kB': Math.round(kB(pick('bytes'))),
      'JS+CSS br kB': Number(kB(sizes.jsBrotli + sizes.cssBrotli).toFixed(1)),
      'JS gz kB': Number(kB(sizes.jsGzip).toFixed(1)),
    };
    rows.push(row);
    if (row.perf < GOALS.performance)
      misses.push(`${row.page}: performance ${row.perf} < ${GOALS.performance}`);
    if (row.a11y < GOALS.accessibility) misses.push(`${row.page}: accessibility ${row.a11y}`);
    if (row['LCP s'] * 1000 > GOALS.lcpMs) misses.push(`${row.page}: LCP ${row['LCP s']} s > 2.5 s`);
    if (row.CLS > GOALS.cls) misses.push(`${row.page}: CLS ${row.CLS} > ${GOALS.cls}`);
    if (target.path === '/login' && row['JS+CSS br kB'] > GOALS.signInKb)
      misses.push(`/login: JS+CSS ${row['JS+CSS br kB']} kB brotli > ${GOALS.signInKb} kB`);
  }
  console.log(`Lighthouse mobile preset, median of ${RUNS} run(s) per page`);
  console.table(rows);
  console.log(
    misses.length === 0 ? 'Every page meets the goals.' : `Goals missed:\n- ${misses.join('\n- ')}`,
  );
} finally {
  await chrome.kill();
  await browser.close();
  await server.stop();
}
