import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { LIVE_ATTRIBUTE } from '@shared/first-view';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The run's one browser (started by the global setup), connected to for this file; a browser of its own where
 * none was started. Closing what this answers disconnects, or closes the browser of its own.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = providedBrowserEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

function providedBrowserEndpoint(): string | null {
  try {
    return inject('browserEndpoint') ?? null;
  } catch {
    return null;
  }
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 740 },
} as const;

/**
 * Runs axe on the page as it is now and fails with the violations listed: once per distinct screen and
 * viewport in the run (decision 0066; what a screen is: `screenSignature`), so the same screen showing other
 * names, amounts or rows is not checked again, while a dialog opened, an error shown or a state styled
 * otherwise is a screen of its own.
 */
export async function expectNoAxeViolations(page: Page) {
  const signature = await screenSignature(page);
  const seen = axeSeenMark(signature);
  if (seen && !claim(seen, signature.slice(0, signature.indexOf('\n')))) {
    appendFileSync(path.join(path.dirname(seen), '..', 'axe-repeats'), '.');
    return;
  }
  const violations = await runAxe(page);
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** The WCAG 2.0 and 2.1 A and AA rules: what every screen must pass. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe-core in the page as it is now and answers its violations. Axe is put into each frame once per
 * document (a check after a press in the same page reuses it), and runs in the page itself, iframes included
 * (same origin), where @axe-core/playwright would inject it again and open a blank page to merge the results.
 */
export async function runAxe(page: Page): Promise<axe.Result[]> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axe.source);
  }
  return page.evaluate(async (tags) => {
    const found = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Only the violations' nodes are collected in detail (axe's own speed option).
      resultTypes: ['violations'],
    });
    return found.violations;
  }, AXE_TAGS);
}

/** Marks a screen as checked; false when another journey already had (the mark is made atomically). */
function claim(mark: string, screen: string): boolean {
  try {
    const fd = openSync(mark, 'wx');
    writeSync(fd, screen);
    closeSync(fd);
    return true;
  } catch {
    return false;
  }
}

function axeSeenMark(signature: string): string | null {
  let dir: string | undefined;
  try {
    dir = inject('axeSeenDir');
  } catch {
    return null;
  }
  return dir ? path.join(dir, createHash('sha256').update(signature).digest('hex')) : null;
}

/**
 * What makes a screen the same for axe: the viewport, the path (ids and numbers as placeholders), and the set of
 * kinds of element the document holds. A kind is an element's tag under its parent's, its role, classes, type,
 * style and ARIA attributes (numbers as placeholders), which other attributes it has and whether they and its
 * own text are empty. How many of each there are, and what they say, is left out: the same list with more rows,
 * or a form filled in, is the same screen; an open dialog, an error or a state styled otherwise adds a kind.
 */
async function screenSignature(page: Page): Promise<string> {
  const viewport = page.viewportSize();
  const kinds = await page.evaluate(() => {
    const VALUED =
      /^(role|type|class|style|tabindex|lang|dir|disabled|hidden|inert|open|aria-(?!label$|describedby$|labelledby$|controls$|owns$|activedescendant$|valuenow$|valuetext$).*)$/;
    const normal = (value: string) => value.replace(/\d+(\.\d+)?/g, '0');
    const found = new Set<string>();
    const walk = (element: Element, parent: string) => {
      // Short data-* values are states that styles read (data-variant, data-active); long ones are payloads.
      const valued = (name: string, value: string) =>
        VALUED.test(name) || (name.startsWith('data-') && value.length <= 24);
      const attributes = [...element.attributes]
        .map((a) =>
          valued(a.name, a.value) ? `${a.name}=${normal(a.value)}` : `${a.name}${a.value.trim() ? '+' : '-'}`,
        )
        .sort();
      const text = [...element.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()) ? 'T' : '';
      found.add(`${parent}>${element.tagName}${text} ${attributes.join(' ')}`);
      for (const child of element.children) walk(child, element.tagName);
    };
    walk(document.documentElement, '');
    return [...found].sort().join('\n');
  });
  const where = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}|\d+/gi, '#');
  return `${viewport?.width}x${viewport?.height} ${where}\n${kinds}`;
}

/**
 * A download's bytes. Read as a stream, which works on the run's shared browser too: `download.path()` throws
 * on a browser the test is connected to rather than one it launched.
 */
