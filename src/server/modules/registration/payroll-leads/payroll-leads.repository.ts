import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companies, partners } from '../../../db/schema';
import { firstRow } from '../../../lib/first-row';

/** A partner's name and branding by its slug (as written in the partners table). */
export function findPartnerBranding(db: Db, slug: string) {
  return firstRow(
    db
      .select({ name: partners.name, slug: partners.slug, logoUrl: partners.logoUrl, color: partners.color })
      .from(partners)
      .where(eq(partners.slug, slug)),
  );
}

export function findCompanyName(db: Db, companyId: string) {
  return firstRow(db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)));
}
