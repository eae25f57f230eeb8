/**
 * A terminated employee's account (issue 11, decision 0026): they still sign in and read their application,
 * which says their employment ended and when coverage ends, but every application write answers 403 (theirs
 * and an administrator's in admin mode) until a rehire reopens it. The company is made with the factories.
 */
import { employeeForms } from '@server/db/schema';
import { formatLongIsoDate, formatUsDate } from '@shared/domain/dates/dates';
import type { ApplicationResponse } from '@shared/schemas/application';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import {
  beneficiaryPairBody,
  contactBody,
  familyBody,
  GOOD_STROKES,
  loadApplicationAsAdmin,
  loadOwnApplication,
  SIGNATURE_PNG,
} from '../helpers/application';
import { type Agent, demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite();

/** A date `days` from today, ISO and MM/DD/YYYY, and the last day of its month (ISO). */
function fromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const [year, month, day] = [date.getFullYear(), date.getMonth() + 1, date.getDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${year}-${pad(month)}-${pad(day)}`,
    us: formatUsDate({ year, month, day }),
    monthEnd: `${year}-${pad(month)}-${pad(new Date(year, month, 0).getDate())}`,
  };
}

let companyName: string;
let companyId: string;
let admin: Agent;
let person: Agent;
let formId: string;
let open: ApplicationResponse;

beforeAll(async () => {
  const passwordHash = await demoPasswordHash();
  const { company } = await createCompany(suite.db);
  companyName = company.name;
  companyId = company.id;
  admin = await suite.loginAs(
    (await createCompanyAdministrator(suite.db, company.id, { passwordHash })).email,
  );
  const created = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: company.id,
    passwordHash,
    overrides: { hiredAt: '2022-03-01', lastName: 'Moreau', homePhoneNumber: '(415) 555-0100' },
  });
  formId = created.form.id;
  person = await suite.loginAs(created.account.email);
  open = await loadOwnApplication(person);
});

const employmentUrl = (action: string) => `/api/v1/companies/${companyId}/employees/${formId}/${action}`;

/** Every application write, with a body that passes its route's shape check, based on `app`'s version. */
function writesOf(app: ApplicationResponse): Array<[string, unknown]> {
  const policy = `/api/v1/employee_policies/${app.employeePolicy.id}`;
  return [
    [`/api/v1/employee_forms/${app.employeeForm.id}`, contactBody(app, { city: 'Berkeley' })],
    [`/api/v1/employee_forms/${app.employeeForm.id}/family_information`, familyBody(app)],
    [`${policy}/coverages/dental`, { isEnrolling: 'No' }],
    [`${policy}/additional_information`, { jobTitle: 'Architect' }],
    [
      `/api/v2/employee_forms/${app.employeeForm.id}/beneficiary_pairs`,
      { beneficiaryPair: beneficiaryPairBody() },
    ],
    [
      `${policy}/signature`,
      {
        employeeForm: { id: app.employeeForm.id, socialSecurityNumber: '123-45-6789' },
        employeePolicy: {
          id: app.employeePolicy.id,
          signatureImageDataUrl: SIGNATURE_PNG,
          signatureStrokes: GOOD_STROKES,
        },
        employeeDependents: [],
      },
    ],
  ];
}

describe("a terminated employee's application", () => {
  it('is writable while they work here; the application says so', async () => {
    expect(open.employeeForm).toMatchObject({
      employmentStatus: 'active',
      lastDayAt: null,
      coverageEndsAt: null,
    });
    const saved = await person.send('PUT', `/api/v1/employee_forms/${formId}`, contactBody(open), {
      ifMatch: open.employeePolicy.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('after termination: still signs in and reads it, with the last day and coverage end', async () => {
    const row = (await admin.get(`/api/v1/companies/${companyId}/employees?tab=active`)).json().employees[0];
    const lastDay = fromToday(10);
    const res = await admin.send('POST', employmentUrl('termination'), {
      version: row.version,
      lastDayAt: lastDay.us,
    });
    expect(res.statusCode, res.body).toBe(200);

    const again = await suite.loginAs((await loadOwnApplication(person)).employeeForm.email!);
    const app = await loadOwnApplication(again);
    expect(app.employeeForm).toMatchObject({
      employmentStatus: 'terminated',
      lastDayAt: lastDay.iso,
      coverageEndsAt: lastDay.monthEnd,
    });
  });

  it("refuses every write, the employee's and an administrator's in admin mode, with the reason; writes nothing", async () => {
    const app = await loadOwnApplication(person);
    // Opening in admin mode is audited: the snapshot is taken after it.
    const asAdmin = await loadApplicationAsAdmin(admin, formId);
    const before = await suite.snapshot(app.employeePolicy.id);
    const lastDay = formatLongIsoDate(app.employeeForm.lastDayAt!);
    const coverageEnd = formatLongIsoDate(app.employeeForm.coverageEndsAt!);
    const own = `Your employment with ${companyName} ends on ${lastDay}. Your coverage ends on ${coverageEnd}. Your application can no longer be changed.`;
    for (const [url, body] of writesOf(app)) {
      const res = await person.send('PUT', url, body, { ifMatch: app.employeePolicy.version });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', error: own });
    }
    const theirs = `This person’s employment with ${companyName} ends on ${lastDay}. Their coverage ends on ${coverageEnd}. Their application can no longer be changed. Rehire them on Manage employees to reopen it.`;
    for (const [url, body] of writesOf(asAdmin)) {
      const res = await admin.send('PUT', url, body, { ifMatch: asAdmin.employeePolicy.version });
      expect(res.statusCode, `${url} ${res.body}`).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', error: theirs });
    }
    // Another company's administrator is refused by the scope first, without learning why it is closed.
    const stranger = await suite.cast.nyAdmin.send(
      'PUT',
      `/api/v1/employee_forms/${formId}`,
      contactBody(app),
      { ifMatch: app.employeePolicy.version },
    );
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).not.toContain('employment');
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('says "ended" once the dates have passed', async () => {
    const past = fromToday(-40);
    await suite.db
      .update(employeeForms)
      .set({ lastDayAt: past.iso, coverageEndsAt: fromToday(-1).iso })
      .where(eq(employeeForms.id, formId));
    const app = await loadOwnApplication(person);
    const res = await person.send('PUT', `/api/v1/employee_forms/${formId}`, contactBody(app), {
      ifMatch: app.employeePolicy.version,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(
      `Your employment with ${companyName} ended on ${formatLongIsoDate(past.iso)}. Your coverage ended on ${formatLongIsoDate(fromToday(-1).iso)}. Your application can no longer be changed.`,
    );
  });

  it('opens again on rehire', async () => {
    const row = (await admin.get(`/api/v1/companies/${companyId}/employees?tab=terminated`)).json()
      .employees[0];
    const rehired = await admin.send('POST', employmentUrl('rehire'), {
      version: row.version,
      hiredAt: fromToday(1).us,
    });
    expect(rehired.statusCode, rehired.body).toBe(200);
    const app = await loadOwnApplication(person);
    expect(app.employeeForm).toMatchObject({
      employmentStatus: 'active',
      lastDayAt: null,
      coverageEndsAt: null,
    });
    const saved = await person.send(
      'PUT',
      `/api/v1/employee_forms/${formId}`,
      contactBody(app, { city: 'Oakland' }),
      {
        ifMatch: app.employeePolicy.version,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().employeeForm.city).toBe('Oakland');
  });
});
