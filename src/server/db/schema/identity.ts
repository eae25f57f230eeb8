import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, flag, id, timestampNow, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { membershipRoleEnum, roleEnum } from './enums';

/** A person who signs in. Email is stored lower-cased. */
export const accounts = pgTable('accounts', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull(),
  /**
   * The person chose this password. False for an account a partner session made for them (its hash is of a
   * random secret nobody knows): broker of record's account step then offers to set one (canSetCredentials).
   */
  credentialsSet: flag('credentials_set', true),
  disabledAt: timestamptz('disabled_at'),
  ...timestamps,
});

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a copy of the
 * database cannot be replayed as a cookie. Revoking = setting revoked_at.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: belongsTo('account_id', () => accounts.id),
    csrfToken: text('csrf_token').notNull(),
    activeCompanyId: uuid('active_company_id').references(() => companies.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: timestampNow('created_at'),
    lastSeenAt: timestampNow('last_seen_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/** Administrators and brokers act for companies through a membership each. */
export const companyMemberships = pgTable(
  'company_memberships',
  {
    accountId: belongsTo('account_id', () => accounts.id),
    companyId: belongsTo('company_id', () => companies.id),
    role: membershipRoleEnum('role').notNull(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.companyId] }),
    index('memberships_company_idx').on(t.companyId),
  ],
);

/** Who did what, when: admin-mode access, sign-ins, signatures and every sensitive change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestampNow('at'),
    accountId: uuid('account_id'),
    sessionId: uuid('session_id'),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    adminMode: flag('admin_mode'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_company_idx').on(t.companyId, t.at),
    index('audit_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/**
 * Sign-in attempts, for the failure limits (decision 0013). In the database, not in process memory: several
 * server processes share the counts and a restart keeps a lockout. An attempt is recorded before the
 * password is checked (so a burst of parallel guesses counts in full) and removed when it succeeds. Neither
 * the email nor the address is stored in clear: both are HMAC-SHA256 keyed by APP_SECRET.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    emailKey: text('email_key').notNull(),
    addressKey: text('address_key').notNull(),
    attemptedAt: timestampNow('attempted_at'),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.emailKey, t.attemptedAt),
    index('sign_in_attempts_address_idx').on(t.addressKey, t.attemptedAt),
  ],
);
