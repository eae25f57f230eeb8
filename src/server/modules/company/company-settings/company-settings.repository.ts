import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, companyPolicies } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/** What company information reads and writes of the company row (ciphertexts stay on the server). */
const columns = {
  id: companies.id,
  version: companies.version,
  name: companies.name,
  dbaName: companies.dbaName,
  entityType: companies.entityType,
  industryCode: companies.industryCode,
  address1: companies.address1,
  address2: companies.address2,
  city: companies.city,
  state: companies.state,
  zip: companies.zip,
  phone: companies.phone,
  taxIdEncrypted: companies.taxIdEncrypted,
  taxIdLast4: companies.taxIdLast4,
  contactFirstName: companies.contactFirstName,
  contactLastName: companies.contactLastName,
  contactTitle: companies.contactTitle,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
  bankName: companies.bankName,
  bankAccountType: companies.bankAccountType,
  bankRoutingEncrypted: companies.bankRoutingEncrypted,
  bankRoutingLast4: companies.bankRoutingLast4,
  bankAccountEncrypted: companies.bankAccountEncrypted,
  bankAccountLast4: companies.bankAccountLast4,
  bankUpdatedAt: companies.bankUpdatedAt,
};

export type CompanySettingsRow = NonNullable<Awaited<ReturnType<typeof findCompanySettings>>>;

export function findCompanySettings(db: Db, companyId: string) {
  return firstRow(db.select(columns).from(companies).where(eq(companies.id, companyId)));
}

/** The company row, locked for the rest of the transaction: every company-information save takes it first. */
export async function lockCompanySettings(tx: Db, companyId: string): Promise<CompanySettingsRow | null> {
  const [row] = await tx.select(columns).from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

/** The company's plan years (the application's company side is cached per plan year). */
export async function findCompanyPolicyIds(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ id: companyPolicies.id })
    .from(companyPolicies)
    .where(eq(companyPolicies.companyId, companyId));
  return rows.map((r) => r.id);
}
