import type { FieldCipher } from '../../lib/field-crypto';
import { invalidateAllCaches } from '../../lib/shared-cache';
import type { Db } from '../client';
import { insertAccounts } from './accounts';
import { insertCarriersAndPlans } from './carriers-and-plans';
import { insertCompanies } from './companies';
import { insertEmployees } from './employees';
import { insertIndividualPlans } from './individual-plans';
import { insertIntegrations } from './integrations';
import { insertOutboxMessages } from './mail';
import { insertPartnersAndContacts } from './partners-and-contacts';
import { insertRenewals } from './renewals';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, demoAccount } from './accounts';
export { CARRIERS, DEMO_PLANS, planId as demoPlanId } from './carriers-and-plans';
export { DEMO_COMPANIES, type DemoCompanyKey } from './companies';
export { NEXT_RENEWAL, PLAN_YEAR_START, SEEDED_AT } from './deterministic';
export { DEMO_EMPLOYEE_FORM_IDS, DEMO_EMPLOYEES } from './employees';
export { DEMO_INDIVIDUAL_PLANS, individualPlanId } from './individual-plans';
export { DEMO_PARTNERS, DEMO_SUPPORT_CONTACTS, PAYCOVE_SYNCED_FIELDS } from './partners-and-contacts';
export { DEMO_RENEWALS } from './renewals';

/**
 * Seeds the deterministic demo into an empty database, in one transaction: partner brandings and support
 * contacts, carriers and plans (all nine coverage types for CA, TX and NY), four companies with their
 * upcoming 2027 policies and Juniper, enrolled in 2026 and renewing (its open renewal with three packages,
 * decision 0035), the demo accounts, 6–14 employees per company with families and progress, two messages in
 * the mail outbox, and Harborview's payroll connection (decision 0033).
 * `passwordHash` is the argon2id hash of DEMO_PASSWORD, computed once by the caller; SSNs and tax ids are
 * sealed with `cipher` (their ciphertexts are the only values that differ between two seeds).
 */
export async function seedDemo(db: Db, deps: { cipher: FieldCipher; passwordHash: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPartnersAndContacts(tx);
    await insertCarriersAndPlans(tx);
    await insertIndividualPlans(tx);
    await insertCompanies(tx, deps.cipher);
    await insertAccounts(tx, deps.passwordHash);
    await insertEmployees(tx, deps.cipher);
    await insertOutboxMessages(tx);
    await insertIntegrations(tx);
    await insertRenewals(tx);
  });
  // Servers already running on this database (db:reset on PostgreSQL) forget what they cached of the old rows.
  await invalidateAllCaches(db);
}
