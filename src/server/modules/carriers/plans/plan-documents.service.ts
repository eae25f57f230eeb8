import { COVERAGE_TYPE_LABELS } from '@shared/domain/enums';
import {
  offeredAddress,
  PLAN_LINK_FIELDS,
  PLAN_LINK_MESSAGES,
  planLinkFieldsOf,
} from '@shared/domain/plans/plan-documents';
import type { StoredFile } from '@shared/schemas/files';
import type { Sbc } from '@shared/schemas/plan-details';
import {
  type CatalogPlan,
  PLAN_DOCUMENT_MESSAGES,
  type PlanCatalog,
  type PlanDocumentLinksRequest,
  type PlanDocuments,
} from '@shared/schemas/plan-documents';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { EmployeePolicyAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { notFound, validationFailed } from '../../../lib/app-error';
import { assertVersion } from '../../../lib/versioned-write';
import type { FileStorage } from '../../../plugins/storage/file-storage';
import { findLatestRecordFiles, openLatestRecordFile } from '../../platform';
import { findCatalogPlans, isPlanOffered, lockPlanLinks, updatePlanLinks } from './plans.repository';

/*
 * A plan's documents (issue 34 item 6, decision 0070). The links (SBC, provider directory, formulary) are the
 * carrier's and belong to the plan: operations set them here, for every company offering it. The SBC document
 * is the company's copy (decision 0029: a stored file `plan_sbc` of that company), shown before the link.
 */

/** The documents of a plan as a page shows them: the company's SBC document first, else the carrier's link. */
export function toPlanDocuments(
  plan: { sbcUrl: string | null; providerDirectoryUrl: string | null; formularyUrl: string | null },
  document: StoredFile | undefined,
  documentHref: string,
): PlanDocuments {
  const link = offeredAddress(plan.sbcUrl);
  const sbc: Sbc | null = document
    ? { kind: 'document', href: documentHref, name: document.name, sizeBytes: document.sizeBytes }
    : link
      ? { kind: 'link', href: link }
      : null;
  return {
    sbc,
    providerDirectoryUrl: offeredAddress(plan.providerDirectoryUrl),
    formularyUrl: offeredAddress(plan.formularyUrl),
  };
}

/** The company's stored SBC documents of some plans, by plan id (the newest of each). */
export function findCompanySbcDocuments(db: Db, companyId: string, planIds: readonly string[]) {
  return findLatestRecordFiles(db, companyId, 'plan_sbc', planIds);
}

/**
 * The company's stored SBC of a plan, with its bytes (404 when it holds none). The caller has checked the plan is
 * one the page it serves shows (a renewal's, say); the file must be the company's.
 */
export function openCompanyPlanSbc(
  deps: { db: Db; storage: FileStorage },
  companyId: string,
  planId: string,
) {
  return openLatestRecordFile(deps, companyId, 'plan_sbc', planId);
}

/** The address an employee opens an offered plan's stored SBC at (their application's policy). */
export const employeePlanSbcPath = (employeePolicyId: string, planId: string) =>
  `/api/v1/employee_policies/${employeePolicyId}/plans/${planId}/sbc`;

/** Operations' plans page: every plan with its links. */
export async function listPlanCatalog(db: Db): Promise<PlanCatalog> {
  return { plans: (await findCatalogPlans(db)) as CatalogPlan[] };
}

/**
 * Sets a plan's three links (operations): one transaction, the plan row locked, the version read checked (409 on
 * a stale one) and raised. A link the line has no use for (a formulary on a dental plan) is refused at its field,
 * with every other field's error; the shared schema has already refused what is not https. Audited by the names
 * of the fields changed. A save that changes nothing writes nothing.
 */
export async function savePlanLinks(
  db: Db,
  actor: Actor,
  planId: string,
  request: PlanDocumentLinksRequest,
): Promise<CatalogPlan> {
  await db.transaction(async (tx) => {
    const current = await lockPlanLinks(tx, planId);
    if (!current) throw notFound('That plan');
    const allowed = planLinkFieldsOf(current.type);
    const refused = Object.fromEntries(
      PLAN_LINK_FIELDS.filter((f) => request[f] !== null && !allowed.includes(f)).map((f) => [
        f,
        PLAN_LINK_MESSAGES.notForLine(f, COVERAGE_TYPE_LABELS[current.type]),
      ]),
    );
    if (Object.keys(refused).length > 0) throw validationFailed(refused);
    assertVersion(current.version, request.version, PLAN_DOCUMENT_MESSAGES.version);
    const changed = PLAN_LINK_FIELDS.filter((f) => current[f] !== request[f]);
    if (changed.length === 0) return;
    await updatePlanLinks(tx, planId, {
      sbcUrl: request.sbcUrl,
      providerDirectoryUrl: request.providerDirectoryUrl,
      formularyUrl: request.formularyUrl,
      version: current.version + 1,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: null,
      action: 'plan.document_links_updated',
      subjectType: 'plan',
      subjectId: planId,
      details: { fields: changed },
    });
  });
  const row = (await findCatalogPlans(db)).find((p) => p.id === planId)!;
  return row as CatalogPlan;
}

/** An offered plan's stored SBC for the employee of the policy (404 for a plan the plan year does not offer). */
export async function openEmployeePlanSbc(
  deps: { db: Db; storage: FileStorage },
  access: EmployeePolicyAccess,
  planId: string,
) {
  if (!(await isPlanOffered(deps.db, access.policy.companyPolicyId, planId))) throw notFound('That plan');
  return openLatestRecordFile(deps, access.form.companyId, 'plan_sbc', planId);
}
