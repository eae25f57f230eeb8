import { toCentsOrNull } from '@shared/domain/money/money';
/**
 * Who may change which employment field (issue 35 item 1, decision 0077): the class, salary, hire date, type and
 * eligibility are the employer's; the employee sees them read-only and the server ignores what they send for
 * them; "From {partner}" only for the fields a partner really sent for this person.
 */

import { employeeRoles } from '@server/db/schema';
import { DEMO_PARTNERS } from '@server/db/seed/partners-and-contacts';
import { describe, expect, it } from 'vitest';
import { createCompany, createCompanyAdministrator, createEmployeeWithAccount } from '../factories';
import { apiSuite } from '../helpers/api-suite';
import {
  contactBody,
  findStoredForm,
  loadApplicationAsAdmin,
  loadOwnApplication,
} from '../helpers/application';
import { demoPasswordHash } from '../helpers/test-app';

const suite = apiSuite({ timeoutMs: 120_000 });
const paycove = DEMO_PARTNERS.paycove.id;
const additional = { jobTitle: 'Lead Analyst', hiredAt: '05/01/2024', employeeType: 'owner' };

/** A Paycove-branded company with two classes, its administrator and one employee typed in by hand. */
async function makeCompany(employee: { annualSalary?: number | null } = {}) {
  const made = await createCompany(suite.db, { partnerId: paycove });
  const [management] = await suite.db
    .insert(employeeRoles)
    .values({ companyId: made.company.id, name: 'Management', isDefault: false })
    .returning();
  const passwordHash = await demoPasswordHash();
  const adminAccount = await createCompanyAdministrator(suite.db, made.company.id, { passwordHash });
  const person = await createEmployeeWithAccount(suite.db, suite.cipher, {
    companyId: made.company.id,
    passwordHash,
    overrides: {
      employeeRoleId: made.defaultRole.id,
      lastName: 'Rivera',
      homePhoneNumber: '4155550100',
      annualSalaryCents: toCentsOrNull(employee.annualSalary === undefined ? 75000 : employee.annualSalary),
    },
  });
  return {
    ...made,
    management: management!,
    person,
    admin: await suite.loginAs(adminAccount.email),
    employee: await suite.loginAs(person.account.email),
  };
}

describe('employment fields are the employer’s', () => {
  it('shows class, salary, hire date and type locked to the employee, and none as from the partner', async () => {
    const { employee } = await makeCompany();
    const app = await loadOwnApplication(employee);
    expect(app.employeeForm.lockedFields).toEqual({
      employeeRoleId: 'employer',
      annualSalary: 'employer',
      hiredAt: 'employer',
      employeeType: 'employer',
      isEligible: 'employer',
    });
    // Typed in by hand at a Paycove company: nothing came from Paycove.
    expect(app.employeeForm.syncedFields).toEqual([]);
  });

  it('ignores the class and salary the employee sends, and saves the rest', async () => {
    const { employee, person, management } = await makeCompany();
    const app = await loadOwnApplication(employee);
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { employeeRole: management.id, annualSalary: '$1', city: 'Oakland' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const stored = await findStoredForm(suite.db, app.employeeForm.id);
    expect(stored).toMatchObject({
      employeeRoleId: person.form.employeeRoleId,
      annualSalaryCents: 7_500_000,
      city: 'Oakland',
    });
    // A made-up class id is bad input all the same: refused at its field, nothing written.
    const bogus = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { employeeRole: '00000000-0000-4000-8000-000000000000', city: 'Fresno' }),
    );
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().fieldErrors).toEqual({ employeeRole: 'Please choose a role from the list.' });
    expect(await findStoredForm(suite.db, app.employeeForm.id)).toMatchObject({
      employeeRoleId: person.form.employeeRoleId,
      city: 'Oakland',
    });
  });

  it('ignores the hire date and type the employee sends, and saves the job title', async () => {
    const { employee } = await makeCompany();
    const app = await loadOwnApplication(employee);
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_policies/${app.employeePolicy.id}/additional_information`,
      additional,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await findStoredForm(suite.db, app.employeeForm.id)).toMatchObject({
      jobTitle: 'Lead Analyst',
      hiredAt: '2022-03-01',
      employeeType: 'full_time',
    });
  });

  it('lets the employee fill an empty salary once; after that it is the employer’s', async () => {
    const { employee } = await makeCompany({ annualSalary: null });
    const app = await loadOwnApplication(employee);
    expect(app.employeeForm.lockedFields.annualSalary).toBeUndefined();
    const url = `/api/v1/employee_forms/${app.employeeForm.id}`;
    expect((await employee.send('PUT', url, contactBody(app, { annualSalary: '$52,000' }))).statusCode).toBe(
      200,
    );
    expect((await findStoredForm(suite.db, app.employeeForm.id))!.annualSalaryCents).toBe(5_200_000);
    const again = await loadOwnApplication(employee);
    expect(again.employeeForm.lockedFields.annualSalary).toBe('employer');
    expect(
      (await employee.send('PUT', url, contactBody(again, { annualSalary: '$99,000' }))).statusCode,
    ).toBe(200);
    expect((await findStoredForm(suite.db, app.employeeForm.id))!.annualSalaryCents).toBe(5_200_000);
  });

  it('lets the administrator in admin mode change the class, salary, hire date and type', async () => {
    const { admin, person, management } = await makeCompany();
    const app = await loadApplicationAsAdmin(admin, person.form.id);
    expect(app.employeeForm.lockedFields).toEqual({});
    const contact = await admin.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { employeeRole: management.id, annualSalary: '$81,000' }),
    );
    expect(contact.statusCode, contact.body).toBe(200);
    const bad = await admin.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { employeeRole: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ employeeRole: 'Please choose a role from the list.' });
    const more = await admin.send(
      'PUT',
      `/api/v1/employee_policies/${app.employeePolicy.id}/additional_information`,
      additional,
    );
    expect(more.statusCode, more.body).toBe(200);
    expect(await findStoredForm(suite.db, person.form.id)).toMatchObject({
      employeeRoleId: management.id,
      annualSalaryCents: 8_100_000,
      hiredAt: '2024-05-01',
      employeeType: 'owner',
    });
  });
});

describe('"From the partner" only for what the partner sent', () => {
  it('stores the fields the partner API sent, and locks those (filled) for everyone', async () => {
    const { company, admin } = await makeCompany();
    const connected = await admin.send('POST', `/api/v1/companies/${company.id}/integrations`, {
      partnerId: paycove,
      version: null,
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const email = `sent.${company.id}@example.test`;
    const added = await suite.app.inject({
      method: 'POST',
      url: `/api/partner/v1/companies/${company.idToken}/employees`,
      headers: { authorization: `Bearer ${connected.json().key}` },
      payload: {
        firstName: 'Dana',
        lastName: 'Sent',
        email,
        bornAt: '1990-01-02',
        hiredAt: '2026-11-02',
        employeeType: 'full_time',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const formId = added.json().employeeId as string;
    expect((await findStoredForm(suite.db, formId))!.syncedFields).toEqual([
      'firstName',
      'lastName',
      'bornAt',
      'hiredAt',
    ]);
    const app = await loadApplicationAsAdmin(admin, formId);
    // The administrator is not locked out of the class or salary; only what Paycove sent is Paycove's.
    expect(app.employeeForm.lockedFields).toEqual({
      firstName: 'partner',
      lastName: 'partner',
      bornAt: 'partner',
      hiredAt: 'partner',
    });
  });
});
