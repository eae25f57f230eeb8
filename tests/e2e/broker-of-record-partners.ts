import type { Db } from '@server/db/client';
import { accounts, partners } from '@server/db/schema';
import type { BorPartnerKind } from '@shared/domain/broker-of-record/application';
import { eq } from 'drizzle-orm';
import { createCompany, createCompanyAdministrator } from '../factories';
import { demoPasswordHash } from '../helpers/test-app';

/** A company of a partner prepared for an embedded broker-of-record journey, and its administrator. */
export interface PartnerCompany {
  token: string;
  email: string;
  name: string;
}

const PARTNER_NAMES: Record<BorPartnerKind, { name: string; color: string }> = {
  netsuite: { name: 'NetSuite', color: '#125580' },
  quickbooks: { name: 'QuickBooks', color: '#2ca01c' },
  aba: { name: 'Aba', color: '#3b3b98' },
};

/**
 * For a prepared server (prepared-server.ts): a partner of `kind` (its slug, so the application's mode and
 * partner come from it as decision 0048 derives them) and one enrolled company per name with it, each with an
 * administrator who signs in with the demo password. A company signs once, so a journey takes one per viewport.
 * `credentialsSet: false` makes the administrators accounts a partner session made (no password of their own
 * chosen yet: GET account answers canSetCredentials).
 */
export async function preparePartnerCompanies(
  db: Db,
  kind: BorPartnerKind,
  names: string[],
  options: { credentialsSet?: boolean } = {},
): Promise<PartnerCompany[]> {
  const passwordHash = await demoPasswordHash();
  const [partner] = await db
    .insert(partners)
    .values({ slug: kind, ...PARTNER_NAMES[kind] })
    .returning();
  const made: PartnerCompany[] = [];
  for (const name of names) {
    const { company } = await createCompany(db, {
      name,
      partnerId: partner!.id,
      contactFirstName: 'Ana',
      contactLastName: "O'Neill",
      contactTitle: 'Owner',
      contactEmail: 'ana.oneill@example.test',
      contactPhone: '(415) 555-0142',
      policy: { status: 'enrolled', effectiveAt: '2026-01-01', renewalAt: '2028-01-01' },
    });
    const account = await createCompanyAdministrator(db, company.id, { passwordHash });
    if (options.credentialsSet === false)
      await db.update(accounts).set({ credentialsSet: false }).where(eq(accounts.id, account.id));
    made.push({ token: company.idToken, email: account.email, name });
  }
  return made;
}
