import { toCensusValues } from '@shared/domain/census/census-file';
import { convertUsDateToIso } from '@shared/domain/dates/dates';
import { describeNewPersonWindow } from '@shared/domain/enrollment-window/enrollment-window';
import { parseAmountInput } from '@shared/domain/money/money';
import { DEFAULT_WAITING_PERIOD } from '@shared/domain/new-hires/coverage-start';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import type { NewEmployee } from '@shared/schemas/employees';
import type { AddEmployeeResponse, NewEmployeeEstimate, NewEmployeeOptions } from '@shared/schemas/new-hires';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Db } from '../../../db/client';
import { AppError, notFound, validationFailed } from '../../../lib/app-error';
import { invalidateCompanyPeople } from '../../../lib/company-people';
import { isUniqueViolation } from '../../../lib/db-errors';
import { MailDeliveryError, type Mailer } from '../../../plugins/mail/mailer';
import { loadLinePricing, priceLine } from '../../carriers';
import {
  coverageStartIn,
  createEmployeeInvitation,
  enrollmentWindowIn,
  findPlanYearForNewPeople,
  type PendingInvitationMail,
  sendEmployeeInvitationMail,
} from '../../company';
import {
  addPeopleWithApplications,
  findPersonIdByEmail,
  newApplicationIn,
} from '../employee-forms/employee-forms.service';
import { findActiveRole, findNewEmployeeOptions } from './new-hires.repository';

/** Add new employee (issue 11, decision 0022): the form's options, the confirm page's estimate, the save. */

export const NEW_HIRE_MESSAGES = {
  emailTaken: 'This email already belongs to a person of this company.',
  unknownClass: 'Please choose a contribution class from the list.',
  noPlanYear: 'This company has no plan year to add employees to.',
} as const;

/** The company's name and its contribution classes (the default first). */
export async function getNewEmployeeOptions(db: Db, companyId: string): Promise<NewEmployeeOptions> {
  const options = await findNewEmployeeOptions(db, companyId);
  if (!options) throw notFound('That company');
  return options;
}

/**
 * The confirm page's estimate: when coverage can start and the company's monthly cost of employee-only
 * coverage on the base medical plan (the plan percent-of-base contributions refer to, else the least
 * expensive), priced by the shared engine at the person's age on the start date, under their class's rule.
 */
export async function estimateNewEmployee(
  db: Db,
  companyId: string,
  input: NewEmployee,
): Promise<NewEmployeeEstimate> {
  const [policy, role] = await Promise.all([
    findPlanYearForNewPeople(db, companyId),
    findActiveRole(db, companyId, input.employeeRoleId),
  ]);
  if (!role) throw validationFailed({ employeeRoleId: NEW_HIRE_MESSAGES.unknownClass });
  if (!policy) throw new AppError('conflict', NEW_HIRE_MESSAGES.noPlanYear);
  const coverageStartsAt = coverageStartIn(policy, convertUsDateToIso(input.hiredAt)!);
  const window = enrollmentWindowIn(policy, convertUsDateToIso(input.hiredAt));
  return {
    enrollmentWindow: window ? { closesOn: window.closesOn, text: describeNewPersonWindow(window) } : null,
    waitingPeriod: policy.waitingPeriod ?? DEFAULT_WAITING_PERIOD,
    isDefaultWaitingPeriod: policy.waitingPeriod === null,
    policyEffectiveAt: policy.effectiveAt,
    coverageStartsAt,
    medical: await estimateMedical(db, policy.id, input, role.id, coverageStartsAt),
  };
}

async function estimateMedical(
  db: Db,
  companyPolicyId: string,
  input: NewEmployee,
  roleId: string,
  startsAt: string,
): Promise<NewEmployeeEstimate['medical']> {
  const line = await loadLinePricing(db, companyPolicyId, 'medical');
  const base = line.basePlan;
  if (!base) return null;
  const salary = parseAmountInput(input.annualSalary);
  const census = buildPricingCensus(
    { id: 'new-employee', bornAt: convertUsDateToIso(input.bornAt)!, tobaccoUser: null },
    [],
    startsAt,
    { annualSalaryDollars: typeof salary === 'number' ? salary : null },
  );
  const index = line.pricedPlans.indexOf(base);
  const cost = priceLine({ ...line, pricedPlans: [base] }, census, roleId)[0]!;
  const premium = Object.values(cost.pricing).reduce((sum, cents) => sum + cents, 0);
  const employee =
    cost.pricingType === 'age'
      ? cost.costBreakdowns.employeeTotalCost
      : cost.costBreakdowns.eeOnly.employeeTotalCost;
  return {
    planName: line.linePlans[index]?.plan.displayName ?? 'Medical plan',
    monthlyPremiumCents: premium,
    monthlyEmployeeCents: employee,
    monthlyEmployerCents: premium - employee,
  };
}

/**
 * Adds a person to the company and invites them, in one transaction: the plan year and the class are read
 * under a share lock, the email must be no other person's of the company (the unique index has the last word),
 * the form and its employee policy (the application, starting when coverage can) are inserted, the invitation
 * is created and everything is audited. The e-mail leaves after the commit; a delivery the mail server refuses
 * is answered as `invitationSent: false`.
 */
export async function addEmployee(
  db: Db,
  mailer: Mailer,
  input: { companyId: string; actor: Actor; employee: NewEmployee; publicUrl: string },
): Promise<AddEmployeeResponse> {
  const { companyId, actor, employee } = input;
  let mail: PendingInvitationMail & { employeeFormId: string };
  try {
    mail = await db.transaction(async (tx) => {
      const [policy, role] = [
        await findPlanYearForNewPeople(tx, companyId, { lock: true }),
        await findActiveRole(tx, companyId, employee.employeeRoleId, true),
      ];
      const fieldErrors: Record<string, string> = {};
      if (!role) fieldErrors.employeeRoleId = NEW_HIRE_MESSAGES.unknownClass;
      if (await findPersonIdByEmail(tx, companyId, employee.email))
        fieldErrors.email = NEW_HIRE_MESSAGES.emailTaken;
      if (Object.keys(fieldErrors).length > 0) throw validationFailed(fieldErrors);
      if (!policy) throw new AppError('conflict', NEW_HIRE_MESSAGES.noPlanYear);

      // The values a census row stores: the census checks its rows with this same form's schema.
      const added = await addPeopleWithApplications(tx, companyId, [
        {
          form: toCensusValues(employee),
          application: newApplicationIn(policy, convertUsDateToIso(employee.hiredAt)),
        },
      ]);
      const form = added[0]!;
      // Names and the email are personal: the audit row names the record, not the person.
      await writeAudit(tx, {
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        companyId,
        action: 'employee.added',
        subjectType: 'employee_form',
        subjectId: form.id,
        details: { employeeType: employee.employeeType, isEligible: employee.isEligible },
      });
      const invitation = await createEmployeeInvitation(tx, {
        companyId,
        employeeFormId: form.id,
        invitedByAccountId: actor.accountId,
        publicUrl: input.publicUrl,
      });
      return { ...invitation, employeeFormId: form.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: NEW_HIRE_MESSAGES.emailTaken });
    throw error;
  }
  await invalidateCompanyPeople(db, [companyId]);
  // The person is added whatever the mail server says; a refused delivery is told, not thrown (the mailer
  // has logged it without the address).
  let invitationSent = true;
  try {
    await sendEmployeeInvitationMail(mailer, mail);
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    invitationSent = false;
  }
  return {
    employeeFormId: mail.employeeFormId,
    email: mail.to,
    invitationExpiresAt: mail.expiresAt.toISOString(),
    invitationSent,
  };
}
