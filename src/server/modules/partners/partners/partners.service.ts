import {
  BENEFITS_DECISION_OF_CHOICE,
  type BenefitsChoice,
  canDecideBenefits,
  openBenefitsChoices,
  partnerKeyPrefix,
} from '@shared/domain/company-people/administrators-and-partners';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { listPartnerSentFields } from '@shared/domain/employment/field-rights';
import type {
  CreatedPartnerApiKey,
  PartnerAddEmployeeOptions,
  PartnerApiKey,
  PartnerEmployeeRequest,
  PartnerSummary,
} from '@shared/schemas/partners';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { PartnerCaller } from '../../../access/partner-keys';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { isUniqueViolation } from '../../../lib/db-errors';
import { randomToken, sha256 } from '../../../lib/field-crypto';
import { assertVersion } from '../../../lib/versioned-write';
import type { Mailer } from '../../../plugins/mail/mailer';
import {
  createEmployeeInvitation,
  findPlanYearForNewPeople,
  type PendingInvitationMail,
  sendEmployeeInvitationMail,
} from '../../company';
import {
  addPeopleWithApplications,
  findPersonIdByEmail,
  newApplicationIn,
  storeBenefitsDecision,
} from '../../enrollment';
import { markSynced } from './integrations.repository';
import {
  findCompaniesByToken,
  findDefaultRoleId,
  findPartner,
  findPartnerAddedForm,
  insertKey,
  listKeys,
  listPartners,
  revokeKey,
} from './partners.repository';

/**
 * Payroll partners (decision 0024): their API keys, which operations manage; the employees they add through
 * the partner API; and the administrator's decision on those employees' benefits.
 */

type KeyRow = Awaited<ReturnType<typeof listKeys>>[number];
const keyOf = (row: KeyRow): PartnerApiKey => ({
  id: row.id,
  name: row.name,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Every partner with its keys (operations' page). */
export async function listPartnersWithKeys(db: Db): Promise<{ partners: PartnerSummary[] }> {
  const rows = await listPartners(db);
  const keys = await listKeys(
    db,
    rows.map((p) => p.id),
  );
  return {
    partners: rows.map((p) => ({ ...p, keys: keys.filter((k) => k.partnerId === p.id).map(keyOf) })),
  };
}

export async function listPartnerKeys(db: Db, partnerId: string): Promise<{ keys: PartnerApiKey[] }> {
  if (!(await findPartner(db, partnerId))) throw notFound('That partner');
  return { keys: (await listKeys(db, [partnerId])).map(keyOf) };
}

/** A new key: `gcp_` + 32 random bytes (base64url), answered once, stored as its SHA-256 and a prefix. */
export function newPartnerKey(): { key: string; prefix: string; hash: string } {
  const key = `gcp_${randomToken(32)}`;
  return { key, prefix: partnerKeyPrefix(key), hash: sha256(key) };
}

export async function createPartnerKey(
  db: Db,
  actor: Actor,
  partnerId: string,
  name: string,
): Promise<CreatedPartnerApiKey> {
  const { key, prefix, hash } = newPartnerKey();
  const row = await db.transaction(async (tx) => {
    if (!(await findPartner(tx, partnerId))) throw notFound('That partner');
    const inserted = await insertKey(tx, {
      partnerId,
      name,
      keyPrefix: prefix,
      keyHash: hash,
      createdByAccountId: actor.accountId,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      action: 'partner_api_key.created',
      subjectType: 'partner_api_key',
      subjectId: inserted.id,
      details: { partnerId, keyPrefix: inserted.keyPrefix },
    });
    return inserted;
  });
  return { apiKey: keyOf(row), key };
}

export async function revokePartnerKey(
  db: Db,
  actor: Actor,
  partnerId: string,
  keyId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await revokeKey(tx, partnerId, keyId, clock.now());
    if (!row) throw notFound('That key');
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      action: 'partner_api_key.revoked',
      subjectType: 'partner_api_key',
      subjectId: row.id,
      details: { partnerId, keyPrefix: row.keyPrefix },
    });
  });
}

