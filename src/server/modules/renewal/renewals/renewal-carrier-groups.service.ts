import {
  FORM_ERROR_KEY,
  RENEWAL_CARRIER_GROUP_MESSAGES,
  RENEWAL_MESSAGES,
  type RenewalCarrierGroups,
  type RenewalCarrierGroupsRequest,
} from '@shared/schemas/renewal';
import type { Actor } from '../../../access/actor';
import type { Db } from '../../../db/client';
import { AppError, validationFailed } from '../../../lib/app-error';
import { putCarrierGroupsOnRecord, readCarrierGroups } from '../../carriers';
import { findCurrentRenewal, findSuitePlans, lockRenewal, type RenewalRow } from './renewals.repository';

/*
 * The carriers' numbers at renewal (issue 34 item 5, decisions 0069 and 0073): for each carrier of the selected
 * package, the group number the carrier gives the group for the new plan year and its codes for the package's
 * plans. They are the company's numbers with the carrier, kept by the carrier-identifiers module (one per company
 * and carrier, as operations and broker of record set them): this flow reads and writes them through its service.
 */

const formError = (code: ConstructorParameters<typeof AppError>[0], message: string) =>
  new AppError(code, message, { [FORM_ERROR_KEY]: message });

/** The renewal whose package is shown: open or signed (a renewal being prepared has no package yet). */
function requireReady(renewal: RenewalRow | null): RenewalRow {
  if (!renewal) throw formError('not_found', RENEWAL_MESSAGES.noRenewal);
  if (renewal.status !== 'open' && renewal.status !== 'signed')
    throw formError('conflict', RENEWAL_CARRIER_GROUP_MESSAGES.notReady);
  return renewal;
}

/** The selected package's carriers, each with its plans there, in the order the package lists them. */
async function packageCarriers(db: Db, renewal: RenewalRow) {
  const suite = renewal.selectedPlanSuiteId ? await findSuitePlans(db, renewal.selectedPlanSuiteId) : [];
  const byCarrier = new Map<
    string,
    {
      carrierId: string;
      carrierName: string;
      plans: Array<{ planId: string; planName: string; rawName: string; coverageType: string }>;
    }
  >();
  for (const p of suite) {
    const carrier = byCarrier.get(p.carrierId) ?? {
      carrierId: p.carrierId,
      carrierName: p.carrierName,
      plans: [],
    };
    carrier.plans.push({ planId: p.id, planName: p.name, rawName: p.rawName, coverageType: p.type });
    byCarrier.set(p.carrierId, carrier);
  }
  return [...byCarrier.values()];
}

/** GET ben_admin_renewal/carrier_groups: each carrier of the package with the numbers on record. */
export async function readRenewalCarrierGroups(db: Db, companyId: string): Promise<RenewalCarrierGroups> {
  const renewal = requireReady(await findCurrentRenewal(db, companyId));
  return {
    effectiveAt: renewal.effectiveAt,
    status: renewal.status,
    carriers: await readCarrierGroups(db, companyId, await packageCarriers(db, renewal)),
  };
}

/**
 * PUT ben_admin_renewal/carrier_groups: the numbers of the package's carriers, while the renewal is open or
 * signed (the carrier often gives the number after the employer signs). One transaction: the renewal locked (so
 * its package and status hold), each carrier checked to be the package's and sent once, then the numbers put on
 * record by the carrier-identifiers service (rows locked, versions checked, codes only for the carrier's plans in
 * the package, `source` renewal, audited). The renewal's own version is not raised: the numbers are not the
 * renewal's, and a details form open beside them stays current.
 */
export async function saveRenewalCarrierGroups(
  db: Db,
  actor: Actor,
  companyId: string,
  request: RenewalCarrierGroupsRequest,
): Promise<RenewalCarrierGroups> {
  await db.transaction(async (tx) => {
    const current = requireReady(await findCurrentRenewal(tx, companyId));
    const renewal = requireReady(await lockRenewal(tx, current.id));
    const carriers = new Map((await packageCarriers(tx, renewal)).map((c) => [c.carrierId, c]));
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    request.carriers.forEach((row, i) => {
      if (!carriers.has(row.carrierId))
        errors[`carriers.${i}.carrierId`] = RENEWAL_CARRIER_GROUP_MESSAGES.otherCarrier;
      else if (seen.has(row.carrierId))
        errors[`carriers.${i}.carrierId`] = RENEWAL_CARRIER_GROUP_MESSAGES.repeated;
      seen.add(row.carrierId);
      for (const planId of Object.keys(row.planCodes))
        if (!carriers.get(row.carrierId)?.plans.some((p) => p.planId === planId))
          errors[`carriers.${i}.planCodes.${planId}`] = RENEWAL_CARRIER_GROUP_MESSAGES.otherPlan;
    });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    await putCarrierGroupsOnRecord(tx, {
      companyId,
      source: 'renewal',
      actor,
      entries: request.carriers.map((row, i) => ({
        carrierId: row.carrierId,
        groupNumber: row.groupNumber,
        planCodes: row.planCodes,
        version: row.version,
        allowedPlanIds: new Set(carriers.get(row.carrierId)!.plans.map((p) => p.planId)),
        fieldPrefix: `carriers.${i}.`,
      })),
    });
  });
  return readRenewalCarrierGroups(db, companyId);
}
