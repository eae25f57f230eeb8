import {
  evaluateEligibility,
  getEligibilityResultMessage,
} from '@shared/domain/eligibility/eligibility-quiz';
import type { EligibilityResult, PlanEligibility } from '@shared/domain/enums';
import type { EligibilityAnswers } from '@shared/schemas/application-requests';
import type { EmployeePolicyAccess } from '../../../access/employee-access';
import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { auditAdminWrite, type Writer, writeApplication } from '../employee-applications/application-writes';
import {
  findEligibilityFacts,
  upsertEligibilityAnswers,
  upsertEmployeeEligibilityAnswers,
} from './eligibility.repository';

const UNANSWERED: EligibilityAnswers = {
  isEnrollingW2: null,
  spouseOnlyGroup: null,
  partnershipWithSpouses: null,
  decliningEmployee: null,
};

const pickAnswers = (row: EligibilityAnswers): EligibilityAnswers => ({
  isEnrollingW2: row.isEnrollingW2,
  spouseOnlyGroup: row.spouseOnlyGroup,
  partnershipWithSpouses: row.partnershipWithSpouses,
  decliningEmployee: row.decliningEmployee,
});

/**
 * The quiz as one application's viewer sees it (decision 0012): the employee sees their own answers when they
 * gave some, else the company's; an administrator in admin mode sees (and edits) the company's. With the
 * result of the decision table (note 0101) and its sentence.
 */
export async function getEligibility(
  db: Db,
  access: Pick<EmployeePolicyAccess, 'form' | 'policy' | 'adminMode'>,
) {
  const facts = await findEligibilityFacts(db, access.form.companyId, access.policy.id);
  const own = access.adminMode ? null : facts.employeeAnswers;
  const stored = own ?? facts.companyAnswers;
  const answers = stored ? pickAnswers(stored) : UNANSWERED;
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

/**
 * Saves quiz answers. An employee's own answers are kept on their application and change only their view;
 * the company's answers, which every coworker's badges follow, are written only by the company's
 * administrators, brokers or operations in admin mode (decision 0012). The quiz is not part of what is
 * signed, and its answers are sent whole on every change (debounced), so it takes the application's lock
 * but no version.
 */
export async function saveEligibilityAnswers(
  db: Db,
  writer: Writer & { access: EmployeePolicyAccess },
  answers: EligibilityAnswers,
) {
  const { access } = writer;
  await writeApplication(db, writer, access.policy.id, 'unversioned', async (tx, rows) => {
    const at = clock.now();
    if (!access.adminMode) {
      await upsertEmployeeEligibilityAnswers(tx, rows.policy.id, answers, at);
      return;
    }
    await upsertEligibilityAnswers(tx, rows.company.id, answers, at);
    await auditAdminWrite(tx, writer, 'admin_mode.update_eligibility_answers', {
      type: 'company',
      id: rows.company.id,
    });
  });
  return getEligibility(db, access);
}
