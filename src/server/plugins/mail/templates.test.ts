import { describe, expect, it } from 'vitest';
import { escapeHtml } from './notice-layout';
import { MAIL_TEMPLATES, renderMail } from './templates';
import { SAMPLE_INVITATION as invitation } from './test-fixtures';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in elements and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});

describe('the application invitation', () => {
  it('has a subject, a text part and an HTML part, each with the link', () => {
    const mail = renderMail('applicationInvitation', invitation);
    expect(mail.subject).toBe('Your benefits application from Harborview Architecture is waiting');
    expect(mail.text).toContain('Hello Emily,');
    expect(mail.text).toContain('Please complete it by December 15, 2026.');
    expect(mail.text).toContain('Start your application: https://benefits.example.com/login');
    expect(mail.html).toContain('<p>Hello Emily,</p>');
    expect(mail.html).toContain('href="https://benefits.example.com/login"');
    expect(mail.html).toMatch(/^<!doctype html>/);
  });

  it('leaves out the date when there is none', () => {
    expect(renderMail('applicationInvitation', { ...invitation, applyBy: null }).text).not.toContain(
      'complete it by',
    );
  });

  it('escapes every value in the HTML and keeps the subject on one line', () => {
    const mail = renderMail('applicationInvitation', {
      ...invitation,
      employeeFirstName: '<img src=x onerror=alert(1)>',
      companyName: 'Smith & "Sons"\r\nBcc: attacker@example.com',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Smith &amp; &quot;Sons&quot;');
    expect(mail.subject).toBe(
      'Your benefits application from Smith & "Sons" Bcc: attacker@example.com is waiting',
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    // The text part is plain text: nothing to escape, nothing executed.
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('refuses a link that is not an absolute http(s) URL', () => {
    for (const applicationUrl of ['javascript:alert(1)', 'data:text/html,<script>', '/login', 'not a url'])
      expect(() => renderMail('applicationInvitation', { ...invitation, applicationUrl })).toThrow(
        'A mail link must be an absolute http(s) URL.',
      );
  });

  it('escapes a quote in the link inside the href', () => {
    const mail = renderMail('applicationInvitation', {
      ...invitation,
      applicationUrl: 'https://benefits.example.com/login?next="><script>',
    });
    expect(mail.html).not.toContain('"><script>');
  });
});

describe('the application signed confirmation', () => {
  const signed = {
    employeeFirstName: 'Emily',
    companyName: 'Harborview Architecture',
    signedOn: 'November 23, 2026',
    choices: ['Medical: Gold PPO, employee and family', 'Dental: declined'],
    applicationUrl: 'https://benefits.example.com/employee-application',
  };

  it('lists each choice in both parts', () => {
    const mail = MAIL_TEMPLATES.applicationSigned(signed);
    expect(mail.subject).toBe('Application signed: your benefits with Harborview Architecture');
    expect(mail.text).toContain(
      'on November 23, 2026. Your choices:\n\n- Medical: Gold PPO, employee and family\n- Dental: declined',
    );
    expect(mail.html).toContain('<li>Medical: Gold PPO, employee and family</li><li>Dental: declined</li>');
  });

  it('says so when nothing was chosen', () => {
    expect(renderMail('applicationSigned', { ...signed, choices: [] }).text).toContain(
      '- No coverage was chosen.',
    );
  });
});

describe('the administrator invitation', () => {
  const data = {
    inviteeName: 'Nia',
    inviterName: 'Rachel Kim',
    companyName: 'Harborview Architecture',
    acceptUrl: 'https://benefits.example.com/abcdefghijklmnop/create-account/token123',
    expiresOn: 'December 9, 2026',
  };

  it('names the company, the inviter, the link and when it expires', () => {
    const mail = renderMail('administratorInvitation', data);
    expect(mail.subject).toBe('You are invited to administer benefits for Harborview Architecture');
    expect(mail.text).toContain('Hello Nia,');
    expect(mail.text).toContain('Rachel Kim invited you to administer benefits for Harborview Architecture');
    expect(mail.text).toContain('until December 9, 2026');
    expect(mail.text).toContain(`Create your account: ${data.acceptUrl}`);
    expect(mail.html).toContain(`href="${data.acceptUrl}"`);
  });

  it('greets plainly without a name, escapes the HTML and refuses a javascript: link', () => {
    const mail = renderMail('administratorInvitation', {
      ...data,
      inviteeName: null,
      companyName: '<b>Co</b>',
    });
    expect(mail.text).toContain('Hello,');
    expect(mail.html).not.toContain('<b>Co</b>');
    expect(() =>
      renderMail('administratorInvitation', { ...data, acceptUrl: 'javascript:alert(1)' }),
    ).toThrow();
  });
});

describe('the administrator-added notice', () => {
  it('tells an administrator which company they now administer, with the link', () => {
    const mail = renderMail('administratorAdded', {
      administratorName: 'Theo',
      inviterName: 'Rachel Kim',
      companyName: 'Bluebonnet Supply Co.',
      dashboardUrl: 'https://benefits.example.com/switch-company',
    });
    expect(mail.subject).toBe('You now administer benefits for Bluebonnet Supply Co.');
    expect(mail.text).toContain('Rachel Kim added you as an administrator of Bluebonnet Supply Co.');
    expect(mail.text).toContain('https://benefits.example.com/switch-company');
  });
});

describe('the partner-added employee notice', () => {
  it('names the partner and the person, and links to the confirmation page', () => {
    const url =
      'https://benefits.example.com/employer-dashboard/partner-add-employee-confirmation?employee_hash_id=abc';
    const mail = renderMail('partnerEmployeeAdded', {
      administratorName: 'Rachel Kim',
      partnerName: 'Paycove Payroll',
      employeeName: 'Dana Lee',
      companyName: 'Bluebonnet Supply Co.',
      confirmationUrl: url,
    });
    expect(mail.subject).toBe('New employee from Paycove Payroll: decide on benefits for Dana Lee');
    expect(mail.text).toContain('Paycove Payroll added Dana Lee to Bluebonnet Supply Co.');
    expect(mail.text).toContain(`Decide now: ${url}`);
    expect(mail.html).toContain('employee_hash_id=abc');
  });
});

describe('the support message', () => {
  const data = {
    senderName: 'Rachel Kim',
    senderEmail: 'admin@example.com',
    companyName: 'Harborview Architecture',
    subject: 'Question\r\nBcc: x@example.com',
    message: 'Line one\nLine <two>',
  };

  it('keeps the lines, names the sender to reply to, and keeps the subject on one line', () => {
    const mail = renderMail('supportMessage', data);
    expect(mail.subject).toBe('Support request from Harborview Architecture: Question Bcc: x@example.com');
    expect(mail.text).toContain('Reply to: admin@example.com');
    expect(mail.text).toContain('Line one\nLine <two>');
    expect(mail.html).toContain('Line &lt;two&gt;');
    expect(mail.html).not.toContain('<two>');
  });
});

describe('the benefits-administration registration mail', () => {
  it('says the broker will be contacted in 1-3 business days, with the reference and the link', () => {
    const mail = renderMail('benAdminRegistrationComplete', {
      administratorName: 'Dana Whitfield',
      companyName: 'Harborview <Architecture>',
      reference: 'GC-BA-7K3Q9',
      brokerName: 'Pacific Benefits Partners',
      registrationUrl: 'https://benefits.example.com/register-benefits-administration/done',
    });
    expect(mail.subject).toBe(
      'Harborview <Architecture>: your benefits administration registration is complete',
    );
    expect(mail.text).toContain(
      'We will contact your broker, Pacific Benefits Partners, within 1-3 business days to set up your benefits administration.',
    );
    // The subscription is not an insurance premium.
    expect(mail.text).toContain(
      "Your subscription's first monthly payment is debited within 1-5 days of approval.",
    );
    expect(mail.text).not.toContain('premium');
    expect(mail.text).toContain('(reference GC-BA-7K3Q9)');
    expect(mail.html).toContain('Harborview &lt;Architecture&gt;');
    expect(mail.html).toContain('href="https://benefits.example.com/register-benefits-administration/done"');
  });

  it('says the company itself will be contacted when it named no broker', () => {
    const mail = renderMail('benAdminRegistrationComplete', {
      administratorName: null,
      companyName: 'Bayside Bakery',
      reference: 'GC-BA-7K3Q9',
      brokerName: '',
      registrationUrl: 'https://benefits.example.com/register-benefits-administration/done',
    });
    expect(mail.text).toContain('We will contact you within 1-3 business days');
    expect(mail.text).not.toContain('broker');
  });
});

describe("operations' review of an application (decision 0064)", () => {
  it('tells the employee when coverage starts', () => {
    const mail = renderMail('applicationApproved', {
      employeeFirstName: 'Ana',
      companyName: 'Harborview <Architecture>',
      effectiveOn: 'January 1, 2027',
      dashboardUrl: 'https://app.example.com/employee-dashboard',
    });
    expect(mail.text).toContain('Your coverage is effective January 1, 2027.');
    expect(mail.html).toContain('Harborview &lt;Architecture&gt;');
    expect(mail.html).not.toContain('<Architecture>');
  });

  it('gives the reason, escaped, and asks to sign again', () => {
    const mail = renderMail('applicationReturned', {
      employeeFirstName: 'Ana',
      companyName: 'Harborview',
      reason: 'Add your spouse <script>',
      applicationUrl: 'https://app.example.com/employee-application',
    });
    expect(mail.text).toContain('Add your spouse <script>');
    expect(mail.text).toContain('Please correct your application and sign it again.');
    expect(mail.html).toContain('Add your spouse &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});
