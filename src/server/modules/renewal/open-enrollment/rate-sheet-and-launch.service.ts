/**
 * Operations' half of open-enrollment setup (decision 0036): the rate sheet loaded into the
 * renewal suites, and the launch that opens the employees' renewal.
 */

import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { SERVICE_LINES, type ServiceLine } from '@shared/domain/enums';
import { toCentsOrNull } from '@shared/domain/money/money';
import {
  describeRateSheetError,
  type RateSheetError,
  readRateSheet,
} from '@shared/domain/rate-sheet/rate-sheet';
import type { RateSheetRequest, SetupDetail } from '@shared/schemas/open-enrollment';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { notifyCompanyAdministrators } from '../../../lib/company-administrators';
import { invalidateCompanyRenewal } from '../../../lib/company-renewal';
import type { Mailer } from '../../../plugins/mail/mailer';
import { findOrCreateCarrier, insertPlan, loadPricedPlans } from '../../carriers';
import { readCompanyPolicy } from '../../company';
import {
  countSuites,
  deleteRenewalSuites,
  findFirstSuite,
  findSetup,
  insertMapping,
  insertMappingItems,
  insertRates,
  insertRenewalContributions,
  insertSuite,
  insertSuitePlans,
  listRenewalContributions,
  lockSetup,
  raiseSetupVersion,
  updateRenewal,
} from './open-enrollment.repository';

/*
 * Open-enrollment setup and its processing (docs/spec/2 §2.3 and §7; issue 13 items 1–2; decisions 0035, 0036).
 * The broker's submission creates the company's renewal (processing), its setup and its files in one
 * transaction; operations load a CSV rate sheet into the renewal's plan suites (checked against the engine and
 * previewed on the company's census) and launch it: the renewal opens and the administrators are told by
 * e-mail.
 */

import { checkVersion, MESSAGES, readSetupDetail } from './open-enrollment.service';

/**
 * Loads a rate sheet into the setup's renewal (one transaction): its suites replace any the renewal has; the
 * carriers are found by name or made; each plan, its rates, the suites, their plans and the medical plan
 * mappings are written; then each plan must be priced by the engine (a plan it cannot price refuses the whole
 * sheet, naming its row). Answers the setup with the preview.
 */
