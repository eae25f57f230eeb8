/**
 * Opening employee renewal applications at signing (decision 0035): each starts from the employee's current
 * elections, moved to the plans that replace theirs; declined lines stay declined; nothing is complete.
 */
import {
  companyPolicies,
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeePolicySteps,
} from '@server/db/schema';
import { startRenewalApplications } from '@server/modules/renewal/employee-renewals/employee-renewals.service';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createCompany, createEmployee, createPlan } from '../factories';
import { apiSuite } from '../helpers/api-suite';

const suite = apiSuite();

it('carries each employee’s elections to the renewal plans, once', async () => {
  const { company, policy } = await createCompany(suite.db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const oldMedical = await createPlan(suite.db, { type: 'medical', offerTo: { companyPolicyId: policy.id } });
  const oldDental = await createPlan(suite.db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  const [next] = await suite.db
    .insert(companyPolicies)
    .values({ companyId: company.id, status: 'upcoming', effectiveAt: '2027-01-01', renewalAt: '2028-01-01' })
    .returning();
  const newMedical = await createPlan(suite.db, { type: 'medical', offerTo: { companyPolicyId: next!.id } });
  const newDental = await createPlan(suite.db, { type: 'dental', offerTo: { companyPolicyId: next!.id } });
  const ana = await createEmployee(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
    dependents: [{ dependentType: 'spouse', bornAt: '1985-02-03' }],
  });
  const ben = await createEmployee(suite.db, suite.cipher, {
    companyId: company.id,
    companyPolicyId: policy.id,
  });
  await suite.db.insert(employeePolicyCoverages).values([
    {
      employeePolicyId: ana.policy.id,
      coverageType: 'medical',
      isEnrolling: 'Yes',
      planId: oldMedical.plan.id,
    },
    {
      employeePolicyId: ana.policy.id,
      coverageType: 'dental',
      isEnrolling: 'Yes',
      planId: oldDental.plan.id,
    },
    { employeePolicyId: ben.policy.id, coverageType: 'medical', isEnrolling: 'No' },
  ]);
  await suite.db.insert(employeePolicyDependentEnrollments).values({
    employeePolicyId: ana.policy.id,
    dependentId: ana.dependents[0]!.id,
    coverageType: 'medical',
    isEnrolling: true,
  });
  await suite.db
    .update(employeePolicies)
    .set({ declinationReason: 'other', declinationReason4Explanation: 'Covered through a union plan' })
    .where(eq(employeePolicies.id, ben.policy.id));
  const input = {
    fromCompanyPolicyId: policy.id,
    toCompanyPolicyId: next!.id,
    effectiveAt: '2027-01-01',
    employeeFormIds: [ana.form.id, ben.form.id],
    plans: {
      replacing: new Map([[oldMedical.plan.id, newMedical.plan.id]]),
      onlyPlanOfLine: { dental: newDental.plan.id },
    },
  };
  expect(await suite.db.transaction((tx) => startRenewalApplications(tx, input))).toBe(2);
  // Again: each keeps the one it has.
  expect(await suite.db.transaction((tx) => startRenewalApplications(tx, input))).toBe(0);

  const renewals = await suite.db
    .select()
    .from(employeePolicies)
    .where(eq(employeePolicies.companyPolicyId, next!.id));
  expect(renewals).toHaveLength(2);
  expect(
    renewals.every((r) => r.isRenewal && r.status === 'upcoming' && r.effectiveAt === '2027-01-01'),
  ).toBe(true);
  const anaRenewal = renewals.find((r) => r.employeeFormId === ana.form.id)!;
  const benRenewal = renewals.find((r) => r.employeeFormId === ben.form.id)!;
  const coverages = await suite.db.select().from(employeePolicyCoverages);
  const of = (id: string) =>
    coverages
      .filter((c) => c.employeePolicyId === id)
      .map((c) => [c.coverageType, c.isEnrolling, c.planId])
      .sort();
  expect(of(anaRenewal.id)).toEqual([
    ['dental', 'Yes', newDental.plan.id],
    ['medical', 'Yes', newMedical.plan.id],
  ]);
  expect(of(benRenewal.id)).toEqual([['medical', 'No', null]]);
  // The reason for declining comes along with the declined line.
  expect(benRenewal).toMatchObject({
    declinationReason: 'other',
    declinationReason4Explanation: 'Covered through a union plan',
  });
  expect(anaRenewal.declinationReason).toBeNull();
  const deps = await suite.db
    .select()
    .from(employeePolicyDependentEnrollments)
    .where(eq(employeePolicyDependentEnrollments.employeePolicyId, anaRenewal.id));
  expect(deps).toMatchObject([
    { dependentId: ana.dependents[0]!.id, coverageType: 'medical', isEnrolling: true },
  ]);
  const steps = await suite.db
    .select()
    .from(employeePolicySteps)
    .where(eq(employeePolicySteps.employeePolicyId, anaRenewal.id));
  expect(steps).toEqual([]);
});
