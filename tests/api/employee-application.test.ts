import { auditLog, employeeDependents } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_EMPLOYEE_FORM_IDS } from '@server/db/seed';
import { applicationResponseSchema } from '@shared/schemas/application';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../helpers/api-suite';
import {
  contactBody,
  familyBody,
  findStoredForm,
  loadApplicationAsAdmin,
  loadOwnApplication,
} from '../helpers/application';

const suite = apiSuite();
const { employee, texan, admin, nyAdmin } = suite.cast;

describe('load application', () => {
  it('answers the whole application response, dates as MM/DD/YYYY and SSNs only masked', async () => {
    const res = await suite
      .loginAs('enrolled@example.com')
      .then((a) => a.get('/api/v1/employee_applications/current'));
    expect(res.statusCode).toBe(200);
    const body = applicationResponseSchema.parse(res.json());
    expect(body.employeeForm.bornAt).toBe('02/22/1986');
    expect(body.employeeForm.hiredAt).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(body.employeeForm.socialSecurityNumberMasked).toMatch(/^XXX-XX-\d{4}$/);
    expect(
      body.employeeDependents.every((d) => /^XXX-XX-\d{4}$/.test(d.socialSecurityNumberMasked ?? '')),
    ).toBe(true);
    expect(res.body).not.toMatch(/\b\d{3}-?\d{2}-?\d{4}\b(?<!XXX-XX-\d{4})/);
    // Life and whole life enrolled: beneficiaries are required.
    expect(body.employeePolicy.isBeneficiariesRequired).toBe(true);
    expect(body.employeePolicy.insurancesWithBeneficiariesCategories).toEqual(['life', 'whole_life']);
    expect(body.employeePolicy.coverages.medical?.isEnrolling).toBe('Yes');
    expect(body.employeePolicy.completedAt).not.toBeNull();
    expect(body.employeePolicy.signedAt).not.toBeNull();
    expect(body.healthAccount.benefitStatus).toBe('done');
    expect(body.employeeRoles.map((r) => r.name)).toEqual(['All Staff', 'Management']);
    expect(body.company).toMatchObject({
      id: DEMO_COMPANIES.harborview.id,
      state: 'CA',
      asksTobaccoUse: false,
    });
    expect(body.company.renewalDate).toBe('2028-01-01');
  });

  it('gives not_offered as the health account status when the employer has none, and the declined flag', async () => {
    const declined = await loadOwnApplication(await suite.loginAs('declined@example.com'));
    expect(declined.healthAccount.benefitStatus).toBe('not_offered');
    expect(declined.employeePolicy.isDeclinedAndCompleted).toBe(true);
    expect(declined.employeePolicy.declinationReason).toBe('spouse_parent_plan');
    expect(declined.company.asksTobaccoUse).toBe(true);
    expect(declined.partner.syncedEmployeeFields).toContain('bornAt');
  });

  it('opens in admin mode for the company administrator, audited, and refuses other companies', async () => {
    const own = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.employee);
    expect(own.adminMode).toBe(true);
    const [audit] = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.open_application'),
          eq(auditLog.subjectId, DEMO_EMPLOYEE_FORM_IDS.employee),
        ),
      );
    expect(audit?.adminMode).toBe(true);
    expect(
      (await nyAdmin.get(`/api/v1/employee_applications/${DEMO_EMPLOYEE_FORM_IDS.employee}`)).statusCode,
    ).toBe(403);
    expect(
      (await employee.get(`/api/v1/employee_applications/${DEMO_EMPLOYEE_FORM_IDS.texas}`)).statusCode,
    ).toBe(404);
  });
});

