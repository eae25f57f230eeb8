/**
 * The contexts of the server (issue 36, decision 0083): each module belongs to one and lives in its folder,
 * src/server/modules/<context>/<module>/, beside the context's index.ts (what other contexts may import). The
 * contexts are layered, lowest first. A context may call the contexts below it; a call upward is a breach
 * (boundaries.test.ts lists the ones left). A table's owner module (table-owners.ts) shares its table with the
 * modules of its own context.
 */
export const CONTEXTS = {
  /** Stored files, the job queue, the mail outbox, health and site settings. */
  platform: ['files', 'health', 'jobs', 'mail-outbox', 'site-config'],
  /** Accounts, sign-in and sessions. */
  identity: ['accounts', 'session'],
  /** The plan catalog: plans, their documents and the carriers' member and group identifiers. */
  carriers: ['carrier-identifiers', 'plans'],
  /** The company, its settings, administrators, plan years with their contributions, and the invitations it sends. */
  company: [
    'administrators',
    'companies',
    'company-policies',
    'company-settings',
    'invitations',
    'plan-year-people',
  ],
  /**
   * Self-serve sign-up, which creates the company and its first administrator: registration, the
   * benefits-administration registration, payroll leads and large-group quotes.
   */
  registration: ['ben-admin-leads', 'large-group', 'payroll-leads', 'registration'],
  /**
   * The people and their applications: forms, coverages, beneficiaries, health accounts, eligibility, the
   * employee's dashboard, life events, claims, individual plans.
   */
  enrollment: [
    'beneficiaries',
    'claims',
    'coverages',
    'eligibility',
    'employee-applications',
    'employee-dashboard',
    'employee-forms',
    'employee-policies',
    'enrollment-costs',
    'health-accounts',
    'individual-life',
    'individual-plans',
    'invitation-acceptance',
    'life-events',
    'new-hires',
    'plan-details',
  ],
  /**
   * What the employer does with its people: the dashboard, census, employment changes, cancellation,
   * notices.
   */
  employer: ['census', 'employer-dashboard', 'employment', 'notices', 'policy-cancellation'],
  /** Invoices, payments and payroll deductions. */
  money: ['billing', 'payroll'],
  /** The employer's renewal, the employees' renewal applications, packages and open-enrollment setup. */
  renewal: ['employee-renewals', 'open-enrollment', 'renewal-suites', 'renewals'],
  /** The broker-of-record change, broker forms and licences. */
  'broker-of-record': ['broker-forms', 'broker-licenses', 'broker-of-record'],
  /** The operations team: review, support, carrier files, data requests and reconciliation. */
  operations: ['carrier-files', 'data-requests', 'operations', 'reconciliation', 'support'],
  /** Partner companies, their API and partner sign-in. */
  partners: ['partner-sign-in', 'partners'],
} as const satisfies Record<string, readonly string[]>;

export type ContextName = keyof typeof CONTEXTS;

/** The contexts, lowest first. */
export const CONTEXT_ORDER = Object.keys(CONTEXTS) as ContextName[];

const CONTEXT_OF_MODULE = new Map<string, ContextName>(
  CONTEXT_ORDER.flatMap((context) => CONTEXTS[context].map((module) => [module, context] as const)),
);

/** The context of a module, or undefined for a name that is not a module. */
export const contextOf = (module: string): ContextName | undefined => CONTEXT_OF_MODULE.get(module);
