import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import type {
  BorCompanyProfile,
  PartnerPreferencesRequest,
  PayrollAccountItems,
} from '@shared/schemas/broker-of-record';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import { validationFailed } from '../../../lib/app-error';
import { readCompanyProfile } from './bor-profile.service';
import { type BorDeps, lockForWrite, preparedBy, withSection } from './bor-shared';
import { listIntakePlans, setIntakePlanAccounts, updateApplication } from './broker-of-record.repository';
import { readPayrollAccountItems } from './payroll-accounts';

// ---------------------------------------------------------------------------------------------------------
// Deductions: the payroll partner's accounts and the company's preferences

export function readAccountItems(): PayrollAccountItems {
  return readPayrollAccountItems();
}

/**
 * PUT partner preferences: the expense and liability accounts (the company's, and each plan's), each one of the
 * partner's accounts; marks the deductions step complete.
 */
export async function savePartnerPreferences(
  deps: BorDeps,
  actor: Actor,
  companyId: string,
  body: PartnerPreferencesRequest,
): Promise<BorCompanyProfile> {
  const items = readPayrollAccountItems().select_options;
  const expense = new Set(items.expense_select_options.map((o) => o.value));
  const liability = new Set(items.liability_select_options.map((o) => o.value));
  const { preferences } = body;
  const errors: Record<string, string> = {};
  const checkAccount = (value: string | null | undefined, known: Set<string>, at: string) => {
    if (value && !known.has(value)) errors[at] = 'Please choose an account from the list.';
  };
  checkAccount(preferences.expenseAccountID, expense, 'preferences.expenseAccountID');
  checkAccount(preferences.liabilityAccountID, liability, 'preferences.liabilityAccountID');
  (preferences.plans ?? []).forEach((plan, i) => {
    checkAccount(plan.expenseAccount, expense, `preferences.plans.${i}.expenseAccount`);
    checkAccount(plan.liabilityAccount, liability, `preferences.plans.${i}.liabilityAccount`);
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await deps.db.transaction(async (tx) => {
    const { app } = await lockForWrite(tx, companyId, body.version);
    const plans = preferences.plans ?? [];
    if (plans.length > 0) {
      const existing = await listIntakePlans(tx, app.id);
      plans.forEach((plan, i) => {
        if (!existing.some((p) => p.insuranceType === plan.planType && p.planKey === plan.planId))
          errors[`preferences.plans.${i}.planId`] = BOR_MESSAGES.unknownPlan;
      });
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await setIntakePlanAccounts(
        tx,
        app.id,
        plans.map((p) => ({
          planType: p.planType,
          planId: p.planId,
          expenseAccount: p.expenseAccount || null,
          liabilityAccount: p.liabilityAccount || null,
        })),
      );
    }
    await updateApplication(tx, app, {
      ...(preferences.expenseAccountID !== undefined
        ? { expenseAccountId: preferences.expenseAccountID || null }
        : {}),
      ...(preferences.liabilityAccountID !== undefined
        ? { liabilityAccountId: preferences.liabilityAccountID || null }
        : {}),
      ...preparedBy(actor),
      completedSections: withSection(app.completedSections, 'deductions'),
    });
    await writeAudit(tx, {
      accountId: actor.accountId,
      sessionId: actor.sessionId,
      companyId,
      action: 'broker_of_record.preferences_saved',
      subjectType: 'bor_application',
      subjectId: app.id,
      details: { plans: plans.length },
    });
  });
  return readCompanyProfile(deps.db, companyId, actor);
}
