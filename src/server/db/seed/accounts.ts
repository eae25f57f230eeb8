import type { Role } from '@shared/roles';
import { accounts, brokerLicenses, companyMemberships } from '../schema';
import { DEMO_COMPANIES, type DemoCompanyKey } from './companies';
import { accountIdFor, demoId, employeeFormIdFor, SEEDED_AT, type Tx } from './deterministic';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo-password';

export type DemoAccount = {
  id: string;
  email: string;
  role: Role;
  name: string;
  /** Employees: their employer. Administrators and brokers: the companies they act for (a membership each). */
  companies: readonly DemoCompanyKey[];
  /** Employees: the employee form linked to the account. */
  employeeFormId: string | null;
  /** What signing in with this account shows. */
  shows: string;
};

type AccountSeed = Omit<DemoAccount, 'id' | 'employeeFormId'> & { employeeKey?: string };

const ACCOUNT_SEEDS: readonly AccountSeed[] = [
  {
    email: 'employee@example.com',
    role: 'employee',
    name: 'Emily Carter',
    companies: ['harborview'],
    employeeKey: 'emily-carter',
    shows:
      'Employee of Harborview Architecture (CA), married with two children; the company offers all nine coverage types and an HSA; application not started.',
  },
  {
    email: 'enrolled@example.com',
    role: 'employee',
    name: 'James Whitaker',
    companies: ['harborview'],
    employeeKey: 'james-whitaker',
    shows:
      'Completed and signed application at Harborview: HSA medical plan, dental, vision, voluntary life, whole life, disability, and an HSA contribution.',
  },
  {
    email: 'employee.nozip@example.com',
    role: 'employee',
    name: 'Marcus Lee',
    companies: ['harborview'],
    employeeKey: 'marcus-lee',
    shows: 'Employee with no home address or zip code: the choose-plan steps ask for a zip code first.',
  },
  {
    email: 'employee.tx@example.com',
    role: 'employee',
    name: 'Diego Salazar',
    companies: ['bluebonnet'],
    employeeKey: 'diego-salazar',
    shows:
      'Employee of Bluebonnet Supply Co. (TX) under the Paycove Payroll branding: medical, dental and vision only, the tobacco question, and name, birth date, hire date and salary synced from payroll (read-only).',
  },
  {
    email: 'declined@example.com',
    role: 'employee',
    name: 'Hannah Brooks',
    companies: ['bluebonnet'],
    employeeKey: 'hannah-brooks',
    shows: "Declined all coverage (covered by her spouse's plan) and completed: only the done page.",
  },
  {
    email: 'employee.ny@example.com',
    role: 'employee',
    name: 'Abigail Foster',
    companies: ['catskill'],
    employeeKey: 'abigail-foster',
    shows:
      'Employee of Catskill Provisions Bakery (NY), whose medical is not set up yet: dental, vision and employer-paid basic life only.',
  },
  {
    email: 'employee.buffalo@example.com',
    role: 'employee',
    name: 'Lauren Kowalczyk',
    companies: ['elmwood'],
    employeeKey: 'lauren-kowalczyk',
    shows:
      'Employee of Elmwood Physical Therapy (NY) under the Ledgerline Accounting branding: tier-rated New York medical, percent-of-base-plan contributions.',
  },
  {
    email: 'renewal@example.com',
    role: 'employee',
    name: 'Diego Alvarez',
    companies: ['juniper'],
    employeeKey: 'diego-alvarez',
    shows:
      'Employee of Juniper Landscape Co. (CA), enrolled in 2026 medical, dental and vision with his wife and son; renews for 2027 once the employer signs the renewal.',
  },
  {
    email: 'admin@example.com',
    role: 'benefits_admin',
    name: 'Rachel Kim',
    companies: ['harborview', 'bluebonnet', 'juniper'],
    shows:
      'Benefits administrator of Harborview Architecture, Bluebonnet Supply Co. and Juniper Landscape Co. (switch company); Juniper is renewing for 2027.',
  },
  {
    email: 'admin.ny@example.com',
    role: 'benefits_admin',
    name: 'Theo Marchetti',
    companies: ['catskill'],
    shows: 'Benefits administrator of Catskill Provisions Bakery only.',
  },
  {
    email: 'broker@example.com',
    role: 'broker',
    name: 'Karen Liu',
    companies: ['harborview', 'bluebonnet', 'catskill', 'elmwood', 'juniper'],
    shows: 'Broker acting for all five demo companies.',
  },
  {
    email: 'ops@example.com',
    role: 'operations',
    name: 'Sam Patel',
    companies: [],
    shows: 'Groupcover internal operations.',
  },
];

/** Every demo login (password `demo-password`), with what it shows; ids are stable. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = ACCOUNT_SEEDS.map(({ employeeKey, ...a }) => ({
  ...a,
  id: accountIdFor(a.email),
  employeeFormId: employeeKey ? employeeFormIdFor(employeeKey) : null,
}));

/** The demo account with this email (throws when there is none). */
export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account;
}

/** The employee seed key linked to each employee demo account (used by the employee seed). */
export const ACCOUNT_EMAIL_BY_EMPLOYEE_KEY: ReadonlyMap<string, string> = new Map(
  ACCOUNT_SEEDS.flatMap((a) => (a.employeeKey ? [[a.employeeKey, a.email] as const] : [])),
);

export async function insertAccounts(tx: Tx, passwordHash: string): Promise<void> {
  await tx.insert(accounts).values(
    DEMO_ACCOUNTS.map((a) => ({
      id: a.id,
      email: a.email,
      name: a.name,
      passwordHash,
      role: a.role,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
  const memberships = DEMO_ACCOUNTS.filter((a) => a.role === 'benefits_admin' || a.role === 'broker').flatMap(
    (a) =>
      a.companies.map((c) => ({
        accountId: a.id,
        companyId: DEMO_COMPANIES[c].id,
        role: a.role as 'benefits_admin' | 'broker',
        createdAt: SEEDED_AT,
      })),
  );
  await tx.insert(companyMemberships).values(memberships);
  // The demo broker is licensed in New York: Catskill's broker-of-record letters name them (decision 0081).
  await tx.insert(brokerLicenses).values(
    DEMO_BROKER_LICENSES.map(({ email, ...licence }) => ({
      id: demoId(`broker-license:${email}:${licence.state}`),
      ...licence,
      accountId: demoAccount(email).id,
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })),
  );
}

/** The demo brokers' licences per state. */
export const DEMO_BROKER_LICENSES = [
  {
    email: 'broker@example.com',
    state: 'NY',
    licenseNumber: 'LB-1046231',
    npn: '17654321',
    agency: 'Liu Benefits Advisors',
  },
] as const;
