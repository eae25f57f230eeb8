import type { CalendarDate } from '@shared/domain/dates/dates';
import { resolveAgesOn } from '@shared/domain/enrollment/ages';
import { type CoverageChoiceFacts, describeFamily } from '@shared/domain/enrollment/coverage-choice';
import { describeCoveragePlan, readRatedAtAge } from '@shared/domain/enrollment/coverage-plan';
import type { CoverageType } from '@shared/domain/enums';
import { fromCentsOrNull } from '@shared/domain/money/money';
import { buildPricingCensus } from '@shared/domain/pricing/census';
import { PLAN_MONEY, withDollars } from '../../../lib/money-row';
import { type LinePricing, priceLine } from '../../carriers';
import type { ApplicationRows } from '../employee-applications/employee-applications.service';

/**
 * The facts of a coverage choice from the application's rows (read under its lock) and the line's pricing.
 * Pure: the screen builds the same facts from the API's answers (decision 0016), and a property test holds
 * the two to it.
 */
export function buildCoverageFacts(
  rows: Pick<ApplicationRows, 'policy' | 'companyPolicy' | 'form' | 'dependents'>,
  line: LinePricing,
  lineType: CoverageType,
  today: CalendarDate,
): CoverageChoiceFacts {
  const { form } = rows;
  const agesOn = resolveAgesOn(
    { policyEffectiveAt: rows.policy.effectiveAt, planYearEffectiveAt: rows.companyPolicy.effectiveAt },
    today,
  );
  const family = describeFamily({ employeeBornAt: form.bornAt, dependents: rows.dependents }, agesOn);
  // Which plans rate the employee's age: the engine's over_max_age for the employee alone.
  const costs =
    form.bornAt && family.employeeAge !== null
      ? priceLine(
          line,
          buildPricingCensus(
            { id: form.id, bornAt: form.bornAt, tobaccoUser: form.tobaccoUser },
            [],
            agesOn,
            {
              annualSalaryDollars: fromCentsOrNull(form.annualSalaryCents),
            },
          ),
          form.employeeRoleId,
        )
      : [];
  return {
    offer: {
      lineType,
      plans: line.linePlans.map((p, i) =>
        describeCoveragePlan(withDollars(p.plan, PLAN_MONEY), readRatedAtAge(costs[i])),
      ),
    },
    family,
    annualSalary: fromCentsOrNull(form.annualSalaryCents),
  };
}
