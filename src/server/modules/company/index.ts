/**
 * The company context's public face (issue 36, decision 0083): what the other contexts may import from it.
 * They import it from here, never from a file behind it; a name joins the list when another context needs it.
 */
export {
  addPartnerAdministrator,
  addRegisteringAdministrator,
} from './administrators/administrators.service';
export { insertAdministratorMembership } from './administrators/memberships';
export { deriveApplicationStatus } from './companies/application-status';
export {
  addEmployeeRole,
  createPartnerCompany,
  createRegisteredCompany,
  loadEmployeeListRow,
  reactivateEmployeeRoles,
} from './companies/companies.service';
export {
  listCompanyIdsWithPlanYear,
  listContributionChangeDates,
  listPlanYears,
  markPlanYearsChanged,
  readCompanyClasses,
  readCompanyPolicy,
  readCompanySalaries,
  readPlanYearCensus,
  readPlanYearRules,
} from './company-policies/company-policies.service';
export {
  coverageStartIn,
  enrollmentWindowIn,
  findPlanYearForNewPeople,
  type PlanYearForNewPeople,
} from './company-policies/plan-year-for-new-people';
export {
  insertPolicyContributions,
  insertUpcomingPolicy,
  setPolicyStatus,
} from './company-policies/plan-year-records';
export { readBankAccountForDebit, readCompanyInformation } from './company-settings/company-settings.service';
export {
  readPaycheckBasis,
  readPaySchedule,
  toCalendarChanges,
  toPayCalendar,
} from './company-settings/pay-calendar.service';
export {
  countUninvitedEmployees,
  createEmployeeInvitation,
  findLatestEmployeeInvitations,
  findOpenInvitation,
  inviteUninvitedEmployees,
  lockInvitationByToken,
  type PendingInvitationMail,
  recordInvitationAccepted,
  revokeEmployeeInvitations,
  sendEmployeeInvitationMail,
} from './invitations/invitations.service';
export {
  type Coverage,
  type Dependent,
  findDashboardPlanYear,
  findPersonOnDashboardPlanYear,
  findPersonOnPlanYear,
  listPeopleOnPlanYear,
  type Person,
  readApplicationsOf,
} from './plan-year-people/plan-year-people.service';
