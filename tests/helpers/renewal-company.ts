/**
 * A company with a current plan year, a census with elections and a launched renewal of three suites (the
 * renewal suite comparison's tests and its bench row, decision 0039). Employees rotate through: the default
 * class on the base medical plan with a spouse and dental; the Office class on the other medical plan; and one
 * who declines medical and has not chosen dental.
 */
import type { Db } from '@server/db/client';
import {
  employeePolicies,
  employeePolicyCoverages,
  employeePolicyDependentEnrollments,
  employeeRoles,
  medicalPlanMappingItems,
  renewalContributions,
} from '@server/db/schema';
import type { FieldCipher } from '@server/lib/field-crypto';
import { and, eq } from 'drizzle-orm';
import {
  addContribution,
  createCompany,
  createCompanyAdministrator,
  createEmployee,
  createPlan,
  createRenewal,
} from '../factories';

export async function createRenewalCompany(
  db: Db,
  cipher: FieldCipher,
  opts: { passwordHash: string; employees?: number },
) {
  const { company, policy, defaultRole } = await createCompany(db, {
    policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2027-01-01' },
  });
  const [office] = await db
    .insert(employeeRoles)
    .values({ companyId: company.id, name: 'Office', sortOrder: 1 })
    .returning();
  const medicalA = await createPlan(db, {
    type: 'medical',
    offerTo: { companyPolicyId: policy.id, isBasePlan: true },
    overrides: {
      deductibleCents: 150_000,
      estimatedCosts: { pcp_visit: '$25', generic_drugs: '$10', urgent_care: '$50' },
    },
  });
  const medicalB = await createPlan(db, {
    type: 'medical',
    rates: [{ unit: 'age21_base', rate: 560 }],
    offerTo: { companyPolicyId: policy.id },
  });
  const dental = await createPlan(db, { type: 'dental', offerTo: { companyPolicyId: policy.id } });
  await addContribution(db, policy.id, 'medical', { name: 'Default class' });
  await addContribution(db, policy.id, 'medical', {
    name: 'Office',
    employeeRoleId: office!.id,
    employeePercentage: 80,
    dependentPercentage: 20,
  });
  await addContribution(db, policy.id, 'dental', { name: 'Default class', employeePercentage: 100 });

  const count = opts.employees ?? 3;
  const people = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 3;
    const made = await createEmployee(db, cipher, {
      companyId: company.id,
      companyPolicyId: policy.id,
      overrides: {
        firstName: ['Ana', 'Ben', 'Cy'][kind],
        employeeRoleId: kind === 1 ? office!.id : defaultRole.id,
        bornAt: `19${70 + (i % 25)}-0${1 + (i % 9)}-15`,
      },
      dependents: kind === 0 ? [{ dependentType: 'spouse', bornAt: '1984-05-06' }] : [],
    });
    await db
      .update(employeePolicies)
      .set({ status: 'enrolled', effectiveAt: '2026-01-01' })
      .where(eq(employeePolicies.id, made.policy.id));
    const coverages =
      kind === 0
        ? [
            { coverageType: 'medical' as const, isEnrolling: 'Yes' as const, planId: medicalA.plan.id },
            { coverageType: 'dental' as const, isEnrolling: 'Yes' as const, planId: dental.plan.id },
          ]
        : kind === 1
          ? [{ coverageType: 'medical' as const, isEnrolling: 'Yes' as const, planId: medicalB.plan.id }]
          : [{ coverageType: 'medical' as const, isEnrolling: 'No' as const, planId: null }];
    await db
      .insert(employeePolicyCoverages)
      .values(coverages.map((c) => ({ ...c, employeePolicyId: made.policy.id })));
    if (kind === 0)
      await db.insert(employeePolicyDependentEnrollments).values({
        employeePolicyId: made.policy.id,
        dependentId: made.dependents[0]!.id,
        coverageType: 'medical',
        isEnrolling: true,
      });
    people.push(made);
  }

  const suiteOf = (shortName: string, base: number) => ({
    shortName,
    plans: [
      { type: 'medical' as const, isBasePlan: true, rates: [{ unit: 'age21_base' as const, rate: base }] },
      { type: 'medical' as const, rates: [{ unit: 'age21_base' as const, rate: base + 90 }] },
      { type: 'dental' as const },
    ],
  });
  const renewal = await createRenewal(db, {
    companyId: company.id,
    currentCompanyPolicyId: policy.id,
    effectiveAt: '2027-01-01',
    suites: [suiteOf('Gold', 520), suiteOf('Silver', 470), suiteOf('Bronze', 410)],
  });
  // The second current plan moves to each suite's second medical plan (the factory maps both to the first).
  const mappingB = await db.query.medicalPlanMappings.findFirst({
    where: (m, { and, eq }) =>
      and(eq(m.renewalId, renewal.renewal.id), eq(m.currentPlanId, medicalB.plan.id)),
  });
  for (const { suite, plans } of renewal.suites)
    await db
      .update(medicalPlanMappingItems)
      .set({ planId: plans[1]!.id })
      .where(
        and(
          eq(medicalPlanMappingItems.mappingId, mappingB!.id),
          eq(medicalPlanMappingItems.planSuiteId, suite.id),
        ),
      );
  // The Office class keeps a richer medical rule on renewal.
  await db.insert(renewalContributions).values({
    renewalId: renewal.renewal.id,
    serviceLine: 'medical',
    name: 'Office',
    contributionType: 'percentage',
    employeePercentage: 75,
    dependentPercentage: 25,
    sortOrder: 5,
  });
  const admin = await createCompanyAdministrator(db, company.id, { passwordHash: opts.passwordHash });
  return {
    company,
    policy,
    defaultRole,
    office: office!,
    medicalA,
    medicalB,
    dental,
    people,
    renewal,
    admin,
  };
}
