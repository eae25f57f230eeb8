/**
 * Journey 2 of issue 12: the administrator (admin@example.com, Harborview Architecture) downloads this month's
 * invoice PDF, whose text lists every enrolled employee and the Home's totals, pays it from the account on file,
 * and sees it paid; then e-mails it from Request invoices and it arrives over SMTP with the PDF attached. Each
 * width has its own server (its own data and mail server), so paying at one width does not change the other.
 */
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../helpers/pdf-text';
import {
  checkPage,
  downloadedBytes,
  homeFact,
  setUpJourneys,
  VIEWPORTS,
  waitForApp,
  waitForHeading,
} from './browser';
import { useServerWithMail } from './server-with-mail';

const journey = setUpJourneys();
const LONG = { timeout: 240_000 };

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const)('paying the invoice at %s width', (_label, viewport) => {
  const mailed = useServerWithMail();

  it("downloads this month's invoice, pays it, sees it paid, and e-mails it", LONG, async () => {
    await journey(
      { baseUrl: mailed.server.baseUrl, viewport, email: 'admin@example.com', home: '/employer-dashboard' },
      async (page) => {
        await waitForApp(page);
        await page.getByLabel('Company').selectOption({ label: 'Harborview Architecture, Inc.' });
        await page.getByRole('heading', { level: 1, name: 'Harborview Architecture, Inc.' }).waitFor();
        await expect.poll(() => page.getByLabel('Company').isEnabled()).toBe(true);
        const totals = {
          premium: await homeFact(page, 'Total premium'),
          company: await homeFact(page, 'Company pays'),
          employees: await homeFact(page, 'Employees pay'),
        };
        const covered = await page.getByText(/^From the approved elections of/).textContent();

        await page.goto(`${mailed.server.baseUrl}/employer-dashboard/pay-my-bills`);
        await waitForHeading(page, 'Pay my bills');
        await page.getByText('Offline test provider', { exact: false }).first().waitFor();
        const row =
          viewport.width >= 768
            ? page.getByRole('row', { name: /January 2027/ })
            : page.locator('li', { hasText: 'January 2027' });
        await row.getByText('Due', { exact: true }).waitFor();
        await row.getByText(totals.premium).waitFor();
        await checkPage(page);

        // The PDF: every enrolled employee (from the invoice's own lines) and the Home's totals.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          row.getByRole('link', { name: /Download PDF/ }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/^GC-202701-[0-9A-F]{8}\.pdf$/);
        const text = await readPdfText(await downloadedBytes(download));
        expect(text).toContain('Harborview Architecture, Inc.');
        expect(text).toContain('January 1, 2027');
        for (const figure of Object.values(totals)) expect(text).toContain(figure);
        const enrolled = await page.evaluate(async () => {
          const res = await fetch('/api/v1/session');
          const session = await res.json();
          const companyId = session.activeCompany.id as string;
          const list = await fetch(`/api/v1/companies/${companyId}/employees?tab=active&pageSize=100`);
          const body = await list.json();
          // Billed once in force: signed and approved (decision 0071).
          return (body.employees as Array<{ firstName: string; lastName: string; enrollment: string | null }>)
            .filter((e) => e.enrollment === 'in_force')
            .map((e) => `${e.firstName} ${e.lastName}`);
        });
        expect(enrolled.length).toBeGreaterThan(0);
        // The Home counts the same people.
        expect(covered).toContain(`of ${enrolled.length} employee`);
        for (const name of enrolled) expect(text).toContain(name);

        // Pay: the confirmation names the amount and the account's last four.
        await row.getByRole('button', { name: /Pay/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Pay the January 2027 invoice' });
        await dialog
          .getByText(`${totals.premium} will be debited from your checking account ending 9153`, {
            exact: false,
          })
          .waitFor();
        await checkPage(page);
        await dialog.getByRole('button', { name: `Pay ${totals.premium}` }).click();
        await dialog.waitFor({ state: 'detached' });
        await row
          .getByText(/Payment pending|Paid/)
          .first()
          .waitFor();
        // The offline provider settles a few seconds later; the page asks again meanwhile.
        await row.getByText('Paid', { exact: true }).waitFor({ timeout: 30_000 });
        await row.getByText('Bank debit from the account ending 9153').waitFor();
        await expect(row.getByRole('button', { name: /Pay/ }).count()).resolves.toBe(0);
        await checkPage(page);

        // Request invoices: the month is e-mailed with its PDF to the bookkeeper.
        await page.getByRole('link', { name: 'E-mail invoices to your bookkeeper' }).click();
        await waitForHeading(page, 'Request invoices');
        await page.getByLabel('Send to').fill('not an address');
        await page.getByRole('button', { name: 'E-mail the invoices' }).click();
        await page.getByText('Please enter a valid email address', { exact: false }).first().waitFor();
        await checkPage(page);
        await page.getByLabel('Send to').fill('books@harborview.example');
        await page.getByRole('button', { name: 'E-mail the invoices' }).click();
        await page.getByText('The invoice was e-mailed to books@harborview.example.').waitFor();
        await checkPage(page);
        // The administrators' notices (invoice ready, payment received, decision 0063) came before it.
        let mail = await mailed.smtp.nextMail();
        while (!mail.envelope.to.includes('books@harborview.example')) {
          expect(mail.envelope.to).toEqual(['admin@example.com']);
          mail = await mailed.smtp.nextMail();
        }
        expect(mail.envelope.to).toEqual(['books@harborview.example']);
        expect(mail.parsed.subject).toBe('Invoices for Harborview Architecture, Inc.');
        const [attachment] = mail.parsed.attachments;
        expect(attachment?.contentType).toBe('application/pdf');
        const mailedText = await readPdfText(attachment!.content);
        expect(mailedText).toContain('Paid on');
        for (const name of enrolled) expect(mailedText).toContain(name);

        // The autopay guide, with its switch.
        await page.goto(`${mailed.server.baseUrl}/employer-dashboard/setup-autopay-guides`);
        await waitForHeading(page, 'Set up autopay');
        const autopay = page.getByRole('switch', { name: 'Pay invoices automatically' });
        expect(await autopay.isChecked()).toBe(false);
        // The switch shows the saved setting, so it turns once the server has it.
        await autopay.click({ force: true });
        await expect.poll(() => autopay.isChecked()).toBe(true);
        await page.reload();
        await waitForHeading(page, 'Set up autopay');
        expect(await page.getByRole('switch', { name: 'Pay invoices automatically' }).isChecked()).toBe(true);
        await checkPage(page);
      },
    );
  });
});
