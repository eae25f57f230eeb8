import type { Page } from 'playwright-core';
import { waitForApp } from './browser';

/**
 * The employee application's screens as the journeys walk them (the employee's own journeys, and the new hire
 * who reaches the application from an invitation): continue, decline, answer, sign.
 */

export async function continueStep(page: Page) {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Waits until the screen's plans and prices have arrived, so what is on screen is complete. */
export async function settle(page: Page) {
  await page
    .getByText(/per month|Not Eligible/)
    .first()
    .waitFor();
  await page.getByRole('status', { name: /Loading/ }).waitFor({ state: 'detached' });
}

/** Declines the coverage on screen, whichever way it is offered (tiers, slider, plans with the modal). */
export async function declineCoverage(page: Page) {
  await settle(page);
  const none = page.getByRole('radio', { name: 'None (decline coverage)' });
  if (await none.count()) {
    await none.check();
    await continueStep(page);
    return;
  }
  const slider = page.getByRole('slider', { name: 'Your coverage amount' });
  if (await slider.count()) {
    await continueStep(page); // the slider starts at $0: a decline
    return;
  }
  const choose = page.getByRole('radio', { name: /^Choose / });
  if (await choose.count()) await choose.first().check();
  await continueStep(page);
  const modal = await answerEnrollDialog(page, 'No');
  await modal.getByRole('button', { name: 'Save and continue' }).click();
}

/** The Enroll or Decline dialog a plan's Continue opens, with "Do you want to enroll in …?" answered. */
export async function answerEnrollDialog(page: Page, answer: 'Yes' | 'No') {
  const modal = page.getByRole('dialog', { name: 'Enroll or Decline' });
  await modal
    .getByRole('group', { name: /^Do you want to enroll in/ })
    .getByRole('radio', { name: answer })
    .check();
  return modal;
}

/**
 * Walks the coverage screens left, whatever the company offers: declines each, passes the health account
 * screen, and stops at the first screen that is neither.
 */
export async function declineRemainingCoverage(page: Page) {
  for (;;) {
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    await waitForApp(page);
    const text = (await title.textContent()) ?? '';
    if (text === 'Health Account Information') {
      await continueStep(page);
    } else if (/^Choose .* coverage$/.test(text)) {
      await declineCoverage(page);
    } else break;
    await page.getByRole('heading', { level: 1, name: text }).waitFor({ state: 'detached' });
  }
}

export async function fillIfEmpty(locator: ReturnType<Page['getByLabel']>, value: string) {
  if ((await locator.count()) && !(await locator.inputValue()) && (await locator.isEditable()))
    await locator.fill(value);
}

/** Review and Sign: types the person's own SSN when the screen asks for it (it may be on file already). */
export async function enterOwnSsn(page: Page, ssn: string) {
  const ownSsn = page.getByRole('textbox', { name: 'Your Social Security number or tax ID' });
  if ((await ownSsn.count()) && !(await ownSsn.isDisabled())) await ownSsn.pressSequentially(ssn);
}

/** Draws a signature (several strokes, wide and tall enough for the rule) on the signature pad. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('application', { name: 'Sign your name or initials' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.1, 0.5));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.25, 0.2],
    [0.4, 0.7],
    [0.55, 0.3],
    [0.7, 0.75],
    [0.85, 0.4],
  ] as const) {
    await page.mouse.move(...at(fx, fy), { steps: 8 });
  }
  await page.mouse.up();
}

/** Review and Sign: the own SSN when asked, a signature, then Sign and submit. */
export async function signApplication(page: Page, ownSsn: string) {
  await enterOwnSsn(page, ownSsn);
  await drawSignature(page);
  await page.getByRole('button', { name: 'Sign and submit' }).click();
}
