import { COMPANY_TOKEN_PREFIX_LENGTH } from '@shared/domain/company-token';
import { eq, like, type SQL } from 'drizzle-orm';
import { companies } from '../db/schema';

/**
 * The companies a link's `company_id_token` may name, as a condition (matchesCompanyToken's rule in SQL): the
 * whole token, or the companies whose token starts with its 16-character prefix. The caller takes two rows and
 * names a company only when one matched.
 */
export function companyTokenCondition(token: string): SQL {
  return token.length === COMPANY_TOKEN_PREFIX_LENGTH
    ? like(companies.idToken, `${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : eq(companies.idToken, token);
}
