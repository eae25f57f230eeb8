/** The data each mail template takes (templates.ts): what the caller supplies, already formatted for people. */
export type ApplicationInvitationData = {
  employeeFirstName: string;
  companyName: string;
  /** Where the employee starts (the sign-in page or a one-time link). */
  applicationUrl: string;
  /** The last day to apply, as shown to people ("December 15, 2026"); null when there is none. */
  applyBy: string | null;
};

export type ApplicationSignedData = {
  employeeFirstName: string;
  companyName: string;
  /** When the application was signed, as shown to people ("November 23, 2026"). */
  signedOn: string;
  /** One line per coverage the employee chose or declined ("Medical: Gold PPO, employee and family"). */
  choices: readonly string[];
  applicationUrl: string;
};

export type AdministratorInvitationData = {
  /** The invited person's name when the inviter gave one; null greets them plainly. */
  inviteeName: string | null;
  inviterName: string;
  companyName: string;
  /** The one-time link to create the account (docs/spec/3's create-account route). */
  acceptUrl: string;
  /** When the link stops working, as shown to people ("December 9, 2026"). */
  expiresOn: string;
};

export type AdministratorAddedData = {
  administratorName: string | null;
  inviterName: string;
  companyName: string;
  dashboardUrl: string;
};

export type PartnerEmployeeAddedData = {
  administratorName: string | null;
  partnerName: string;
  employeeName: string;
  companyName: string;
  /** The confirmation page, where the administrator decides on the person's benefits. */
  confirmationUrl: string;
};

export type SupportMessageData = {
  senderName: string;
  senderEmail: string;
  companyName: string;
  subject: string;
  /** The message as written (several lines). */
  message: string;
};

export type InvoicesRequestedData = {
  requesterName: string;
  companyName: string;
  /** One line per attached invoice ("January 2027 — GC-202701-… — $1,234.56 due January 1, 2027 (Paid)"). */
  invoices: readonly string[];
  /** Pay my bills, where the invoices are paid. */
  billsUrl: string;
};

export type CoverageEndingData = {
  employeeFirstName: string;
  companyName: string;
  /** The last day of coverage, as shown to people ("December 31, 2026"). */
  lastDay: string;
  /** The plan year's first day when its coverage never starts (cancelled before it began); else null. */
  neverStartsOn: string | null;
  /** Where the employee reads their benefits (the sign-in page). */
  signInUrl: string;
};

export type CoverageCancellationWithdrawnData = {
  employeeFirstName: string;
  companyName: string;
  /** The last day that had been announced. */
  lastDay: string;
};

/** A carrier's broker-of-record change moved on (decision 0048). */
export type BrokerOfRecordSigningRequestData = {
  officerName: string;
  officerTitle: string;
  companyName: string;
  /** Who prepared the letters and asks for the signature; null when unknown. */
  requestedBy: string | null;
  /** The agency the letters appoint as broker of record. */
  brokerAgency: string;
  /** The carriers a letter goes to. */
  carriers: readonly string[];
  /** As shown to people ("January 1, 2027"). */
  effectiveOn: string;
  expiresOn: string;
  /** The one-time link to the officer's signing page. */
  signUrl: string;
};

export type BrokerOfRecordStatusData = {
  administratorName: string | null;
  companyName: string;
  carrierName: string;
  /** The new status as the dashboard names it, and its one-sentence description. */
  statusLabel: string;
  statusDescription: string;
  /** When it changed and when the change takes effect, as shown to people ("January 1, 2027"). */
  changedOn: string;
  effectiveOn: string;
  /** The insurance types the carrier's letter covers ("Medical", "Dental"). */
  insuranceTypes: string[];
  /** The employer's dashboard, with the company's token. */
  dashboardUrl: string;
};

export type RenewalReadyData = {
  administratorName: string | null;
  companyName: string;
  /** The new plan year's first day, as shown to people ("January 1, 2027"). */
  effectiveOn: string;
  /** The employer's renewal (docs/spec/2 §2.4), with the company's token. */
  renewalUrl: string;
};

/** A benefits-administration registration was signed (decision 0052): what happens next. */
export type BenAdminRegistrationCompleteData = {
  administratorName: string | null;
  companyName: string;
  /** The lead's reference ("GC-BA-7K3Q9"). */
  reference: string;
  /** The broker named on the form; empty or null when none was given. */
  brokerName: string | null;
  /** The registration's done page, with the company's token. */
  registrationUrl: string;
};