export const PARTNER_DUPLICATE_MESSAGE = 'This company already has an employee with this email.';

/** The confirmation page's address for a person (the administrators' e-mail links to it). */
export function confirmationPath(hashId: string, companyIdToken: string): string {
  const query = new URLSearchParams({
    employee_hash_id: hashId,
    company_id_token: toCompanyTokenPrefix(companyIdToken),
  });
  return `/employer-dashboard/partner-add-employee-confirmation?${query}`;
}

/**
 * A partner adds an employee to one of its companies: one transaction inserts the form (the company's
 * default class, eligible, employment active, benefits pending the administrator's decision) and its
 * application for the open plan year, and audits; after the commit the administrators are told by e-mail.
 * The employee is not invited until an administrator approves. A known email answers the person's id.
 */
export async function addPartnerEmployee(
  db: Db,
  mailer: Mailer,
  input: {
    partner: PartnerCaller;
    companyToken: string;
    request: PartnerEmployeeRequest;
    publicUrl: string;
    log?: FastifyBaseLogger;
  },
): Promise<{ created: true; employeeId: string } | { created: false; employeeId: string }> {
  const { partner, request } = input;
  const found = await findCompaniesByToken(db, input.companyToken);
  const company = found.length === 1 ? found[0]! : null;
  if (!company) throw notFound('That company');
  // A connection's key acts for its company only; a partner's own key for the companies it brands.
  const isOneOfTheirs = partner.companyId
    ? partner.companyId === company.id
    : company.partnerId === partner.partnerId;
  if (!isOneOfTheirs) throw forbidden('This company is not one of your companies.');

  const insert = () =>
    db.transaction(async (tx) => {
      const existing = await findPersonIdByEmail(tx, company.id, request.email);
      if (existing) return { created: false as const, employeeId: existing.id };
      const role = await findDefaultRoleId(tx, company.id);
      const plan = await findPlanYearForNewPeople(tx, company.id, { lock: true });
      const added = await addPeopleWithApplications(tx, company.id, [
        {
          form: {
            employeeRoleId: role?.id ?? null,
            firstName: request.firstName,
            lastName: request.lastName,
            email: request.email.toLowerCase(),
            bornAt: request.bornAt,
            hiredAt: request.hiredAt,
            annualSalary: request.annualSalary,
            employeeType: request.employeeType,
            externalId: request.externalId || null,
            isEligible: true,
            employmentStatus: 'active',
            addedByPartnerId: partner.partnerId,
            // Only what the partner really sent is its own (decision 0077).
            syncedFields: listPartnerSentFields(request),
            benefitsDecision: 'pending',
          },
          application: newApplicationIn(plan, request.hiredAt),
        },
      ]);
      const form = added[0]!;
      await writeAudit(tx, {
        accountId: null,
        companyId: company.id,
        action: 'employee.added_by_partner',
        subjectType: 'employee_form',
        subjectId: form.id,
        details: { partnerId: partner.partnerId, keyId: partner.keyId },
      });
      return { created: true as const, employeeId: form.id, hashId: form.hashId };
    });
  // Two requests for one email at once: the unique index refuses the second, which then finds the first.
  const result = await insert().catch(async (err: unknown) => {
    if (!isUniqueViolation(err)) throw err;
    const existing = await findPersonIdByEmail(db, company.id, request.email);
    if (!existing) throw err;
    return { created: false as const, employeeId: existing.id };
  });
  // The partner's system reached the company with a connection's key: that connection has synced.
  if (partner.companyId) await markSynced(db, partner.keyId, clock.now());
  if (!result.created) return result;

  await invalidateCompanyPeople(db, [company.id]);
  const base = input.publicUrl.replace(/\/+$/, '');
  await notifyCompanyAdministrators(
    { db, mailer, log: input.log },
    company.id,
    'partnerEmployeeAdded',
    (a) => ({
      administratorName: a.name,
      partnerName: partner.partnerName,
      employeeName: `${request.firstName} ${request.lastName}`,
      companyName: company.name,
      confirmationUrl: `${base}${confirmationPath(result.hashId, company.idToken)}`,
    }),
  );
  return { created: true, employeeId: result.employeeId };
}

