import { sql } from 'drizzle-orm';
import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, timestampNow, timestamps, timestamptz } from './columns';
import { companies, partners } from './companies';
import { accounts } from './identity';

/**
 * A partner's OpenID Connect client (decision 0055): the partner's identity provider (issuer), our client id
 * and secret there (the secret sealed with the field cipher), the origins its popup may post from, and what
 * kind of partner it is (which page its users land on). Branding stays on the partners row.
 */
export const partnerSignInClients = pgTable('partner_sign_in_clients', {
  id: id(),
  partnerId: belongsTo('partner_id', () => partners.id).unique(),
  /** restaurant_payroll (the company picker by FEIN) or accounting (/intuit/router). */
  kind: text('kind').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  allowedOrigins: text('allowed_origins').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

/**
 * A login started with a partner and not yet finished: the state, nonce and PKCE verifier stay here, never in
 * the browser. Single use (consumed_at), short-lived (expires_at). After the callback the partner's claims stay
 * on the row, so the company picker reads the FEINs the identity provider vouched for, for this account only.
 */
export const partnerLogins = pgTable(
  'partner_logins',
  {
    id: id(),
    state: text('state').notNull().unique(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    partnerId: belongsTo('partner_id', () => partners.id),
    returnPath: text('return_path'),
    /**
     * The company the login is for, when it began at `/quickbooks/authenticate?company_token=` (decision 0058):
     * the callback enters it only when the account is one of its administrators (through the partner's vouched
     * companies or an earlier membership); the token itself grants nothing.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestampNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /**
     * Set when the callback succeeded: whose login it was and what the partner said about them (the claims
     * as JSON, sealed with the field cipher: they carry FEINs).
     */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    claimsEncrypted: text('claims_encrypted'),
  },
  (t) => [index('partner_logins_account_idx').on(t.accountId, t.createdAt)],
);

/** An account's identity at a partner: the partner's subject (sub) for it. */
export const partnerIdentities = pgTable(
  'partner_identities',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    partnerId: belongsTo('partner_id', () => partners.id),
    subject: text('subject').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [unique('partner_identities_subject_key').on(t.partnerId, t.subject)],
);

/**
 * A company made from (or matched to) a partner's company, by the partner's id for it (the FEIN for toast):
 * kept only as a keyed hash (lib/field-crypto createKeyedHash), so the FEIN is not in clear here.
 */
export const partnerCompanies = pgTable(
  'partner_companies',
  {
    partnerId: belongsTo('partner_id', () => partners.id),
    remoteKey: text('remote_key').notNull(),
    companyId: belongsTo('company_id', () => companies.id),
    ...timestamps,
  },
  (t) => [unique('partner_companies_remote_key').on(t.partnerId, t.remoteKey)],
);
