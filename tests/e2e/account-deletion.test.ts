/**
 * Issue 17 item 4 (decisions 0056 and 0060): an employee requests their data and downloads it, then requests
 * deletion and is told what is kept. Throwaway employees of their own (a server prepared with tests/factories:
 * an SSN and a signed application each), one per viewport, so no demo account other journeys use is closed.
 * The JSON and the PDF hold their name and only their SSN's last four; the deletion dialog opens, is cancelled
 * with its Cancel button, opens again and deletes with the password; the page lists what was kept and why, and
 * the person is signed out. Operations then see the requests on /admin/data-requests: the counts, an overdue
 * export first and marked, the status and kind filters. At 1280 and 375 px, axe clean on every screen.
 */
import { dataRequests, employeePolicies } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createEmployeeWithAccount } from '../factories';
import { readPdfText } from '../helpers/pdf-text';
import { demoPasswordHash } from '../helpers/test-app';
import { checkPage, downloadedBytes, setUpJourneys, VIEWPORTS, waitForHeading } from './browser';
import { startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 180_000;
const SSNS = ['123456789', '234567891'];

type Person = { email: string; id: string; lastName: string; ssn: string };
let server: RunningServer;
let people: Person[] = [];

beforeAll(async () => {
  const started = await startPreparedServer(async (db, cipher) => {
    const passwordHash = await demoPasswordHash();
    const { company } = await createCompany(db);
    const made: Person[] = [];
    for (const ssn of SSNS) {
      const { account, form, policy } = await createEmployeeWithAccount(db, cipher, {
        companyId: company.id,
        ssn,
        passwordHash,
      });
      await db
        .update(employeePolicies)
        .set({ signedAt: new Date(), signedByAccountId: account.id })
        .where(eq(employeePolicies.id, policy.id));
      made.push({ email: account.email, id: account.id, lastName: form.lastName, ssn });
    }
    // An export nobody completed, received 20 days ago: 6 days past its due date, for operations' queue.
    const received = new Date(Date.now() - 20 * 86_400_000);
    await db.insert(dataRequests).values({
      email: 'stuck@example.test',
      name: 'Stuck Request',
      kind: 'export',
      receivedAt: received,
      dueAt: new Date(received.getTime() + 14 * 86_400_000),
    });
    return made;
  });
  server = started.server;
  people = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

/** Downloads a link's file, answering its bytes. */
async function download(page: Page, name: string): Promise<Buffer> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('link', { name }).first().click();
  return downloadedBytes(waiting);
}

/**
 * Opens the deletion dialog and waits for its open state: shown, and the focus trap has moved the focus inside
 * (Mantine does that once the dialog has entered). The journey asks for reduced motion, which the theme
 * respects, so the dialog enters and leaves without a transition: before that, the Cancel click could land
 * while the dialog's enter transition still waited on animation frames a loaded machine was slow to give
 * (decision 0060).
 */
async function openDeletionDialog(page: Page) {
  await page.getByRole('button', { name: 'Delete my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my data' });
  await dialog.getByText(/Signed applications and their PDFs/).waitFor();
  await dialog.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          element.contains(document.activeElement) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
  return dialog;
}

describe('an employee asks for their data, then for its deletion', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `downloads the export, deletes, and is told what is kept at ${viewport.width}px`,
      () => {
        const person = people[index]!;
        return journey({ baseUrl: server.baseUrl, viewport, email: person.email }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.emulateMedia({ reducedMotion: 'reduce' });
          await page.goto(`${server.baseUrl}/account/${person.id}`);
          await waitForHeading(page, 'Account settings');
          await checkPage(page);

          await page.getByRole('button', { name: 'Request my data' }).click();
          await page.getByText('Your data is ready to download. We also sent you an email.').waitFor();
          await checkPage(page);
          const json = (await download(page, 'Download JSON')).toString('utf8');
          const document = JSON.parse(json);
          expect(document.account.email).toBe(person.email);
          expect(document.employeeForms[0].lastName).toBe(person.lastName);
          expect(document.employeeForms[0].ssnLast4).toBe(person.ssn.slice(-4));
          expect(json).not.toContain(person.ssn);
          expect(json).not.toContain(person.ssn.slice(0, 5));
          const pdf = await readPdfText(await download(page, 'Download PDF'));
          expect(pdf).toContain(person.lastName);
          expect(pdf).toContain(`Social Security number (last four): ${person.ssn.slice(-4)}`);
          expect(pdf).not.toContain(person.ssn);

          // The dialog says what is kept before anything is deleted; its Cancel button closes it.
          let dialog = await openDeletionDialog(page);
          await checkPage(page);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          // No exit transition under reduced motion: the dialog is gone at once, the focus back on its button.
          await dialog.waitFor({ state: 'detached', timeout: 1_000 });
          expect(await page.getByRole('button', { name: 'Delete my data' }).isVisible()).toBe(true);

          // Again: a wrong password is refused at its field; the right one deletes.
          dialog = await openDeletionDialog(page);
          await dialog.getByLabel('Your password').fill('not-my-password');
          await dialog.getByRole('button', { name: 'Delete my data' }).click();
          await dialog.getByText('That password is not correct.').waitFor();
          await dialog.getByLabel('Your password').fill('demo-password');
          await dialog.getByRole('button', { name: 'Delete my data' }).click();

          await waitForHeading(page, 'Your data has been deleted');
          const kept = page.getByRole('list').last();
          await expect(kept.textContent()).resolves.toMatch(
            /Signed applications \(1\):\s*Signed applications and their PDFs: the insurance carrier’s contract and insurance record-keeping law require us to keep them\./,
          );
          await expect(kept.textContent()).resolves.toContain(
            'Employee records (1): Your employee record at your employer',
          );
          await expect(page.getByText('Your name and email on your account (1)').isVisible()).resolves.toBe(
            true,
          );
          await checkPage(page);

          // Signed out: the session is gone, and the password opens nothing.
          const session = await page.evaluate(async () => (await fetch('/api/v1/session')).status);
          expect(session).toBe(401);
          await page.goto(`${server.baseUrl}/login`);
          await page.getByLabel('Email').fill(person.email);
          await page.getByLabel('Password', { exact: true }).fill('demo-password');
          await page.getByRole('button', { name: 'Sign in' }).click();
          await page.getByRole('alert').first().waitFor();
          expect(new URL(page.url()).pathname).toBe('/login');
        });
      },
      LONG,
    );
  }

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
    it(
      `operations see the requests with their due dates at ${viewport.width}px`,
      () =>
        journey({ baseUrl: server.baseUrl, viewport, email: 'ops@example.com' }, async (page) => {
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          await page.goto(`${server.baseUrl}/admin`);
          await waitForHeading(page, 'Admin');
          await page.getByRole('link', { name: 'Data requests' }).click();
          await waitForHeading(page, 'Data requests');
          const counts = page.getByRole('list', { name: 'Requests per status and kind' });
          await counts.getByText(/^Deletions: \d+$/).waitFor();
          await expect(counts.getByText('Overdue: 1').isVisible()).resolves.toBe(true);
          // The overdue one is first, marked as such.
          const first = page.getByRole('region').first();
          await expect(first.getAttribute('aria-labelledby')).resolves.toBeTruthy();
          await expect(first.textContent()).resolves.toMatch(
            /Export of their data: Stuck Request.*Overdue.*Past its due date of/,
          );
          await checkPage(page);

          await page.getByLabel('Status', { exact: true }).selectOption('overdue');
          await page.waitForURL((url) => url.searchParams.get('status') === 'overdue');
          await page.getByText('1 request, open ones first, those due soonest at the top.').waitFor();
          await page.getByLabel('Status', { exact: true }).selectOption('all');
          await page.waitForURL((url) => url.searchParams.get('status') === 'all');

          await page.getByLabel('Kind', { exact: true }).selectOption('deletion');
          await page.waitForURL((url) => url.searchParams.get('kind') === 'deletion');
          const cards = page.getByRole('region', { name: /^Deletion of their data/ });
          await cards.first().waitFor();
          expect(await page.getByRole('region', { name: /^Export of their data/ }).count()).toBe(0);
          await expect(cards.first().getByText('Due', { exact: true }).isVisible()).resolves.toBe(true);
          await checkPage(page);
        }),
      LONG,
    );
  }
});
