/**
 * Text hygiene and amounts through the API (docs/decisions/0014-input-hygiene.md): control characters are
 * refused at their field instead of crashing the write (by the shared schemas, and by the server-wide
 * backstop for what no schema looks at), amounts accept only amounts, and a refused request changes nothing.
 */

import type { ApplicationResponse } from '@shared/schemas/application';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import {
  beneficiaryPairBody,
  contactBody,
  loadApplicationAsAdmin,
  loadOwnApplication,
} from '../helpers/application';

const SPECIAL = 'Remove the special characters from this field.';
const NOT_AN_AMOUNT = 'Please enter an amount in dollars, like 96,000 or $96,000.00.';

const suite = apiSuite();
const { employee, admin } = suite.cast;
let app: ApplicationResponse;
beforeAll(async () => {
  app = await loadOwnApplication(employee);
});

const contactUrl = () => `/api/v1/employee_forms/${app.employeeForm.id}`;
const snapshot = () => suite.snapshot(app.employeePolicy.id);

describe('a zero byte in a text field', () => {
  it('contact information: 400 at the city, nothing written (it was a 500)', async () => {
    const before = await snapshot();
    const res = await employee.send('PUT', contactUrl(), contactBody(app, { city: 'Oak\u0000land' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      fieldErrors: { city: SPECIAL },
    });
    expect(await snapshot()).toBe(before);
  });

  it('contact information: every field with a control character or lone surrogate is named at once', async () => {
    const before = await snapshot();
    const res = await employee.send(
      'PUT',
      contactUrl(),
      contactBody(app, {
        homeAddress: '1270 Irving\u0007St',
        city: 'Oak\ud800land',
        lastName: 'Car\u001bter',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ homeAddress: SPECIAL, city: SPECIAL, lastName: SPECIAL });
    expect(await snapshot()).toBe(before);
  });

  it('beneficiaries: 400 at beneficiaryPair.beneficiary1City, nothing written (it was a 500)', async () => {
    const before = await snapshot();
    const res = await employee.send(
      'PUT',
      `/api/v2/employee_forms/${app.employeeForm.id}/beneficiary_pairs`,
      {
        beneficiaryPair: beneficiaryPairBody({
          beneficiary1City: 'Oak\u0000land',
          beneficiary1Relationship: 'Spo\u0000use',
        }),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'beneficiaryPair.beneficiary1City': SPECIAL,
      'beneficiaryPair.beneficiary1Relationship': SPECIAL,
    });
    expect(await snapshot()).toBe(before);
  });

  it('additional information: 400 at the job title, as the employee and in admin mode (it was a 500)', async () => {
    await loadApplicationAsAdmin(admin, app.employeeForm.id);
    const url = `/api/v1/employee_policies/${app.employeePolicy.id}/additional_information`;
    const body = { jobTitle: 'Archi\u0000tect', hiredAt: '03/01/2021', employeeType: 'full_time' };
    const before = await snapshot();
    for (const caller of [employee, admin]) {
      const res = await caller.send('PUT', url, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ jobTitle: SPECIAL });
    }
    expect(await snapshot()).toBe(before);
  });

  it('a pasted line break around a one-line field is trimmed, not refused', async () => {
    const res = await employee.send('PUT', contactUrl(), contactBody(app, { city: '\tOakland\r\n' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().employeeForm.city).toBe('Oakland');
  });
});

describe('the server-wide backstop', () => {
  it('refuses a control character in a field no schema looks at, and in the query', async () => {
    const before = await snapshot();
    const unknown = await employee.send('PUT', contactUrl(), contactBody(app, { nickname: 'Em\u0000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ nickname: SPECIAL });
    const query = await suite.app.inject({
      method: 'PUT',
      url: `${contactUrl()}?note=a%00b`,
      headers: { cookie: employee.cookie, 'x-csrf-token': employee.csrfToken },
      payload: contactBody(app),
    });
    expect(query.statusCode).toBe(400);
    expect(query.json().fieldErrors).toEqual({ note: SPECIAL });
    expect(await snapshot()).toBe(before);
  });

  it('refuses nesting deeper than 32 levels with a 400', async () => {
    const res = await employee.send(
      'PUT',
      contactUrl(),
      contactBody(app, { city: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fieldErrors)).toEqual(['This value is nested too deeply.']);
  });

  it('refuses a body on sign-out, which takes none: the session is not ended by a request meant as something else', async () => {
    const agent = await suite.loginAs('employee@example.com');
    const res = await suite.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrfToken, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      code: 'validation_failed',
      fieldErrors: { form: 'This request takes no body.' },
    });
    expect((await agent.get('/api/v1/session')).statusCode).toBe(200);
    expect((await agent.send('DELETE', '/api/v1/session')).statusCode).toBe(204);
  });
});

describe('amounts', () => {
  it.each(['02/30/2026', '-5'])(
    'an annual salary of %j answers 400 at annualSalary and changes nothing',
    async (typed) => {
      const before = await snapshot();
      const res = await employee.send('PUT', contactUrl(), contactBody(app, { annualSalary: typed }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ annualSalary: NOT_AN_AMOUNT });
      expect(await snapshot()).toBe(before);
    },
  );

  it('a salary beyond any amount answers 400, not 500', async () => {
    const before = await snapshot();
    const res = await employee.send(
      'PUT',
      contactUrl(),
      contactBody(app, { annualSalary: '99,999,999,999,999' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      annualSalary: 'Please enter an amount of $1,000,000,000 or less.',
    });
    expect(await snapshot()).toBe(before);
  });

  it('saves the amounts people type: 96,000.00 with or without $ and commas, trimmed', async () => {
    // The salary is the employer's (decision 0077): the administrator types it, in admin mode.
    const asAdmin = await loadApplicationAsAdmin(admin, app.employeeForm.id);
    for (const [typed, stored] of [
      ['$96,000.00', 96_000],
      [' 97500 ', 97_500],
      ['98,250.5', 98_250.5],
    ] as const) {
      const res = await admin.send('PUT', contactUrl(), contactBody(asAdmin, { annualSalary: typed }));
      expect(res.statusCode, typed).toBe(200);
      expect(res.json().employeeForm.annualSalary).toBe(stored);
    }
    // The employee's next write builds on the administrator's.
    app = await loadOwnApplication(employee);
  });

  it('the health account contribution takes only an amount', async () => {
    const url = `/api/v2/employee_policies/${app.employeePolicy.id}/employee_health_accounts`;
    const before = await snapshot();
    for (const typed of ['1,2,3', '12.345', '0.000', '-0'] as const) {
      const res = await employee.send('PUT', url, {
        employeeHealthAccount: { yearlyContributionAmount: typed },
      });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().fieldErrors, typed).toEqual({
        'employeeHealthAccount.yearlyContributionAmount': NOT_AN_AMOUNT,
      });
    }
    expect(await snapshot()).toBe(before);
  });

  it('coverage amounts are amounts even on a decline: no fractions of a cent, nothing beyond the ceiling', async () => {
    const url = `/api/v1/employee_policies/${app.employeePolicy.id}/coverages/life`;
    const before = await snapshot();
    for (const [coverageAmount, message] of [
      [1e17, 'Please enter an amount of $1,000,000,000 or less.'],
      [0.001, NOT_AN_AMOUNT],
    ] as const) {
      const res = await employee.send('PUT', url, { isEnrolling: 'No', coverageAmount });
      expect(res.statusCode, String(coverageAmount)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ coverageAmount: message });
    }
    expect(await snapshot()).toBe(before);
  });
});