describe('PUT /api/v1/employee_forms/{id} (contact information)', () => {
  it("saves the contact form, converts the birth date and completes basicInformation, keeping the employer's salary and class", async () => {
    const app = await loadOwnApplication(employee);
    const management = app.employeeRoles.find((r) => r.name === 'Management')!;
    const stored = await findStoredForm(suite.db, app.employeeForm.id);
    expect(app.employeeForm.lockedFields).toMatchObject({
      annualSalary: 'employer',
      employeeRoleId: 'employer',
    });
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, {
        homeAddress: '881 Valencia Street',
        middleInitial: 'Q',
        annualSalary: '$101,500',
        bornAt: '06/15/1989',
        workPhoneNumber: '',
        employeeRole: management.id,
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = applicationResponseSchema.parse(res.json());
    expect(body.employeePolicy.completedSteps).toContain('basicInformation');
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    expect(form).toMatchObject({
      homeAddress: '881 Valencia Street',
      middleInitial: 'Q',
      annualSalaryCents: stored!.annualSalaryCents,
      bornAt: '1989-06-15',
      workPhoneNumber: null,
      employeeRoleId: stored!.employeeRoleId,
    });
    expect(stored!.employeeRoleId).not.toBe(management.id);
  });

  it('reports every field error at once and writes nothing', async () => {
    const app = await loadOwnApplication(employee);
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, {
        firstName: '',
        middleInitial: 'AB',
        homeAddress: 'P.O. Box 1234',
        zipCode: '9411',
        homePhoneNumber: '123',
        workPhoneNumber: '555',
        bornAt: '02/30/1990',
        gender: 'other',
        maritalStatus: '',
        annualSalary: '',
        employeeRole: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'Required',
      middleInitial: 'Middle initial must be a single letter.',
      homeAddress: 'Please enter a physical address. PO boxes are not accepted.',
      zipCode: 'Please enter a valid 5-digit zip code.',
      homePhoneNumber: 'Please enter a valid 10-digit phone number.',
      workPhoneNumber: 'Please enter a valid 10-digit phone number.',
      bornAt: 'Please enter a real date.',
      gender: 'Required',
      maritalStatus: 'Required',
      // The class is the employer's and never written; a made-up one is refused as bad input all the same.
      employeeRole: 'Please choose a role from the list.',
    });
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('asks tobacco use only where the company asks it, and keeps synced fields that hold a value', async () => {
    const app = await loadOwnApplication(texan);
    const before = await suite.snapshot(app.employeePolicy.id);
    const missing = await texan.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { tobaccoUser: null }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ tobaccoUser: 'Required' });
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);

    // firstName, lastName, bornAt and annualSalary come from payroll: changes to them are ignored.
    const res = await texan.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, {
        firstName: 'Changed',
        bornAt: '',
        annualSalary: '1',
        tobaccoUser: 'Yes',
        city: 'Round Rock',
      }),
    );
    expect(res.statusCode).toBe(200);
    const form = await findStoredForm(suite.db, app.employeeForm.id);
    expect(form).toMatchObject({
      firstName: 'Diego',
      bornAt: '1988-09-09',
      annualSalaryCents: 6_400_000,
      tobaccoUser: 'Yes',
      city: 'Round Rock',
    });
  });

  it("refuses another employee's form (404) and another company's administrator (403)", async () => {
    const app = await loadOwnApplication(employee);
    const body = contactBody(app);
    const before = await suite.snapshot(app.employeePolicy.id);
    expect((await texan.send('PUT', `/api/v1/employee_forms/${app.employeeForm.id}`, body)).statusCode).toBe(
      404,
    );
    expect(
      (await nyAdmin.send('PUT', `/api/v1/employee_forms/${app.employeeForm.id}`, body)).statusCode,
    ).toBe(403);
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it('saves in admin mode and writes the change to the audit log', async () => {
    const app = await loadApplicationAsAdmin(admin, DEMO_EMPLOYEE_FORM_IDS.noZip);
    const res = await admin.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}`,
      contactBody(app, { homeAddress: '1 Irving St', city: 'San Francisco', zipCode: '94122' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().adminMode).toBe(true);
    const audits = await suite.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'admin_mode.update_contact_information'),
          eq(auditLog.subjectId, app.employeeForm.id),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ adminMode: true, accountId: admin.session.account.id });
    expect(JSON.stringify(audits[0]!.details)).not.toMatch(/94122|Irving/);
  });
});

describe('PUT /api/v1/employee_forms/{id}/family_information', () => {
  it('updates by id, adds new dependents, deactivates removed ones and completes familyInformation', async () => {
    const app = await loadOwnApplication(employee);
    const [spouse, firstChild, secondChild] = familyBody(app).dependents;
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
      {
        dependents: [
          { ...spouse, firstName: 'Mike' },
          firstChild,
          {
            firstName: 'Lily',
            lastName: 'Carter',
            bornAt: '03/04/2024',
            gender: 'female',
            dependentType: 'child',
          },
        ],
      },
    );
    expect(res.statusCode).toBe(200);
    const body = applicationResponseSchema.parse(res.json());
    expect(body.employeePolicy.completedSteps).toContain('familyInformation');
    expect(body.employeeDependents.map((d) => d.firstName)).toEqual(['Mike', 'Ava', 'Lily']);
    const rows = await suite.db
      .select()
      .from(employeeDependents)
      .where(eq(employeeDependents.employeeFormId, app.employeeForm.id));
    expect(rows).toHaveLength(4);
    expect(rows.find((d) => d.id === secondChild!.id)?.active).toBe(false);
    expect(rows.find((d) => d.firstName === 'Lily')).toMatchObject({ bornAt: '2024-03-04', active: true });
  });

  it('refuses a second spouse, a bad date and an unknown id with field errors, writing nothing', async () => {
    const app = await loadOwnApplication(employee);
    const before = await suite.snapshot(app.employeePolicy.id);
    const [spouse, child] = familyBody(app).dependents;
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
      {
        dependents: [
          spouse,
          { ...child, dependentType: 'domestic_partner', bornAt: '13/01/2020' },
          { firstName: '', lastName: 'Carter', bornAt: '01/01/1990', gender: 'male', dependentType: 'child' },
        ],
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'dependents.1.dependentType':
        'Only one spouse or domestic partner can be added. Choose Child for this person.',
      'dependents.1.bornAt': 'Please enter a real date.',
      'dependents.2.firstName': 'Required',
      'dependents.2.bornAt': 'A child must be under 26 years old to be added as a dependent.',
    });
    const unknown = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
      {
        dependents: [{ ...spouse, id: '00000000-0000-4000-8000-000000000000' }],
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      'dependents.0.id': 'This dependent was not found. Reload the page and try again.',
    });
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });

  it("refuses another employee's dependents and another company's administrator", async () => {
    const other = await loadOwnApplication(texan);
    const app = await loadOwnApplication(employee);
    const before = await suite.snapshot(app.employeePolicy.id);
    const res = await employee.send(
      'PUT',
      `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
      {
        dependents: familyBody(other).dependents,
      },
    );
    expect(res.statusCode).toBe(400);
    expect(
      (
        await texan.send(
          'PUT',
          `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
          familyBody(app),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await nyAdmin.send(
          'PUT',
          `/api/v1/employee_forms/${app.employeeForm.id}/family_information`,
          familyBody(app),
        )
      ).statusCode,
    ).toBe(403);
    expect(await suite.snapshot(app.employeePolicy.id)).toBe(before);
  });
});