/** A large group quote request was received (decision 0054): to its contact and to the account that sent it. */
export type LargeGroupQuoteRequestedData = {
  recipientName: string | null;
  companyName: string;
  contactName: string;
  /** The desired effective date, as shown to people ("January 1, 2027"). */
  effectiveOn: string;
  totalEmployees: number;
  /** The census file's name as stored. */
  censusName: string;
  turnaroundBusinessDays: number;
  /** The done page, with the company's token. */
  statusUrl: string;
};

export type DataRequestConfirmedData = {
  name: string | null;
  kind: 'export' | 'deletion';
  receivedAt: string;
  /** The account page, where an export is downloaded (export only). */
  accountUrl: string | null;
  kept: { what: string; count: number; why: string }[];
};

/** An employee signed their application (to each of the company's administrators). */
export type ApplicationSubmittedData = {
  administratorName: string | null;
  employeeName: string;
  companyName: string;
  /** When it was signed, as shown to people ("November 23, 2026"). */
  submittedOn: string;
  /** The employee's status page on the employer dashboard. */
  statusUrl: string;
};

/** An employee's coverage starts today (the daily task). */
export type DeductionChangeData = {
  employeeFirstName: string;
  companyName: string;
  /** What changed: the employer's contributions (decision 0072) or its pay schedule (decision 0076). */
  reason?: 'contributions' | 'paySchedule';
  /** After a pay schedule change, how often the company pays from then ("every other week"). */
  payFrequency?: string;
  /** The first day of the new contributions, as shown to people ("April 1, 2027"). */
  effectiveOn: string;
  /** The first paycheck that deducts the new amounts ("April 2, 2027"); null without a pay date after it. */
  firstPayDate: string | null;
  /** Each line whose share changes: "Medical: $470.65 a month ($217.22 per paycheck)", before and after. */
  lines: ReadonlyArray<{ label: string; before: string; after: string }>;
  dashboardUrl: string;
};

export type CoverageEffectiveData = {
  employeeFirstName: string;
  companyName: string;
  /** The first day of coverage, as shown to people ("January 1, 2027"). */
  effectiveOn: string;
  /** Where the employee sees their coverage and ID cards (the employee dashboard). */
  dashboardUrl: string;
};

/** The employer signed its renewal: the employee's renewal application is open (issue 35 item 5). */
export type RenewalOpenData = {
  employeeFirstName: string;
  companyName: string;
  /** The new plan year's first day, as shown to people ("January 1, 2027"). */
  effectiveOn: string;
  /** The employee's renewal application (`/employee-renewal`). */
  renewalUrl: string;
};

/** A company's open renewal takes effect soon and is not signed yet (the daily task). */
export type EnrollmentReminderData = {
  employeeFirstName: string;
  companyName: string;
  /** describeEnrollmentWindow's words: "Enroll or decline by January 5, 2027 (3 days left)." */
  windowText: string;
  applicationUrl: string;
};

export type RenewalDueData = {
  administratorName: string | null;
  companyName: string;
  /** The new plan year's first day, as shown to people. */
  effectiveOn: string;
  daysLeft: number;
  renewalUrl: string;
};

/** An invoice was issued (to each of the company's administrators). */
export type InvoiceReadyData = {
  administratorName: string | null;
  companyName: string;
  /** "January 2027". */
  monthLabel: string;
  number: string;
  /** "$1,234.56". */
  amountDue: string;
  dueOn: string;
  /** Whether autopay will debit it: the mail then says so instead of asking to pay. */
  isAutopay: boolean;
  billsUrl: string;
};

/** A bank debit for an invoice settled (paid or returned by the bank). */
export type PaymentSettledData = {
  administratorName: string | null;
  companyName: string;
  number: string;
  monthLabel: string;
  amount: string;
  bankLast4: string;
  /** When the provider settled it, as shown to people. */
  settledOn: string;
  billsUrl: string;
};

/** Operations' review of a signed application (decision 0064). */
export type ApplicationApprovedData = {
  employeeFirstName: string;
  companyName: string;
  /** The day coverage starts, as shown to people ("January 1, 2027"). */
  effectiveOn: string;
  dashboardUrl: string;
};

export type ApplicationReturnedData = {
  employeeFirstName: string;
  companyName: string;
  /** Operations' reason, as written (one or a few lines). */
  reason: string;
  /** The labels of the fields operations asked to change (decision 0078); none when the reason says it all. */
  fieldLabels?: readonly string[];
  applicationUrl: string;
};
