import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

export function findCompany(db: Db, companyId: string) {
  return firstRow(
    db
      .select({ id: companies.id, name: companies.name, idToken: companies.idToken })
      .from(companies)
      .where(eq(companies.id, companyId)),
  );
}
