import { hasHomeZipCode, MISSING_ZIP_MESSAGE } from '@shared/domain/display/display';
import { decideCoverageChoice } from '@shared/domain/enrollment/coverage-choice';
import { COVERAGE_MESSAGES } from '@shared/domain/enrollment/coverage-messages';
import type { CoverageType, DependentType } from '@shared/domain/enums';
import { selectSegment } from '@shared/domain/pricing/segment';
import { getCoverageStep } from '@shared/domain/steps/steps';
import type { ApplicationResponse } from '@shared/schemas/application';
import type { CoverageChoiceRequest } from '@shared/schemas/application-requests';
import type { Db } from '../../../db/client';
import { validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import type { Versioned } from '../../../lib/versioned-write';
import { loadLinePricing } from '../../carriers';
import {
  auditAdminWrite,
  completeStep,
  type Writer,
  writeAndLoadApplication,
} from '../employee-applications/application-writes';
import type { ApplicationRows } from '../employee-applications/employee-applications.service';
import { clearDisallowedHealthAccountContribution } from '../health-accounts/health-accounts.service';
import { buildCoverageFacts } from './coverage-facts';
import { enrollDependentOnLines, replaceCoverage } from './coverages.repository';

/**
 * Enrol in or decline one coverage line (docs/spec/1 §4) → choose{Type}Plan. The rule is the shared one the
 * screen previews with (decideCoverageChoice, decision 0016); here the facts come from the rows read under
 * the application's lock, and a refusal answers 400 with every field error and writes nothing. A home zip
 * code is needed first (plans are priced by it). One transaction, under the lock (writeApplication).
 */
export async function saveCoverageChoice(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  type: CoverageType,
  basedOn: number,
  body: CoverageChoiceRequest,
): Promise<Versioned<ApplicationResponse>> {
  return writeAndLoadApplication(db, writer, employeePolicyId, basedOn, async (tx, rows) => {
    if (!rows.offeredTypes.includes(type)) {
      const message = COVERAGE_MESSAGES.notOffered(type);
      throw validationFailed({ form: message }, message);
    }
    // Plans are priced by home zip: the screen shows no plans without one, and no choice is taken here.
    if (!hasHomeZipCode(rows.form.zipCode))
      throw validationFailed({ form: MISSING_ZIP_MESSAGE }, MISSING_ZIP_MESSAGE);
    const line = await loadLinePricing(tx, rows.policy.companyPolicyId, type);
    const outcome = decideCoverageChoice(buildCoverageFacts(rows, line, type, clock.today()), body);
    if (!outcome.ok) throw validationFailed(outcome.fieldErrors);
    const { decision } = outcome;

    const at = clock.now();
    await replaceCoverage(tx, employeePolicyId, type, decision, at);
    if (type === 'medical') {
      await clearDisallowedHealthAccountContribution(
        tx,
        rows.policy.companyPolicyId,
        employeePolicyId,
        decision.planId,
        at,
      );
    }
    await completeStep(tx, employeePolicyId, getCoverageStep(type), writer.actor.accountId, at);
    await auditAdminWrite(
      tx,
      writer,
      'admin_mode.update_coverage',
      { type: 'employee_policy', id: employeePolicyId },
      { coverageType: type, isEnrolling: decision.isEnrolling, planId: decision.planId },
    );
  });
}

/**
 * Adds a dependent to enrolled lines of a signed application (a qualifying life event, decision 0046), inside the
 * caller's application write: an enrolment row per line, and a tier-priced line's tier moved to the one the
 * people covered now fall in (the coverage choice's own rule: the tier matches who enrols).
 */
export async function addDependentToCoverages(
  tx: Db,
  rows: Pick<ApplicationRows, 'policy' | 'coverages' | 'enrollments' | 'dependents'>,
  dependent: { id: string; dependentType: DependentType },
  lines: readonly CoverageType[],
  at: Date,
): Promise<void> {
  const typeOf = new Map(rows.dependents.map((d) => [d.id, d.dependentType]));
  const enrolledOn = (line: CoverageType) =>
    rows.enrollments
      .filter((e) => e.coverageType === line && e.isEnrolling && typeOf.has(e.dependentId))
      .map((e) => ({ relationship: typeOf.get(e.dependentId)! }));
  await enrollDependentOnLines(
    tx,
    rows.policy.id,
    dependent.id,
    lines.map((line) => {
      const answer = rows.coverages.find((c) => c.coverageType === line);
      return {
        coverageType: line,
        segment:
          answer?.segment == null
            ? null
            : selectSegment([...enrolledOn(line), { relationship: dependent.dependentType }]),
      };
    }),
    at,
  );
}