type PartnerFormRow = NonNullable<Awaited<ReturnType<typeof findPartnerAddedForm>>>;

function optionsOf(
  row: PartnerFormRow,
  invitationExpiresAt: string | null = null,
): PartnerAddEmployeeOptions {
  const decision = row.benefitsDecision ?? 'pending';
  return {
    employee: {
      hashId: row.hashId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      hiredAt: row.hiredAt,
      employeeType: row.employeeType,
      partnerName: row.partnerName,
      addedAt: row.createdAt.toISOString(),
    },
    benefitsDecision: decision,
    reason: row.benefitsDecisionReason,
    decidedAt: row.benefitsDecidedAt?.toISOString() ?? null,
    version: row.version,
    choices: openBenefitsChoices(decision),
    invitationExpiresAt,
  };
}

/** The `options` ajax call: the person a partner added and the choices left. */
export async function getPartnerEmployeeOptions(
  db: Db,
  companyId: string,
  hashId: string,
): Promise<PartnerAddEmployeeOptions> {
  const row = await findPartnerAddedForm(db, companyId, hashId);
  if (!row) throw notFound('That employee');
  return optionsOf(row);
}

export const VERSION_CONFLICT_MESSAGE =
  'This employee was changed in another window. Reload to see the latest.';

/**
 * Decides a partner-added person's benefits: one transaction locks the form, checks it is still undecided and
 * the version the page read, stores the decision (raising the version) and audits it without the reason's
 * text. Approving also creates the employee's invitation in the same transaction; its e-mail leaves after the
 * commit.
 */
export async function decideBenefits(
  db: Db,
  mailer: Mailer,
  input: {
    actor: Actor;
    companyId: string;
    hashId: string;
    choice: BenefitsChoice;
    version: number;
    reason?: string;
    publicUrl: string;
  },
): Promise<PartnerAddEmployeeOptions> {
  const decision = BENEFITS_DECISION_OF_CHOICE[input.choice];
  const { mail } = await db.transaction(async (tx) => {
    const row = await findPartnerAddedForm(tx, input.companyId, input.hashId, true);
    if (!row) throw notFound('That employee');
    if (
      !canDecideBenefits(row.benefitsDecision) ||
      !openBenefitsChoices(row.benefitsDecision).includes(input.choice)
    )
      throw new AppError('conflict', 'Benefits for this employee were already decided.');
    assertVersion(row.version, input.version, VERSION_CONFLICT_MESSAGE);
    const at = clock.now();
    await storeBenefitsDecision(tx, row.id, {
      decision,
      reason: decision === 'denied' ? (input.reason ?? null) : null,
      at,
    });
    await writeAudit(tx, {
      accountId: input.actor.accountId,
      sessionId: input.actor.sessionId,
      companyId: input.companyId,
      action: `employee.benefits_${decision}`,
      subjectType: 'employee_form',
      subjectId: row.id,
    });
    let pending: PendingInvitationMail | null = null;
    if (decision === 'approved')
      pending = await createEmployeeInvitation(tx, {
        companyId: input.companyId,
        employeeFormId: row.id,
        invitedByAccountId: input.actor.accountId,
        publicUrl: input.publicUrl,
      });
    return { mail: pending };
  });
  await invalidateCompanyPeople(db, [input.companyId]);
  if (mail) await sendEmployeeInvitationMail(mailer, mail);
  const row = await findPartnerAddedForm(db, input.companyId, input.hashId);
  return optionsOf(row!, mail?.expiresAt.toISOString() ?? null);
}
