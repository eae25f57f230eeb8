/**
 * Issue 35 item 7 (decision 0074): an invitation's one-time token never reaches a request log line or
 * operations' view of the outbox. The outbox keeps the message as it would be delivered (it is the offline
 * mailer); what operations read of it, and what the server logs, blank the token.
 */
import { Writable } from 'node:stream';
import { LOG_REDACT_PATHS } from '@server/app';
import { REDACTED, redactUrl } from '@server/lib/redact-secrets';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import { demoPasswordHash } from '../helpers/test-app';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(chunk.toString());
    done();
  },
});
const suite = apiSuite({
  logger: { level: 'info', stream, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
});

/** An administrator invites someone; the invitation's link as the outbox holds it, and its token. */
async function invite(email: string) {
  const passwordHash = await demoPasswordHash();
  const { company } = await createCompany(suite.db);
  const first = await createCompanyAdministrator(suite.db, company.id, { passwordHash });
  const agent = await suite.loginAs(first.email);
  const res = await agent.send('POST', `/api/v1/companies/${company.id}/administrators/invitations`, {
    email,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await mailSentTo(suite.db, email);
  const link = /https?:\/\/\S+\/create-account\/([A-Za-z0-9_-]+)/.exec(mail!.text);
  expect(link).not.toBeNull();
  return { mail: mail!, link: new URL(link![0]), token: link![1]! };
}

describe('invitation tokens', () => {
  it('are kept in the outbox message but blanked in what operations read of it', async () => {
    const { mail, token } = await invite('outbox.token@example.test');
    expect(mail.text).toContain(token);
    const ops = await suite.loginAs('ops@example.com');
    const list = await ops.get('/api/v1/admin/outbox');
    expect(list.body).not.toContain(token);
    const one = await ops.get(`/api/v1/admin/outbox/${mail.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).not.toContain(token);
    expect(one.json().text).toContain(`/create-account/${REDACTED}`);
    // The rest of the message is there for operations to check.
    expect(one.json().text).toContain('create-account');
  });

  it('never reach a request log line: the API, the page and its query', async () => {
    const { link, token } = await invite('log.token@example.test');
    lines.length = 0;
    const view = await suite.app.inject({ method: 'GET', url: `/api/v1/invitations/${token}` });
    expect(view.statusCode).toBe(200);
    await suite.app.inject({ method: 'GET', url: link.pathname });
    await suite.app.inject({ method: 'GET', url: `/omniauth/toast/callback?code=${token}&state=${token}` });
    await suite.app.inject({ method: 'GET', url: `/api/v1/employees?q=Quillfeather&token=${token}` });
    const log = lines.join('');
    expect(log).toContain(`/api/v1/invitations/${REDACTED}`);
    expect(log).toContain(`/create-account/${REDACTED}`);
    expect(log).not.toContain(token);
    expect(log).not.toContain('Quillfeather');
  });
});

describe('redactUrl', () => {
  it.each([
    ['/api/v1/invitations/abcDEF123_-xyz', `/api/v1/invitations/${REDACTED}`],
    ['/api/v1/invitations/abcDEF123_-xyz/accept', `/api/v1/invitations/${REDACTED}/accept`],
    ['/0123456789abcdef/create-account/abcDEF123_-xyz', `/0123456789abcdef/create-account/${REDACTED}`],
    [
      '/omniauth/toast/callback?code=c0de&state=st4te&iss=https%3A%2F%2Fidp',
      `/omniauth/toast/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fidp`,
    ],
    ['/quickbooks/authenticate?company_token=t0k', `/quickbooks/authenticate?company_token=${REDACTED}`],
    ['/x?Q=Name&page=2', `/x?Q=${REDACTED}&page=2`],
    ['/x?%71=Name', `/x?%71=${REDACTED}`],
    ['/api/v1/session', '/api/v1/session'],
    ['/employer-dashboard?company_id_token=abc', '/employer-dashboard?company_id_token=abc'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
