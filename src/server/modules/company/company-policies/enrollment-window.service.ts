import { convertUsDateToIso } from '@shared/domain/dates/dates';
import {
  ENROLLMENT_WINDOW_MESSAGES,
  enrollmentEndsOnError,
  openEnrollmentClosesOn,
} from '@shared/domain/enrollment-window/enrollment-window';
import type { CompanyPolicy, EnrollmentWindowRequest } from '@shared/schemas/company-policy';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, forbidden, notFound, validationFailed } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { assertVersion } from '../../../lib/versioned-write';
import { lockPolicy, updateEnrollmentWindow } from './company-policies.repository';
import { readCompanyPolicy } from './company-policies.service';

/** A plan year's enrollment windows (decision 0080): the new-hire window and the open-enrollment close. */

/**
 * Saves a plan year's enrollment windows (decision 0080): under the plan year's lock, its version checked (409),
 * the closing day checked against the plan year by the shared rule at its field; audited; a save that changes
 * nothing writes nothing.
 */
export async function saveEnrollmentWindow(
  db: Db,
  actor: Actor,
  companyId: string,
  companyPolicyId: string,
  request: EnrollmentWindowRequest,
): Promise<CompanyPolicy> {
  await db.transaction(async (tx) => {
    const policy = await lockPolicy(tx, companyPolicyId);
    if (!policy) throw notFound('That plan year');
    if (policy.companyId !== companyId) throw forbidden();
    assertVersion(policy.version, request.version, ENROLLMENT_WINDOW_MESSAGES.version);
    if (!policy.effectiveAt) throw new AppError('conflict', 'The plan year has no dates yet.');
    const endsOn = convertUsDateToIso(request.enrollmentEndsOn)!;
    const error = enrollmentEndsOnError(endsOn, policy.effectiveAt, clock.today());
    if (error) throw validationFailed({ enrollmentEndsOn: error });
    const fields = [
      ...(policy.newHireWindowDays === request.newHireWindowDays ? [] : ['newHireWindowDays']),
      ...(openEnrollmentClosesOn(policy.effectiveAt, policy.enrollmentEndsOn) === endsOn
        ? []
        : ['enrollmentEndsOn']),
    ];
    if (fields.length === 0) return;
    await updateEnrollmentWindow(tx, policy, {
      newHireWindowDays: request.newHireWindowDays,
      enrollmentEndsOn: endsOn,
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'company_policy.enrollment_window_updated',
      subjectType: 'company_policy',
      subjectId: policy.id,
      details: { fields },
    });
  });
  return readCompanyPolicy(db, companyId, companyPolicyId, undefined);
}
