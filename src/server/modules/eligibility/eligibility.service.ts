import {
  evaluateEligibility,
  getEligibilityResultMessage,
} from '../../../shared/domain/eligibility/eligibility-quiz';
import type { EligibilityResult, PlanEligibility } from '../../../shared/domain/enums';
import type { EligibilityAnswers } from '../../../shared/schemas/application-requests';
import type { Db } from '../../db/client';
import {
  auditAdminWrite,
  loadWritableApplication,
  type Writer,
} from '../employee-applications/application-writes';
import { findEligibilityFacts, upsertEligibilityAnswers } from './eligibility.repository';

const UNANSWERED: EligibilityAnswers = {
  isEnrollingW2: null,
  spouseOnlyGroup: null,
  partnershipWithSpouses: null,
  decliningEmployee: null,
};

/** The company's quiz state: its answers, the result of the decision table (note 0101) and its sentence. */
export async function getCompanyEligibility(db: Db, companyId: string) {
  const facts = await findEligibilityFacts(db, companyId);
  const answers: EligibilityAnswers = facts.answers
    ? {
        isEnrollingW2: facts.answers.isEnrollingW2,
        spouseOnlyGroup: facts.answers.spouseOnlyGroup,
        partnershipWithSpouses: facts.answers.partnershipWithSpouses,
        decliningEmployee: facts.answers.decliningEmployee,
      }
    : UNANSWERED;
  const result = evaluateEligibility(facts.nonOwnerW2Count, facts.state, answers).result;
  return {
    answers,
    result,
    message: getEligibilityResultMessage(result),
    employeeCount: facts.nonOwnerW2Count,
  };
}

/** A plan's company eligibility badge from the quiz result: all plans → eligible, none → ineligible, else unknown. */
export function toPlanEligibility(result: EligibilityResult): PlanEligibility {
  if (result === 'eligible_all') return 'eligible';
  if (result === 'not_eligible') return 'ineligible';
  return 'unknown';
}

/** Saves the answers for the employee's company (they describe the company, so they are stored per company). */
export async function saveEligibilityAnswers(
  db: Db,
  writer: Writer,
  employeePolicyId: string,
  answers: EligibilityAnswers,
) {
  const rows = await loadWritableApplication(db, employeePolicyId);
  await db.transaction(async (tx) => {
    await upsertEligibilityAnswers(tx, rows.company.id, answers, new Date());
    await auditAdminWrite(tx, writer, 'admin_mode.update_eligibility_answers', {
      type: 'company',
      id: rows.company.id,
    });
  });
  return getCompanyEligibility(db, rows.company.id);
}
