import {
  latestOpenEnrollmentClose,
  openEnrollmentClosesOn,
} from '@shared/domain/enrollment-window/enrollment-window';
import type { PolicyRow } from './company-policies.repository';

/** What a plan year's enrollment windows are, as the plan year's page shows them (decision 0080). */
export function describeWindowSettings(
  policy: Pick<PolicyRow, 'effectiveAt' | 'newHireWindowDays' | 'enrollmentEndsOn'>,
) {
  return {
    newHireWindowDays: policy.newHireWindowDays,
    closesOn: policy.effectiveAt ? openEnrollmentClosesOn(policy.effectiveAt, policy.enrollmentEndsOn) : null,
    latestClose: policy.effectiveAt ? latestOpenEnrollmentClose(policy.effectiveAt) : null,
  };
}
