import { describe, expect, it } from 'vitest';
import { escapeHtml, MAIL_TEMPLATES, renderMail } from './templates';
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
