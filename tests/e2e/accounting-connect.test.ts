/**
 * Issue 17, "an accounting-software user creates an account and returns" (docs/spec/3 §2, §5, §7, §8; decision 0058):
 * a QuickBooks company's link, `/quickbooks/authenticate?company_token=`, goes to the local identity provider
 * (its chooser: the QuickBooks user of this viewport), back to `/intuit/router`, where the account QuickBooks
 * made chooses its email and password: a too-short password is refused at its field, an email in use is the
 * server's error on the form, a valid pair goes on to the company's broker-of-record flow. Then the person
 * logs out and signs in at /login with the new email and password, and comes back through QuickBooks, skipping
 * the account step. At 1280 and 375 px, axe clean on the account step.
 */

import { partnerCompanies, partners } from '@server/db/schema';
import { createKeyedHash } from '@server/lib/field-crypto';
import {
  LOCAL_IDP_USERS,
  LOCAL_QUICKBOOKS_REALMS,
} from '@server/modules/partners/partner-sign-in/local-partners';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts/password';
import { EMAIL_IN_USE_MESSAGE } from '@shared/schemas/new-hires';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories';
import { checkPage, setUpJourneys, signIn, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { APP_SECRET, startPreparedServer } from './prepared-server';
import type { RunningServer } from './server';

const journey = setUpJourneys();
const LONG = 240_000;
const NEW_PASSWORD = 'ledger-harbor-lantern-58';
const COMPANY_NAMES = ['Lantern Street Books', 'Tidewater Bike Works'];

let server: RunningServer;
/** One QuickBooks company per viewport, keyed by the realm of one of the local QuickBooks users. */
let tokens: string[] = [];

beforeAll(async () => {
  const started = await startPreparedServer(async (db) => {
    await db
      .insert(partners)
      .values({ slug: 'quickbooks', name: 'QuickBooks', color: '#2ca01c' })
      .onConflictDoNothing({ target: partners.slug });
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.slug, 'quickbooks'));
    const remoteKey = createKeyedHash(APP_SECRET, 'partner-company-remote-id');
    const made: string[] = [];
    for (const [i, name] of COMPANY_NAMES.entries()) {
      const { company } = await createCompany(db, {
        name,
        partnerId: partner!.id,
        contactFirstName: 'Priya',
        contactLastName: 'Natarajan',
        contactTitle: 'Owner',
        contactEmail: 'owner@example.test',
        contactPhone: '(415) 555-0148',
        policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
      });
      await db.insert(partnerCompanies).values({
        partnerId: partner!.id,
        remoteKey: remoteKey(LOCAL_QUICKBOOKS_REALMS[i]!),
        companyId: company.id,
      });
      made.push(company.idToken);
    }
    return made;
  });
  server = started.server;
  tokens = started.prepared;
}, LONG);

afterAll(async () => {
  await server?.stop();
});

const quickbooksUsers = LOCAL_IDP_USERS.filter((u) => u.partner === 'quickbooks');

describe('an accounting-software user creates an account and returns', () => {
  for (const [index, viewport] of [VIEWPORTS.desktop, VIEWPORTS.phone].entries()) {
    it(
      `through QuickBooks, the account step, then /login and QuickBooks again at ${viewport.width}px`,
      {
        timeout: LONG,
      },
      () =>
        journey({ baseUrl: server.baseUrl, viewport }, async (page) => {
          const base = server.baseUrl;
          const token = tokens[index]!;
          const user = quickbooksUsers[index]!;
          const newEmail = `groupcover.${user.email}`;

          // The company's link → the partner's sign-in (the local identity provider's chooser) → /intuit/router.
          await page.goto(`${base}/quickbooks/authenticate?company_token=${token}`);
          await page.getByRole('button', { name: `${user.name} (${user.email})` }).click();
          await waitForHeading(page, 'Create your Groupcover account');
          await waitForPath(page, '/intuit/router');
          expect(new URL(page.url()).searchParams.get('return_to')).toBe(
            `/broker-of-record?company_id_token=${token}`,
          );
          const email = page.getByRole('textbox', { name: 'Email' });
          const password = page.getByLabel(/^Password/);
          expect(await email.inputValue()).toBe(user.email);
          await checkPage(page);

          // A too-short password: refused at its field (the shared rule), nothing sent.
          await password.fill('short-pass');
          await page.getByRole('button', { name: 'Create account' }).click();
          await page.getByText(PASSWORD_MESSAGES.tooShort).waitFor();

          // An email another account has: the server's errors on the form, joined by commas (here one).
          await email.fill('admin@example.com');
          await password.fill(NEW_PASSWORD);
          await page.getByRole('button', { name: 'Create account' }).click();
          const alert = page.getByRole('alert').filter({ hasText: 'Your account could not be created' });
          await alert.waitFor();
          expect(await alert.textContent()).toContain(EMAIL_IN_USE_MESSAGE);
          await checkPage(page);

          // A valid pair: on to the company's broker-of-record flow.
          await email.fill(newEmail);
          await page.getByRole('button', { name: 'Create account' }).click();
          await waitForHeading(page, 'Connect existing plan');
          await waitForPath(page, '/broker-of-record/landing-page');
          let session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
          expect(session.account.email).toBe(newEmail);
          expect(session.activeCompany.name).toBe(COMPANY_NAMES[index]);

          // Return: log out, sign in at /login with the new email and password, in the company.
          await page.goto(`${base}/logout`);
          await waitForPath(page, '/login');
          await signIn(page, base, newEmail, NEW_PASSWORD);
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
          session = await page.evaluate(async () => (await fetch('/api/v1/session')).json());
          expect(session.account.email).toBe(newEmail);
          expect(session.activeCompany.name).toBe(COMPANY_NAMES[index]);

          // And through QuickBooks again: the account step is skipped.
          await page.goto(`${base}/quickbooks/authenticate?company_token=${token}`);
          // The identity provider may remember the person (its own session) and skip its chooser.
          await page.waitForURL(
            (url) => url.pathname.startsWith('/interaction/') || url.pathname.startsWith('/broker-of-record'),
            { timeout: 15_000 },
          );
          if (new URL(page.url()).pathname.startsWith('/interaction/'))
            await page.getByRole('button', { name: `${user.name} (${user.email})` }).click();
          await waitForPath(page, '/broker-of-record/landing-page');
          await waitForHeading(page, 'Connect existing plan');
        }),
    );
  }
});
