/**
 * Issue 35 item 2 (decision 0081): a broker prepares a broker-of-record letter, the company's owner receives the
 * request and signs, and the letter names the broker with the state's licence. broker@example.com (Karen Liu, NY
 * licence on record) prepares Catskill Provisions Bakery's (NY) letter; the sign step offers no signature to a
 * broker, only "Send to the officer to sign"; Theo Marchetti, the owner, gets the e-mail, opens the link signed
 * out on a phone, reads the letter naming Liu Benefits Advisors with the NY licence, agrees and signs; the signed
 * PDF names the broker and the licence and is signed by the owner. Axe clean on every page.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { accountIdFor } from '@server/db/seed/deterministic';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../helpers/pdf-text';
import { drawSignature } from './application';
import { checkPage, setUpJourneys, VIEWPORTS, waitForHeading, waitForPath } from './browser';
import { useServerWithMail } from './server-with-mail';

const journey = setUpJourneys();
const LONG = { timeout: 240_000 };
const BASE = '/broker-of-record';
const CATSKILL = DEMO_COMPANIES.catskill;
const OFFICER_EMAIL = 'admin.ny@example.com';
const AGENCY = 'Liu Benefits Advisors';
const LICENSE = 'NY LB-1046231';

describe('the broker-of-record letter signed by the officer', () => {
  const mailed = useServerWithMail();

  /** The next mail of a template's subject to an address (other mail, such as status notices, is passed over). */
  async function mailTo(address: string, subject: RegExp) {
    for (;;) {
      const mail = await mailed.smtp.nextMail();
      if (mail.envelope.to.includes(address) && subject.test(mail.parsed.subject ?? '')) return mail;
    }
  }

  it(
    'a broker prepares the letter, the owner signs it from the e-mail, and it names the broker and the NY licence',
    LONG,
    async () => {
      const baseUrl = mailed.server.baseUrl;

      // 1. The broker prepares Catskill's letter; their sign step sends it to the company's officer.
      await journey({ baseUrl, viewport: VIEWPORTS.desktop, email: 'broker@example.com' }, async (page) => {
        await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
        // Their licences are on their account page: New York's is on record.
        await page.goto(`${baseUrl}/account/${accountIdFor('broker@example.com')}`);
        await page.getByRole('heading', { name: 'Your licences' }).waitFor();
        const licence = page.getByRole('group', { name: 'Licence 1' });
        await expect(licence.getByLabel('State').inputValue()).resolves.toBe('NY');
        await expect(licence.getByLabel('Licence number').inputValue()).resolves.toBe('LB-1046231');
        await checkPage(page);
        await page.goto(`${baseUrl}${BASE}?company_id_token=${CATSKILL.idToken}`);
        await waitForPath(page, `${BASE}/basic-information`);
        await waitForHeading(page, 'Move your plans to Groupcover');
        expect(await page.getByLabel('Full name').inputValue()).toBe('Theo Marchetti');
        const medical = page.getByRole('group', { name: 'Medical plan 1' });
        await medical.getByLabel('Plan name').fill('Empire Gold PPO');
        await medical.getByLabel('Plan carrier').selectOption({ label: 'UnitedHealthcare' });
        await medical.getByLabel('Group number').fill('UHC-845120');
        await page.getByRole('button', { name: 'Save and continue' }).click();

        await waitForPath(page, `${BASE}/sign`);
        await waitForHeading(page, 'Review and sign');
        // The letter names the broker who prepared it, with their licence for New York.
        await page.getByRole('heading', { name: 'Broker of Record Letter: UnitedHealthcare' }).waitFor();
        await page.getByText(LICENSE).first().waitFor();
        await page.getByText(AGENCY).first().waitFor();
        await expect(page.getByText('Groupcover Insurance Services').count()).resolves.toBe(0);
        // A broker cannot sign: no agreement, no signature pad.
        await expect(
          page.getByRole('checkbox', { name: /am authorized to act for the company/ }).count(),
        ).resolves.toBe(0);
        await expect(
          page.getByRole('application', { name: 'Sign your name or initials' }).count(),
        ).resolves.toBe(0);
        await page.getByRole('heading', { name: 'Send to the officer to sign' }).waitFor();
        expect(await page.getByLabel("Officer's full name").inputValue()).toBe('Theo Marchetti');
        expect(await page.getByLabel("Officer's title").inputValue()).toBe('Owner');
        expect(await page.getByLabel("Officer's email").inputValue()).toBe(OFFICER_EMAIL);
        await checkPage(page);
        await page.getByRole('button', { name: 'Send to the officer to sign' }).click();
        await page
          .getByText(`We e-mailed Theo Marchetti (${OFFICER_EMAIL}) a link to sign.`, { exact: false })
          .waitFor();
        await checkPage(page);
      });

      // 2. The owner receives the request, with a one-time link.
      const mail = await mailTo(OFFICER_EMAIL, /please sign the broker of record letters/);
      const link = /https?:\/\/\S+\/broker-of-record\/officer-sign\/[A-Za-z0-9_-]+/.exec(
        mail.parsed.text ?? '',
      )?.[0];
      expect(link).toBeDefined();
      expect(mail.parsed.text).toContain(AGENCY);

      // 3. Signed out, on a phone, the owner reads the letter and signs with their name and title.
      await journey({ baseUrl, viewport: VIEWPORTS.phone }, async (page) => {
        await page.goto(link!);
        await waitForHeading(page, 'Sign the broker of record letters');
        await page.getByRole('heading', { name: 'Broker of Record Letter: UnitedHealthcare' }).waitFor();
        await page.getByText(LICENSE).first().waitFor();
        await checkPage(page);
        await page
          .getByRole('checkbox', {
            name: /^I, Theo Marchetti \(Owner\), am authorized to act for the company/,
          })
          .check();
        await drawSignature(page);
        await page.getByRole('button', { name: 'Sign the letters' }).click();
        await waitForHeading(page, 'Thank you: the letters are signed');
        await checkPage(page);
        // Used once: opened again, the link says so.
        await page.goto(link!);
        await waitForHeading(page, 'This signing link does not work');
        await page
          .getByText('These letters have already been signed with this link.', { exact: false })
          .waitFor();
      });

      // 4. The signed letter names the broker and the NY licence, signed by the owner.
      await journey({ baseUrl, viewport: VIEWPORTS.desktop, email: OFFICER_EMAIL }, async (page) => {
        const status = await page.request.get(
          `${baseUrl}/api/v1/broker_of_record/carrier_status?company_id_token=${CATSKILL.idToken}`,
        );
        const body = (await status.json()) as {
          signedAt: string | null;
          carrierChanges: Array<{ letterUrl: string }>;
        };
        expect(body.signedAt).not.toBeNull();
        const pdf = await page.request.get(`${baseUrl}${body.carrierChanges[0]!.letterUrl}`);
        const text = (await readPdfText(await pdf.body())).replace(/\s+/g, ' ');
        expect(text).toContain(`${AGENCY} (agent: Karen Liu)`);
        expect(text).toContain(LICENSE);
        expect(text).toContain('Theo Marchetti');
        expect(text).not.toContain('Groupcover Insurance Services');
      });
    },
  );
});
