import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from './templates';

describe('renewalReady', () => {
  it('tells the administrator the renewal is ready, with the renewal link, escaped in the HTML', () => {
    const mail = MAIL_TEMPLATES.renewalReady({
      administratorName: 'Rachel Kim',
      companyName: 'Harborview <Architecture>',
      effectiveOn: 'January 1, 2028',
      renewalUrl: 'https://benefits.example.com/benefits-administration/renewal?company_id_token=abc',
    });
    expect(mail.subject).toBe('Your benefits renewal for Harborview <Architecture> is ready');
    expect(mail.text).toContain('Hello Rachel Kim,');
    expect(mail.text).toContain('starting January 1, 2028');
    expect(mail.text).toContain(
      'Begin the renewal: https://benefits.example.com/benefits-administration/renewal?company_id_token=abc',
    );
    expect(mail.html).toContain('Harborview &lt;Architecture&gt;');
    expect(mail.html).not.toContain('<Architecture>');
    expect(() =>
      MAIL_TEMPLATES.renewalReady({
        administratorName: null,
        companyName: 'X',
        effectiveOn: 'January 1, 2028',
        renewalUrl: 'javascript:alert(1)',
      }),
    ).toThrow();
  });
});
