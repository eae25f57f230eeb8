import { hash, verify } from '@node-rs/argon2';
import { homePathFor, isAdministratorRole } from '@shared/roles';
import type { RenewalSummary, Session } from '@shared/schemas/auth';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/field-crypto';
import {
  findAccountByEmail,
  findCompanies,
  findEmployeeFormForAccount,
  findRenewalDate,
  insertAccount,
  insertPartnerAccount,
  insertSession,
  setActiveCompany,
} from './session.repository';

// Verified against when the email is unknown, so a wrong email costs the same time as a wrong password.
const DUMMY_HASH = await hash('groupcover-timing-equaliser');

export const INVALID_CREDENTIALS = 'Incorrect email or password.';

/** Checks the password and opens a session; returns the cookie token (only its hash is stored). */
export async function signIn(
  db: Db,
  config: Config,
  input: { email: string; password: string; userAgent: string | null },
): Promise<{ token: string; accountId: string; sessionId: string } | null> {
  const email = input.email.trim().toLowerCase();
  const account = await findAccountByEmail(db, email);
  const ok = await verify(account?.passwordHash ?? DUMMY_HASH, input.password).catch(() => false);
  if (!account || !ok || account.disabledAt) return null;
  return openSession(db, config, { accountId: account.id, userAgent: input.userAgent });
}

/**
 * Opens a session for an account whose identity is already proven (a password just checked, an invitation
 * just accepted); returns the cookie token (only its hash is stored).
 */
export async function openSession(
  db: Db,
  config: Config,
  input: { accountId: string; userAgent: string | null },
): Promise<{ token: string; accountId: string; sessionId: string }> {
  const token = randomToken(32);
  // Both on the app's clock (decision 0084), as the idle and expiry checks (plugins/auth.ts) read them.
  const signedInAt = clock.now();
  const session = await insertSession(db, {
    tokenHash: sha256(token),
    accountId: input.accountId,
    csrfToken: randomToken(24),
    expiresAt: new Date(signedInAt.getTime() + config.sessionMaxHours * 3_600_000),
    lastSeenAt: signedInAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    activeCompanyId: null,
  });
  await writeAudit(db, { accountId: input.accountId, sessionId: session.id, action: 'session.sign_in' });
  return { token, accountId: input.accountId, sessionId: session.id };
}

/** A password's argon2id hash, as every account stores it. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * Creates an account inside the caller's transaction (accepting an invitation); null when the email already
 * belongs to an account (emails are stored lower-cased; the unique index has the last word).
 */
export async function createAccount(
  tx: Db,
  input: { email: string; name: string | null; role: 'employee' | 'benefits_admin'; passwordHash: string },
): Promise<{ id: string } | null> {
  const email = input.email.trim().toLowerCase();
  if (await findAccountByEmail(tx, email)) return null;
  return insertAccount(tx, { email, name: input.name, role: input.role, passwordHash: input.passwordHash });
}

/**
 * What the renewal context adds to the session. Identity sits below it (decision 0083), so the app hands these
 * in (app.ts) to the routes that answer a session, rather than identity calling up.
 */
export type SessionRenewals = {
  /** The administrators' view of each company's renewal (decision 0040). */
  readSummaries(db: Db, companyIds: readonly string[]): Promise<Map<string, RenewalSummary | null>>;
  /** Where an employee lands while their renewal is open and unsigned (issue 35 item 5), else null. */
  findLanding(db: Db, accountId: string): Promise<string | null>;
};

/** What the app shell needs about the signed-in account (see sessionSchema). */
export async function describeSession(
  db: Db,
  config: Config,
  actor: Actor,
  sessionRenewals: SessionRenewals,
): Promise<Session> {
  const [companies, employeeForm] = await Promise.all([
    actor.role === 'employee' ? Promise.resolve([]) : findCompanies(db, actor.companyIds),
    findEmployeeFormForAccount(db, actor.accountId),
  ]);

  const employeeCompany = employeeForm
    ? (companies.find((c) => c.id === employeeForm.companyId) ??
      (await findCompanies(db, [employeeForm.companyId]))[0])
    : undefined;
  const active =
    companies.find((c) => c.id === actor.activeCompanyId) ?? companies[0] ?? employeeCompany ?? null;
  // The administrators' view of each company's renewal (decision 0040); an employee's company needs none.
  const [renewals, renewalDate, renewalLanding] = await Promise.all([
    sessionRenewals.readSummaries(
      db,
      companies.map((c) => c.id),
    ),
    active ? findRenewalDate(db, active.id) : Promise.resolve(null),
    // An employee lands on their renewal while it is open and unsigned (issue 35 item 5).
    actor.role === 'employee' ? sessionRenewals.findLanding(db, actor.accountId) : Promise.resolve(null),
  ]);
  const renewalOf = (companyId: string) => renewals.get(companyId) ?? null;

  return {
    account: {
      id: actor.accountId,
      email: actor.email,
      name: actor.name,
      role: actor.role,
      isAdmin: actor.role === 'operations',
    },
    csrfToken: actor.csrfToken,
    homePath: renewalLanding ?? homePathFor(actor.role),
    companies: companies.map(({ id, name, idToken, state, hasCancellationFormAccess }) => ({
      id,
      name,
      idToken,
      state,
      hasCancellationFormAccess,
      renewal: renewalOf(id),
    })),
    activeCompany: active
      ? {
          id: active.id,
          name: active.name,
          idToken: active.idToken,
          state: active.state,
          hasCancellationFormAccess: active.hasCancellationFormAccess,
          renewal: renewalOf(active.id),
          benefitsAdminConfigured: active.benefitsAdminConfigured,
          renewalDate,
        }
      : null,
    employee: employeeForm
      ? {
          employeeFormId: employeeForm.id,
          firstName: employeeForm.firstName,
          lastName: employeeForm.lastName,
          companyId: employeeForm.companyId,
          companyName: employeeCompany?.name ?? '',
        }
      : null,
    hasCompanyAccess: isAdministratorRole(actor.role) ? companies.length > 0 : false,
    hasEmployeePolicy: Boolean(employeeForm?.policyId),
    canSwitchCompany: companies.length > 1,
    branding: {
      partnerName: active?.partnerName ?? null,
      partnerLogo: active?.partnerLogo ?? null,
      color: active?.partnerColor ?? null,
      hideLogout: active?.hideLogout ?? false,
    },
    idleTimeoutSeconds: config.sessionIdleMinutes * 60,
  };
}

/** Makes another of the actor's companies the active one. */
export async function switchCompany(db: Db, actor: Actor, companyId: string): Promise<Actor> {
  const allowed = actor.companyIds === 'all' || actor.companyIds.includes(companyId);
  if (!allowed) throw new AppError('forbidden', 'You do not manage this company.');
  const [company] = await findCompanies(db, [companyId]);
  if (!company) throw new AppError('not_found', 'That company was not found.');
  await setActiveCompany(db, actor.sessionId, companyId);
  await writeAudit(db, {
    accountId: actor.accountId,
    sessionId: actor.sessionId,
    companyId,
    action: 'session.switch_company',
  });
  return { ...actor, activeCompanyId: companyId };
}

/** A partner user's new account, made at their first partner sign-in; null when the email is already taken. */
export function createPartnerAccount(
  tx: Db,
  values: { email: string; name: string | null; passwordHash: string },
): Promise<{ id: string } | null> {
  return insertPartnerAccount(tx, values);
}

/** Makes a company the session's active one (the caller has checked the account may enter it). */
export function enterCompany(tx: Db, sessionId: string, companyId: string): Promise<void> {
  return setActiveCompany(tx, sessionId, companyId);
}
