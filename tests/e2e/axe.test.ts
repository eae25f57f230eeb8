/**
 * The accessibility check itself (tests/e2e/browser.ts): axe-core run in the page finds what it must, in the
 * page and in a same-origin frame, and finds it again after the page changes (axe is put in once per document).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, runAxe } from './browser';

const ids = async (page: Page) => (await runAxe(page)).map((v) => v.id).sort();

describe('the accessibility check', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('reports an unlabelled image and field, in the page and in a frame, and nothing on a clean page', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1></main></body></html>',
      );
      expect(await ids(page)).toEqual([]);

      // The same document changed after axe was put in: it is found again.
      await page.evaluate(() => {
        const img = document.createElement('img');
        img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
        document.querySelector('main')!.append(img);
      });
      expect(await ids(page)).toEqual(['image-alt']);

      // A page with a frame from its own origin, served as a site would.
      const pages: Record<string, string> = {
        '/': '<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1><iframe title="Inner" src="/inner"></iframe></main></body></html>',
        '/inner':
          '<!doctype html><html lang="en"><head><title>Inner</title></head><body><input type="text"></body></html>',
      };
      await page.route('http://axe.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: pages[new URL(route.request().url()).pathname] ?? '',
        }),
      );
      await page.goto('http://axe.test/');
      await page.frameLocator('iframe').locator('input').waitFor();
      expect(await ids(page)).toEqual(['label']);
    } finally {
      await page.close();
    }
  });
});
