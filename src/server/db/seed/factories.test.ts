import {
  addContribution,
  addMembership,
  createAccount,
  createCompany,
  createEmployee,
  createPlan,
} from '@tests/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-crypto';
import { type Database, openDatabase } from '../client';
import { companyPolicyPlans, employeeForms } from '../schema';

// The shared test factories (tests/factories) live outside every Vitest project; this checks they insert.
const cipher = createFieldCipher('factory-test-secret-'.padEnd(40, 'x'));

describe('test factories', { timeout: 30_000 }, () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: null, dataDir: null });
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
  });

  it('build a company, accounts, an employee with dependents, plans and contributions', async () => {
    const { db } = database;
    const a = await createCompany(db, { state: 'TX', policy: { typeOfContribution: 'fixed' } });
    const b = await createCompany(db);
    expect(a.company.idToken).toHaveLength(32);
    expect(a.company.idToken).not.toBe(b.company.idToken);
    expect(a.policy).toMatchObject({
      companyId: a.company.id,
      status: 'upcoming',
      typeOfContribution: 'fixed',
    });
    expect(a.defaultRole.isDefault).toBe(true);

    const admin = await createAccount(db, {
      role: 'benefits_admin',
      passwordHash: 'x',
      email: 'Boss@Example.TEST',
    });
    expect(admin.email).toBe('boss@example.test');
    const other = await createAccount(db, { role: 'employee', passwordHash: 'x' });
    expect(other.email).not.toBe(admin.email);
    const membership = await addMembership(db, admin.id, a.company.id, 'benefits_admin');
    expect(membership.companyId).toBe(a.company.id);

    const employee = await createEmployee(db, cipher, {
      companyId: a.company.id,
      ssn: '123-45-6789',
      overrides: { accountId: other.id, maritalStatus: 'married' },
      dependents: [
        { dependentType: 'spouse', bornAt: '1989-01-02' },
        { dependentType: 'child', bornAt: '2018-05-06', ssn: '234567890' },
      ],
    });
    expect(employee.policy.companyPolicyId).toBe(a.policy.id);
    expect(employee.form.ssnLast4).toBe('6789');
    expect(cipher.decrypt(employee.form.ssnEncrypted!)).toBe('123456789');
    expect(employee.dependents.map((d) => d.lastName)).toEqual([
      employee.form.lastName,
      employee.form.lastName,
    ]);
    const [stored] = await db.select().from(employeeForms).where(eq(employeeForms.id, employee.form.id));
    expect(stored?.accountId).toBe(other.id);

    const medical = await createPlan(db, {
      type: 'medical',
      state: 'TX',
      offerTo: { companyPolicyId: a.policy.id },
    });
    expect(medical.rates).toEqual([expect.objectContaining({ unit: 'age21_base', rate: 450 })]);
    const dental = await createPlan(db, { type: 'dental', carrierId: medical.plan.carrierId });
    expect(dental.plan.pricingType).toBe('tier');
    expect(dental.rates).toHaveLength(4);
    const offered = await db
      .select()
      .from(companyPolicyPlans)
      .where(eq(companyPolicyPlans.companyPolicyId, a.policy.id));
    expect(offered.map((o) => o.planId)).toEqual([medical.plan.id]);

    const rule = await addContribution(db, a.policy.id, 'medical');
    expect(rule).toMatchObject({ employeePercentage: 50, dependentPercentage: 0 });
  });
});
