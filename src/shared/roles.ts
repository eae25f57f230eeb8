/**
 * Account roles. An account has one role; administrators and brokers act for one or more companies
 * (a membership row each), employees belong to one company through their employee form.
 */
export const ROLES = ['employee', 'benefits_admin', 'broker', 'operations'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that manage companies and may open an employee's application in admin mode. */
export const COMPANY_ROLES = ['benefits_admin', 'broker'] as const satisfies readonly Role[];

/**
 * A company's administrators (decision 0017): its benefits administrators and brokers, and operations, who act
 * for every company. Who may call a company's routes.
 */
export const ADMINISTRATOR_ROLES = [...COMPANY_ROLES, 'operations'] as const satisfies readonly Role[];

export function isAdministratorRole(role: Role): role is (typeof ADMINISTRATOR_ROLES)[number] {
  return (ADMINISTRATOR_ROLES as readonly Role[]).includes(role);
}

/** Where each role lands after sign-in. */
export function homePathFor(role: Role): string {
  return role === 'employee' ? '/employee-application' : '/employer-dashboard';
}
