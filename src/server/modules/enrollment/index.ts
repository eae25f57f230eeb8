/**
 * The enrollment context's public face (issue 36, decision 0083): what the other contexts may import from it.
 * They import it from here, never from a file behind it; a name joins the list when another context needs it.
 */
export {
  cancelEmployeePolicies,
  insertCoverages,
  insertDependentEnrollments,
  insertRenewalPolicies,
  moveEmployeePolicies,
  storeReview,
} from './employee-applications/application-state';
export { clearSignature, VERSION_MESSAGES } from './employee-applications/application-writes';
export {
  loadApplication,
  maskFromLast4,
} from './employee-applications/employee-applications.service';
export {
  addPeopleWithApplications,
  findPersonIdByEmail,
  newApplicationIn,
} from './employee-forms/employee-forms.service';
export {
  linkFormToAccount,
  setEmployeeClass,
  storeBenefitsDecision,
  updateEmploymentFields,
} from './employee-forms/employee-records';
export { eraseUnsignedEnrollmentRecords } from './employee-forms/person-erasure.service';
export { getElectionSummary, readApplicationForReview } from './employee-policies/application-summary';
export {
  type EnrolledLineCost,
  type InForceShares,
  listCompanyEnrollmentCosts,
  listPeopleToEnroll,
  priceEnrollmentsOf,
  readInForceShares,
  toElections,
  windowOf,
} from './enrollment-costs/enrollment-costs.service';
export { listHealthAccountContributions } from './health-accounts/health-accounts.service';
