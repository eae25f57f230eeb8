/**
 * The notices of issue 18 part 4 (decision 0063): each new template in both parts, escaping, the one layout's
 * footer (why the person got it; for an optional notice, where to turn it off).
 */
import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES, type MailTemplateName, renderMail } from './templates';

const MANAGE = { manageNoticesUrl: 'https://benefits.example.com/account' };
const nasty = 'Smith & <b>"Sons"</b>';

const settled = {
  administratorName: 'Rachel Kim',
  companyName: 'Harborview Architecture',
  number: 'GC-202703-ABCDEF12',
  monthLabel: 'March 2027',
  amount: '$1,234.56',
  bankLast4: '9153',
  settledOn: 'February 27, 2027',
  billsUrl: 'https://benefits.example.com/employer-dashboard/pay-my-bills?company_id_token=abc',
};

const SAMPLES = {
  applicationSubmitted: {
    administratorName: 'Rachel Kim',
    employeeName: 'Emily Carter',
    companyName: 'Harborview Architecture',
    submittedOn: 'November 23, 2026',
    statusUrl: 'https://benefits.example.com/employer-dashboard/employee-status/abc?company_id_token=abc',
  },
  coverageEffective: {
    employeeFirstName: 'Emily',
    companyName: 'Harborview Architecture',
    effectiveOn: 'January 1, 2027',
    dashboardUrl: 'https://benefits.example.com/employee-dashboard',
  },
  deductionChange: {
    employeeFirstName: 'James',
    companyName: 'Harborview Architecture',
    effectiveOn: 'April 1, 2027',
    firstPayDate: 'April 2, 2027',
    lines: [
      {
        label: 'Medical',
        before: '$470.65 a month ($235.32 per paycheck)',
        after: '$402.10 a month ($180.94 per paycheck)',
      },
    ],
    dashboardUrl: 'https://benefits.example.com/employee-dashboard',
  },
  renewalDue: {
    administratorName: null,
    companyName: 'Harborview Architecture',
    effectiveOn: 'January 1, 2027',
    daysLeft: 1,
    renewalUrl: 'https://benefits.example.com/benefits-administration/renewal?company_id_token=abc',
  },
  invoiceReady: {
    administratorName: 'Rachel Kim',
    companyName: 'Harborview Architecture',
    monthLabel: 'March 2027',
    number: 'GC-202703-ABCDEF12',
    amountDue: '$1,234.56',
    dueOn: 'March 1, 2027',
    isAutopay: false,
    billsUrl: settled.billsUrl,
  },
  paymentReceived: settled,
  paymentFailed: settled,
} satisfies Partial<Record<MailTemplateName, unknown>>;

describe('the new notices', () => {
  it('say what happened in both parts, with the call to action', () => {
    const submitted = renderMail('applicationSubmitted', SAMPLES.applicationSubmitted);
    expect(submitted.subject).toBe('Emily Carter submitted an application');
    expect(submitted.text).toContain(
      'Emily Carter signed and submitted their benefits application with Harborview Architecture on November 23, 2026.',
    );
    expect(submitted.html).toContain(`href="${SAMPLES.applicationSubmitted.statusUrl}"`);

    const effective = renderMail('coverageEffective', SAMPLES.coverageEffective);
    expect(effective.subject).toBe('Your benefits with Harborview Architecture start today');
    expect(effective.text).toContain('View your coverage: https://benefits.example.com/employee-dashboard');
    expect(effective.html).toContain('<p>Hello Emily,</p>');

    const change = renderMail('deductionChange', SAMPLES.deductionChange);
    expect(change.subject).toBe(
      'Your benefit deductions with Harborview Architecture change from April 1, 2027',
    );
    expect(change.text).toContain(
      'Medical: $470.65 a month ($235.32 per paycheck) before, $402.10 a month ($180.94 per paycheck) from then',
    );
    expect(change.text).toContain('Payroll deducts the new amounts from your paycheck of April 2, 2027');

    const due = renderMail('renewalDue', SAMPLES.renewalDue);
    expect(due.subject).toBe(
      "Reminder: Harborview Architecture's benefits renewal is due by January 1, 2027",
    );
    expect(due.text).toContain('Hello,');
    expect(due.text).toContain('in 1 day, and is not signed yet');

    const ready = renderMail('invoiceReady', SAMPLES.invoiceReady);
    expect(ready.subject).toBe('Invoice ready: Harborview Architecture, March 2027');
    expect(ready.text).toContain('(GC-202703-ABCDEF12) is ready: $1,234.56, due March 1, 2027.');
    expect(ready.text).toContain('Pay it from your bank account on file');
    expect(renderMail('invoiceReady', { ...SAMPLES.invoiceReady, isAutopay: true }).text).toContain(
      'Autopay is on',
    );

    const received = renderMail('paymentReceived', settled);
    expect(received.subject).toBe('Payment received: Harborview Architecture, invoice GC-202703-ABCDEF12');
    expect(received.text).toContain('We received $1,234.56 for the March 2027 invoice');
    expect(received.html).toContain('account ending 9153');

    const failed = renderMail('paymentFailed', settled);
    expect(failed.subject).toBe('Payment failed: Harborview Architecture, invoice GC-202703-ABCDEF12');
    expect(failed.text).toContain('The invoice is still open.');
    expect(failed.text).toContain(
      'Pay the invoice: https://benefits.example.com/employer-dashboard/pay-my-bills',
    );
  });

  it('escape every value in the HTML and keep the subject on one line', () => {
    for (const [name, data] of Object.entries(SAMPLES)) {
      const withNasty = {
        ...data,
        companyName: `${nasty}\r\nBcc: x@example.com`,
        ...('employeeName' in data ? { employeeName: nasty } : {}),
      };
      const mail = renderMail(name as MailTemplateName, withNasty as never, MANAGE);
      expect(mail.html, name).not.toContain('<b>');
      expect(mail.html, name).toContain('Smith &amp; &lt;b&gt;&quot;Sons&quot;&lt;/b&gt;');
      expect(mail.subject, name).not.toMatch(/[\r\n]/);
      expect(mail.text, name).toContain('Smith & <b>"Sons"</b>');
    }
  });

  it('refuse a link that is not an http(s) URL', () => {
    expect(() =>
      renderMail('coverageEffective', { ...SAMPLES.coverageEffective, dashboardUrl: 'javascript:alert(1)' }),
    ).toThrow('A mail link must be an absolute http(s) URL.');
  });
});

describe('the one layout', () => {
  it('ends every message with why the person got it', () => {
    const mail = MAIL_TEMPLATES.coverageEffective(SAMPLES.coverageEffective);
    expect(mail.text).toContain(
      '--\nYou received this e-mail because your coverage with Harborview Architecture started.',
    );
    expect(mail.html).toContain(
      'You received this e-mail because your coverage with Harborview Architecture started.',
    );
  });

  it('links an optional notice to the account page, and never a required one', () => {
    const optional = renderMail('invoiceReady', SAMPLES.invoiceReady, MANAGE);
    expect(optional.text).toContain('Choose which e-mails you get: https://benefits.example.com/account');
    expect(optional.html).toContain('href="https://benefits.example.com/account"');
    expect(optional.html).toContain('Manage your e-mail notices');
    const required = renderMail('paymentFailed', settled, MANAGE);
    expect(required.text).not.toContain('Choose which e-mails you get');
    expect(required.html).not.toContain('/account"');
  });
});
