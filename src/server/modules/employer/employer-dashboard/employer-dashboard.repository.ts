import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  auditLog,
  companies,
  employeeLifeEvents,
  employeePolicies,
  employeePolicySteps,
} from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}

/** The audit rows about a person: their form, and their applications (every plan year). */
export function findAuditOfPerson(db: Db, employeeFormId: string, limit: number) {
  const policyIds = db
    .select({ id: sql<string>`${employeePolicies.id}::text` })
    .from(employeePolicies)
    .where(eq(employeePolicies.employeeFormId, employeeFormId));
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      accountId: auditLog.accountId,
      adminMode: auditLog.adminMode,
    })
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.subjectType, 'employee_form'), eq(auditLog.subjectId, employeeFormId)),
        and(eq(auditLog.subjectType, 'employee_policy'), inArray(auditLog.subjectId, policyIds)),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}

/** The steps an application has saved, with who saved them. */
export function findSteps(db: Db, employeePolicyId: string) {
  return db
    .select({
      step: employeePolicySteps.step,
      completedAt: employeePolicySteps.completedAt,
      accountId: employeePolicySteps.completedByAccountId,
    })
    .from(employeePolicySteps)
    .where(
      and(
        eq(employeePolicySteps.employeePolicyId, employeePolicyId),
        isNotNull(employeePolicySteps.completedAt),
      ),
    );
}

/** The life events that added a person's dependents (decision 0046), oldest first. */
export function findLifeEventsOfForm(db: Db, employeeFormId: string) {
  return db
    .select({
      id: employeeLifeEvents.id,
      dependentId: employeeLifeEvents.dependentId,
      kind: employeeLifeEvents.kind,
      eventDate: employeeLifeEvents.eventDate,
      effectiveAt: employeeLifeEvents.effectiveAt,
    })
    .from(employeeLifeEvents)
    .where(eq(employeeLifeEvents.employeeFormId, employeeFormId))
    .orderBy(asc(employeeLifeEvents.reportedAt));
}