export async function downloadedBytes(download: Download | Promise<Download>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Fails when the page is wider than the viewport (horizontal scrolling on a phone). */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function signIn(page: Page, baseUrl: string, email: string, password = 'demo-password') {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through the API in the page's context (its cookies are the page's) and opens the account's home, as
 * the sign-in form does once the session exists: for journeys about what comes after signing in. The form
 * itself is the journey of `signIn` (tests/e2e/foundation.test.ts and the journeys that sign in again).
 */
async function signInQuickly(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  email: string,
  password = 'demo-password',
) {
  const res = await context.request.post(`${baseUrl}/api/v1/session`, { data: { email, password } });
  if (!res.ok()) throw new Error(`Signing in as ${email} answered ${res.status()}: ${await res.text()}`);
  const { homePath } = (await res.json()) as { homePath: string };
  await page.goto(`${baseUrl}${homePath}`);
  // As after the form: the app has the page (the server's first view takes no press before).
  await waitForApp(page);
}

/**
 * Waits until what is moving on the page has stopped: two frames (a transition starts on the frame after its
 * state changes), then every running CSS transition and animation that ends. Axe reads colours as they are, so a dialog
 * still fading in or out would be read half transparent.
 */
export async function waitForStillness(page: Page) {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Endless ones (a loader's spin) never finish: only those that end are waited for.
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? 0)));
    // At most two seconds: a paused or idle animation would never finish.
    await Promise.race([
      Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** What every screen must pass: axe, and no sideways scrolling. */
export async function checkPage(page: Page) {
  const t0 = Date.now();
  await waitForStillness(page);
  const t1 = Date.now();
  await expectNoAxeViolations(page);
  const t2 = Date.now();
  await expectNoHorizontalScroll(page);
  profile('check', `${t1 - t0}\t${t2 - t1}\t${Date.now() - t2}\t${new URL(page.url()).pathname}`);
}

/**
 * With E2E_PROFILE=<file>, where a journey's time goes, one line per step appended to the file: `signin`, `body`
 * and, per check, `check` with its milliseconds waiting for stillness, in axe (a few when the screen was already
 * checked) and measuring the width.
 */
function profile(kind: string, line: string) {
  if (process.env.E2E_PROFILE)
    appendFileSync(
      process.env.E2E_PROFILE,
      `${kind}\t${expect.getState().testPath?.split('/').pop()}\t${line}\n`,
    );
}

/**
 * Waits until the app has taken over the page: a signed-in page's first view comes rendered by the server
 * (decision 0019) and takes no press until the app's code has run, which marks <html> live then.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction((name) => document.documentElement.hasAttribute(name), LIVE_ATTRIBUTE, {
    timeout: 15_000,
  });
}

/**
 * Waits for the page's title (its level-1 heading), then for the app: after a page load the server's first view
 * shows the heading before the app can take a press.
 */
export async function waitForHeading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 });
  await waitForApp(page);
}

/** A figure of the dashboard's Home: the value beside its label ("Completed", "Total premium"). */
export async function homeFact(page: Page, label: string): Promise<string> {
  const value = page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  await value.first().waitFor();
  return (await value.first().textContent())!.trim();
}

/** Waits until the page is at `path` (the pathname). */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
}

export interface JourneyOptions {
  baseUrl: string;
  viewport?: { width: number; height: number };
  /** Signs in as this account first; without one the journey starts signed out. */
  email?: string;
  password?: string;
  /**
   * Signs in through the form, as a person does; by default the journey signs in through the API and opens the
   * account's home (what the form leads to), when signing in is not what it is about.
   */
  viaForm?: boolean;
  /** After signing in, waits until the page is at this path (the account's home). */
  home?: string;
  /** The screenshot's name on failure (default: the test's name and the viewport width). */
  name?: string;
}

type JourneyBody = (page: Page, context: BrowserContext) => Promise<void>;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);

/**
 * A test file's journeys: one browser for the file, and `journey(options, body)`, which opens a context at the
 * viewport, signs in, runs the body with its page (and context, for more pages), screenshots every page into
 * .tmp/ when the body fails, and closes the context whatever happens.
 */
export function setUpJourneys(): (options: JourneyOptions, body: JourneyBody) => Promise<void> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async (options, body) => {
    if (!browser) throw new Error('The browser has not started.');
    const viewport = options.viewport ?? VIEWPORTS.desktop;
    const name = options.name ?? `${expect.getState().currentTestName ?? 'journey'} ${viewport.width}px`;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    try {
      const t0 = Date.now();
      if (options.email && options.viaForm)
        await signIn(page, options.baseUrl, options.email, options.password);
      else if (options.email)
        await signInQuickly(context, page, options.baseUrl, options.email, options.password);
      if (options.home) await waitForPath(page, options.home);
      profile('signin', `${Date.now() - t0}`);
      const t1 = Date.now();
      await body(page, context);
      profile('body', `${Date.now() - t1}`);
    } catch (error) {
      const pages = context.pages();
      for (const [index, shown] of pages.entries()) {
        const suffix = pages.length > 1 ? `-${index}` : '';
        await shown.screenshot({ path: `.tmp/${slug(name)}${suffix}.png`, fullPage: true }).catch(() => {});
      }
      throw error;
    } finally {
      await context.close();
    }
  };
}
