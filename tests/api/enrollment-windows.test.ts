/**
 * Reminders and deadlines (issue 35 item 6, decision 0080), on the demo's Harborview (this file's own database;
 * plan year 2027): the administrator sets the enrollment windows within the carriers' rules (bad values refused at
 * their fields, nothing written); Emily, who has not signed, sees her window; the Home says when the first
 * window closes; "send a reminder" mails everyone not finished once a day, within their notice preferences; the
 * automatic reminder goes once a window closes within three days.
 */
import { DEMO_COMPANIES } from '@server/db/seed/companies';
import { sendDueEnrollmentReminders } from '@server/modules/employer/notices/notices.service';
import { addDays, formatIsoDate, formatLongIsoDate } from '@shared/domain/dates/dates';
import { ENROLLMENT_WINDOW_MESSAGES } from '@shared/domain/enrollment-window/enrollment-window';
import type { CompanyPolicy } from '@shared/schemas/company-policy';
import { readToday } from '@shared/schemas/fields';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import { mailSentTo } from '../helpers/outbox';
import type { Agent } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000, config: { jobsWorker: true } });
const { admin } = suite.cast;
const harborview = DEMO_COMPANIES.harborview;
const POLICY = `/api/v2/company_policies/${harborview.companyPolicyId}`;
const REMIND = `/api/v1/companies/${harborview.id}/enrollment_reminders`;
const usDay = (days: number) => {
  const d = addDays(readToday(), days);
  return `${String(d.month).padStart(2, '0')}/${String(d.day).padStart(2, '0')}/${d.year}`;
};
const isoDay = (days: number) => formatIsoDate(addDays(readToday(), days));

let emily: Agent;
let emilyFormId: string;
let james: Agent;
let jamesFormId: string;

beforeAll(async () => {
  emily = await suite.loginAs('employee@example.com');
  emilyFormId = (await emily.get('/api/v1/employee_applications/current')).json().employeeForm.id;
  james = await suite.loginAs('enrolled@example.com');
  jamesFormId = (await james.get('/api/v1/employee_applications/current')).json().employeeForm.id;
});

async function policy(): Promise<CompanyPolicy> {
  const res = await admin.get(POLICY);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function remindersTo(address: string) {
  return (await mailSentTo(suite.db, address)).filter((m) => m.template === 'enrollmentReminder');
}

async function waitForReminders(address: string, count: number) {
  const deadline = Date.now() + 20_000;
  let mails = await remindersTo(address);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    mails = await remindersTo(address);
  }
  return mails;
}

describe('the enrollment windows of a plan year', () => {
  it('start at 30 days for new hires and close open enrollment 15 days before the plan year', async () => {
    expect((await policy()).enrollmentWindow).toEqual({
      newHireWindowDays: 30,
      closesOn: '2026-12-17',
      latestClose: '2026-12-27',
    });
  });

  it('refuses days outside the carriers’ rules, a closing day too late or past, and a stale version, writing nothing', async () => {
    const p = await policy();
    const send = (body: Record<string, unknown>) =>
      admin.send('PUT', `${POLICY}/enrollment_window`, { version: p.version, ...body });
    const days = await send({ newHireWindowDays: 45, enrollmentEndsOn: usDay(5) });
    expect(days.statusCode).toBe(400);
    expect(days.json().fieldErrors).toEqual({ newHireWindowDays: ENROLLMENT_WINDOW_MESSAGES.newHireDays });
    const late = await send({ newHireWindowDays: 30, enrollmentEndsOn: '12/30/2026' });
    expect(late.json().fieldErrors).toEqual({
      enrollmentEndsOn: ENROLLMENT_WINDOW_MESSAGES.endsTooLate('2026-12-27'),
    });
    const past = await send({ newHireWindowDays: 30, enrollmentEndsOn: usDay(-1) });
    expect(past.json().fieldErrors).toEqual({ enrollmentEndsOn: ENROLLMENT_WINDOW_MESSAGES.endsPast });
    const stale = await admin.send('PUT', `${POLICY}/enrollment_window`, {
      version: p.version + 1,
      newHireWindowDays: 21,
      enrollmentEndsOn: usDay(10),
    });
    expect(stale.statusCode).toBe(409);
    const employee = await emily.send('PUT', `${POLICY}/enrollment_window`, {
      version: p.version,
      newHireWindowDays: 21,
      enrollmentEndsOn: usDay(10),
    });
    expect(employee.statusCode).toBe(403);
    expect(await policy()).toMatchObject({ version: p.version, enrollmentWindow: { newHireWindowDays: 30 } });
  });

  it('saves the administrator’s days; Emily and the Home see her window, James (signed) none', async () => {
    const p = await policy();
    const res = await admin.send('PUT', `${POLICY}/enrollment_window`, {
      version: p.version,
      newHireWindowDays: 21,
      enrollmentEndsOn: usDay(10),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as CompanyPolicy).enrollmentWindow).toMatchObject({
      newHireWindowDays: 21,
      closesOn: isoDay(10),
    });
    const own = await emily.get(`/api/v1/employee_forms/${emilyFormId}/enrollment_window`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().window).toEqual({
      kind: 'open_enrollment',
      closesOn: isoDay(10),
      daysLeft: 10,
      isOpen: true,
      text: `Enroll or decline by ${formatLongIsoDate(isoDay(10))} (10 days left).`,
    });
    expect(
      (await james.get(`/api/v1/employee_forms/${jamesFormId}/enrollment_window`)).json().window,
    ).toBeNull();
    // Another employee's window is not hers to read.
    expect((await emily.get(`/api/v1/employee_forms/${jamesFormId}/enrollment_window`)).statusCode).toBe(404);
    const home = (await admin.get(`/api/v1/companies/${harborview.id}/dashboard`)).json();
    expect(home.policy.enrollmentWindow).toEqual({
      openEnrollmentClosesOn: isoDay(10),
      newHireWindowDays: 21,
    });
    const todo = home.todos.find((t: { kind: string }) => ['not_started', 'unsigned'].includes(t.kind));
    expect(todo.label).toContain(`; the first window closes on ${formatLongIsoDate(isoDay(10))}`);
  });
});

