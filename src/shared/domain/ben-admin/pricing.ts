import type { Cents } from '../money/money';

/**
 * The benefits-administration subscription's price (docs/spec/3 §1, §2): per employee per month, shown as $5 beside
 * a struck-through $6. The monthly total is the count times the price; nothing is prorated or discounted.
 */
export const BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS: Cents = 500;
/** The list price the landing strikes through. */
export const BEN_ADMIN_LIST_PRICE_PER_EMPLOYEE_CENTS: Cents = 600;

/** The employee count the landing starts with (issue 16). */
export const DEFAULT_EMPLOYEE_COUNT = 100;
export const MIN_EMPLOYEE_COUNT = 1;
export const MAX_EMPLOYEE_COUNT = 9999;

/** The monthly subscription for a number of employees, in cents. */
export function priceBenAdminSubscription(employeeCount: number): Cents {
  return employeeCount * BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS;
}

/** Whether a count is one the landing accepts (a whole number 1 to 9999; docs/spec/3 §5). */
export function isValidEmployeeCount(value: number | null): value is number {
  return (
    value !== null && Number.isInteger(value) && value >= MIN_EMPLOYEE_COUNT && value <= MAX_EMPLOYEE_COUNT
  );
}