export async function loadRateSheet(
  db: Db,
  input: { actor: Actor; setupId: string; version: number; request: RateSheetRequest },
): Promise<SetupDetail> {
  const { actor, setupId } = input;
  const setup = await findSetup(db, setupId);
  if (!setup) throw notFound('That setup');
  const currentMedical = setup.currentCompanyPolicyId
    ? ((await readCompanyPolicy(db, setup.companyId, setup.currentCompanyPolicyId, undefined)).lines.find(
        (l) => l.coverageType === 'medical',
      )?.plans ?? [])
    : [];
  const result = readRateSheet(input.request.csv, {
    currentMedicalPlanNames: currentMedical.map((p) => p.name),
  });
  if (!result.ok) throw sheetErrors(MESSAGES.rateSheetInvalid, result.errors);
  const { sheet } = result;

  await db.transaction(async (tx) => {
    const locked = await lockSetup(tx, setupId);
    if (!locked) throw notFound('That setup');
    checkVersion(locked.version, input.version);
    if (locked.status !== 'processing') throw new AppError('conflict', MESSAGES.notProcessing);
    const replaced = await deleteRenewalSuites(tx, locked.renewalId);

    const carrierIds = new Map<string, string>();
    const planIds = new Map<string, string>();
    for (const plan of sheet.plans) {
      const carrierKey = plan.carrier.toLowerCase();
      if (!carrierIds.has(carrierKey))
        carrierIds.set(carrierKey, await findOrCreateCarrier(tx, plan.carrier));
      const id = await insertPlan(tx, {
        carrierId: carrierIds.get(carrierKey)!,
        type: plan.line,
        displayName: plan.name,
        rawName: `${plan.carrier} ${plan.name}`,
        planType: plan.planType,
        state: setup.companyState,
        metalTier: plan.metalTier,
        pricingType: plan.pricingType,
        deductibleCents: toCentsOrNull(plan.deductible),
        estimatedCosts: plan.pcpVisit ? { pcp_visit: plan.pcpVisit } : {},
        annualMaximumCents: toCentsOrNull(plan.annualMaximum),
        preventiveCare: plan.preventiveCare,
        eyeExam: plan.eyeExam,
        lenses: plan.lenses,
        contacts: plan.contacts,
        coverageAmountCents: toCentsOrNull(plan.coverageAmount),
        coverageAmountDisplay:
          plan.coverageAmount === null ? null : `$${plan.coverageAmount.toLocaleString('en-US')}`,
        salaryCoveragePercentage: plan.salaryCoveragePercentage,
        maxBenefitCents: toCentsOrNull(plan.maxBenefit),
        benefitDuration: plan.benefitDuration,
        eliminationPeriod: plan.eliminationPeriod,
      });
      planIds.set(plan.key, id);
      await insertRates(
        tx,
        plan.rates.map((rate) => ({ planId: id, member: 'any' as const, ...rate })),
      );
    }
    const suiteIds = new Map<string, string>();
    for (const suite of sheet.suites) {
      const suiteId = await insertSuite(tx, {
        renewalId: locked.renewalId,
        shortName: suite.name,
        position: suite.position,
      });
      suiteIds.set(suite.name, suiteId);
      await insertSuitePlans(
        tx,
        suite.plans.map((p) => ({
          planSuiteId: suiteId,
          planId: planIds.get(p.planKey)!,
          isBasePlan: p.isBasePlan,
        })),
      );
    }
    for (const [i, mapping] of sheet.mappings.entries()) {
      const current = currentMedical.find((p) => p.name === mapping.currentPlanName);
      const mappingId = await insertMapping(tx, {
        renewalId: locked.renewalId,
        name: mapping.currentPlanName,
        currentPlanId: current?.id ?? null,
        sortOrder: i,
      });
      await insertMappingItems(
        tx,
        mapping.items.map((item) => ({
          mappingId,
          planSuiteId: suiteIds.get(item.suiteName)!,
          planId: planIds.get(item.planKey)!,
        })),
      );
    }

    // The engine must price every plan as it will at renewal: a plan it cannot map refuses the sheet.
    const refused: RateSheetError[] = [];
    for (const plan of sheet.plans) {
      try {
        await loadPricedPlans(tx, [planIds.get(plan.key)!]);
      } catch (err) {
        refused.push({
          row: plan.rowNumber,
          column: null,
          message: `the plan "${plan.name}" cannot be priced (${err instanceof Error ? err.message : 'unknown error'}).`,
        });
      }
    }
    if (refused.length > 0) throw sheetErrors(MESSAGES.notPriceable, refused);

    await raiseSetupVersion(tx, setupId);
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: setup.companyId,
      action: 'open_enrollment.rate_sheet_loaded',
      subjectType: 'open_enrollment_setup',
      subjectId: setupId,
      details: {
        renewalId: locked.renewalId,
        suites: sheet.suites.length,
        plans: sheet.plans.length,
        mappings: sheet.mappings.length,
        replacedSuites: replaced,
      },
    });
  });
  await invalidateCompanyRenewal(db, [setup.companyId]);
  return readSetupDetail(db, setupId);
}

/** A refused sheet: the summary at the file's field and each error under its own key, in the file's order. */
function sheetErrors(message: string, errors: readonly RateSheetError[]): AppError {
  const fieldErrors: Record<string, string> = { csv: message };
  errors.forEach((error, i) => {
    fieldErrors[`sheet.${i}`] = describeRateSheetError(error);
  });
  return validationFailed(fieldErrors, message);
}

/**
 * Launches a setup (one transaction, version checked): the setup is launched, the renewal opens with its first
 * suite selected and, when it has none, the current plan year's active contribution rows copied as its renewal
 * contributions (the six renewal lines; each row named after its class). After the commit every benefits
 * administrator of the company is told by e-mail, with a link to the renewal.
 */
