/**
 * The mail adapter in the app: by default messages go to the outbox table, which operations read through the
 * API (and no one else); with SMTP_URL they go to the SMTP server instead and the outbox stays empty.
 */
import { mailOutbox } from '@server/db/schema';
import { SAMPLE_INVITATION as invitation } from '@server/plugins/mail/test-fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { type Agent, buildTestApp, type TestApp } from '../helpers/test-app';

describe('the outbox (no SMTP_URL)', () => {
  const suite = apiSuite({ timeoutMs: 120_000 });
  let ops: Agent;
  let broker: Agent;

  beforeAll(async () => {
    [ops, broker] = await Promise.all([
      suite.loginAs('ops@example.com'),
      suite.loginAs('broker@example.com'),
    ]);
  });

  it('keeps a sent message in the outbox, and operations list it newest first', async () => {
    expect(suite.app.mailer.transport).toBe('outbox');
    await suite.app.mailer.sendMail('applicationInvitation', 'emily.carter@example.com', invitation);
    await suite.app.mailer.sendMail('applicationSigned', 'enrolled@example.com', {
      employeeFirstName: 'Jordan',
      companyName: 'Harborview Architecture',
      signedOn: 'November 23, 2026',
      choices: ['Medical: declined'],
      applicationUrl: 'https://benefits.example.com/employee-application',
    });

    const res = await ops.get('/api/v1/admin/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { messages } = res.json();
    // The two just sent, then the demo's two.
    expect(messages).toHaveLength(4);
    expect(messages.slice(2).map((m: { to: string }) => m.to)).toEqual([
      'enrolled@example.com',
      'employee@example.com',
    ]);
    expect(messages[1]).toEqual({
      id: expect.any(String),
      to: 'emily.carter@example.com',
      subject: 'Your benefits application from Harborview Architecture is waiting',
      template: 'applicationInvitation',
      transport: 'outbox',
      createdAt: expect.any(String),
      sentAt: null,
    });
    expect(messages[0]).toMatchObject({ to: 'enrolled@example.com', template: 'applicationSigned' });
    expect(messages[0]).not.toHaveProperty('text');
  });

  it('shows operations one message with its text', async () => {
    const { messages } = (await ops.get('/api/v1/admin/outbox')).json();
    const invitationId = messages.find((m: { to: string }) => m.to === 'emily.carter@example.com').id;
    const res = await ops.get(`/api/v1/admin/outbox/${invitationId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invitationId, to: 'emily.carter@example.com' });
    expect(res.json().text).toContain('Start your application: https://benefits.example.com/login');
    expect((await ops.get('/api/v1/admin/outbox/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is for operations only: 403 to employees, administrators and brokers, 401 to anyone signed out', async () => {
    const { messages } = (await ops.get('/api/v1/admin/outbox')).json();
    for (const agent of [suite.cast.employee, suite.cast.admin, suite.cast.nyAdmin, broker]) {
      expect((await agent.get('/api/v1/admin/outbox')).statusCode).toBe(403);
      expect((await agent.get(`/api/v1/admin/outbox/${messages[0].id}`)).statusCode).toBe(403);
    }
    expect((await suite.app.inject({ method: 'GET', url: '/api/v1/admin/outbox' })).statusCode).toBe(401);
  });

  it('lists at most the 100 most recent messages', async () => {
    await suite.database.db.execute(sql`
      insert into mail_outbox (to_address, subject, text, html, template, created_at)
      select 'bulk@example.com', 'Bulk ' || n, 'text', '<p>html</p>', 'applicationInvitation',
        now() - make_interval(days => 1, secs => n)
      from generate_series(1, 120) as n`);
    const { messages } = (await ops.get('/api/v1/admin/outbox')).json();
    expect(messages).toHaveLength(100);
    // The two sent above are newer than the bulk ones, which are newer than the demo's.
    expect(messages.slice(0, 2).map((m: { to: string }) => m.to)).toEqual([
      'enrolled@example.com',
      'emily.carter@example.com',
    ]);
    expect(messages[2].subject).toBe('Bulk 1');
  });
});

describe('SMTP (SMTP_URL set)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      mail: { transport: 'smtp', url: smtp.url },
      mailFrom: 'Groupcover <benefits@groupcover.test>',
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers to the SMTP server and keeps nothing in the outbox', async () => {
    expect(t.app.mailer.transport).toBe('smtp');
    const countOutbox = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]?.n;
    const before = await countOutbox();
    await t.app.mailer.sendMail('applicationInvitation', 'emily.carter@example.com', invitation);
    const mail = await smtp.nextMail();
    expect(mail.envelope.to).toEqual(['emily.carter@example.com']);
    expect(mail.parsed.subject).toBe('Your benefits application from Harborview Architecture is waiting');
    expect(mail.parsed.text).toContain('Please complete it by December 15, 2026.');
    expect(mail.parsed.html).toContain('<p>Hello Emily,</p>');
    expect(await countOutbox()).toBe(before);
  });
});