describe('send a reminder', () => {
  it('mails everyone not finished, once a day; one person; and refuses someone who finished', async () => {
    const res = await admin.send('POST', REMIND, { employeeFormId: null });
    expect(res.statusCode, res.body).toBe(202);
    const counts = res.json();
    expect(counts.notFinished).toBeGreaterThanOrEqual(counts.reminded);
    expect(counts.reminded).toBeGreaterThanOrEqual(1);
    const mails = await waitForReminders('employee@example.com', 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reminder: choose your benefits with Harborview Architecture, Inc.');
    expect(mails[0]!.text.replace(/\s+/g, ' ')).toContain(
      `Enroll or decline by ${formatLongIsoDate(isoDay(10))} (10 days left).`,
    );
    // Again today, to her alone: nothing more.
    const again = await admin.send('POST', REMIND, { employeeFormId: emilyFormId });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ notFinished: 1, reminded: 1 });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await remindersTo('employee@example.com')).toHaveLength(1);
    // James signed: there is nothing to remind him of.
    const signed = await admin.send('POST', REMIND, { employeeFormId: jamesFormId });
    expect(signed.statusCode).toBe(409);
    expect(await remindersTo('enrolled@example.com')).toHaveLength(0);
    expect((await emily.send('POST', REMIND, { employeeFormId: null })).statusCode).toBe(403);
    expect((await admin.send('POST', REMIND, { employeeFormId: 'not-an-id' })).statusCode).toBe(400);
  });
});

describe('the automatic reminder', () => {
  it('goes once a window closes within three days', async () => {
    const p = await policy();
    expect(
      (
        await admin.send('PUT', `${POLICY}/enrollment_window`, {
          version: p.version,
          newHireWindowDays: 21,
          enrollmentEndsOn: usDay(2),
        })
      ).statusCode,
    ).toBe(200);
    const deps = { db: suite.db, mailer: suite.app.mailer, publicUrl: 'https://benefits.example.com' };
    const first = await sendDueEnrollmentReminders(deps, { now: new Date() });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const mails = await remindersTo('employee@example.com');
    expect(mails).toHaveLength(2);
    const wanted = `Enroll or decline by ${formatLongIsoDate(isoDay(2))} (2 days left).`;
    expect(mails.some((m) => m.text.replace(/\s+/g, ' ').includes(wanted))).toBe(true);
    expect((await sendDueEnrollmentReminders(deps, { now: new Date() })).sent).toBe(0);
    expect(await remindersTo('employee@example.com')).toHaveLength(2);
  });
});