export async function launchSetup(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  input: { actor: Actor; setupId: string; version: number },
): Promise<SetupDetail> {
  const { db } = deps;
  const { actor, setupId } = input;
  const launched = await db.transaction(async (tx) => {
    const locked = await lockSetup(tx, setupId);
    if (!locked) throw notFound('That setup');
    checkVersion(locked.version, input.version);
    if (locked.status !== 'processing') throw new AppError('conflict', MESSAGES.notProcessing);
    if ((await countSuites(tx, locked.renewalId)) === 0) throw new AppError('conflict', MESSAGES.noSuites);
    const first = await findFirstSuite(tx, locked.renewalId);
    const now = clock.now();
    await raiseSetupVersion(tx, setupId, {
      status: 'launched',
      launchedByAccountId: actor.accountId,
      launchedAt: now,
    });
    // The renewal's details start from the plan year renewed: its waiting period, and (below) its contributions.
    const renewed = locked.currentCompanyPolicyId
      ? await readCompanyPolicy(tx, locked.companyId, locked.currentCompanyPolicyId, undefined)
      : null;
    await updateRenewal(tx, locked.renewalId, {
      status: 'open',
      launchedAt: now,
      selectedPlanSuiteId: first?.id ?? null,
      ...(renewed?.waitingPeriod ? { probationaryPeriod: renewed.waitingPeriod } : {}),
    });
    let copied = 0;
    if (
      locked.currentCompanyPolicyId &&
      (await listRenewalContributions(tx, locked.renewalId)).length === 0
    ) {
      const policy = await readCompanyPolicy(
        tx,
        locked.companyId,
        locked.currentCompanyPolicyId,
        'companyContributions',
      );
      const defaultClass = policy.classes.find((c) => c.isDefault);
      const rows = (policy.companyContributions ?? [])
        .filter(
          (row) => row.active !== false && (SERVICE_LINES as readonly string[]).includes(row.serviceLine),
        )
        .map((row, i) => ({
          renewalId: locked.renewalId,
          serviceLine: row.serviceLine as ServiceLine,
          name:
            (row.employeeRoleId
              ? policy.classes.find((c) => c.id === row.employeeRoleId)?.name
              : defaultClass?.name) ??
            defaultClass?.name ??
            'All Staff',
          active: true,
          contributionType: row.contributionType,
          employeePercentage: row.employeePercentage ?? null,
          dependentPercentage: row.dependentPercentage ?? null,
          employeeFixedAmountCents: toCentsOrNull(row.employeeFixedAmount),
          dependentFixedAmountCents: toCentsOrNull(row.dependentFixedAmount),
          // The class is recorded at signing (decision 0035), found by this name.
          employeeRoleId: null,
          sortOrder: i,
        }));
      await insertRenewalContributions(tx, rows);
      copied = rows.length;
    }
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId: locked.companyId,
      action: 'open_enrollment.launched',
      subjectType: 'open_enrollment_setup',
      subjectId: setupId,
      details: {
        renewalId: locked.renewalId,
        selectedPlanSuiteId: first?.id ?? null,
        contributionsCopied: copied,
      },
    });
    return { companyId: locked.companyId, renewalId: locked.renewalId };
  });
  // The renewal record (renewals module, 5 s) shows the opened renewal at once.
  await invalidateCompanyRenewal(db, [launched.companyId]);

  const detail = await readSetupDetail(db, setupId);
  await tellAdministrators(deps, { companyId: launched.companyId, effectiveAt: detail.renewal.effectiveAt });
  return detail;
}

/** E-mails each benefits administrator that the renewal is ready; a failed message is logged, not raised. */
async function tellAdministrators(
  deps: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger },
  input: { companyId: string; effectiveAt: string },
): Promise<void> {
  await notifyCompanyAdministrators(deps, input.companyId, 'renewalReady', (administrator, company) => ({
    administratorName: administrator.name,
    companyName: company.name,
    effectiveOn: formatLongIsoDate(input.effectiveAt),
    renewalUrl: `${deps.publicUrl.replace(/\/+$/, '')}/benefits-administration/renewal?company_id_token=${encodeURIComponent(toCompanyTokenPrefix(company.idToken))}`,
  }));
}
