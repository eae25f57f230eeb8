/**
 * Every message the app sends, in one place and one layout (decision 0063). A template is a small typed
 * definition of its data (subject, greeting, paragraphs, one call to action, why the person got it) that
 * `renderNotice` lays out once as plain text and as HTML; values are HTML-escaped in the HTML, subjects are one
 * line, and links must be http(s) URLs. Templates do no I/O: the mailer renders them and hands the result to
 * the transport.
 */

import { describeRegistrationNextSteps } from '@shared/domain/ben-admin/lead-rules';
import { noticeCategoryOf } from '@shared/domain/notices/notices';
import { endSentence } from '@shared/domain/text/text';

export type RenderedMail = { subject: string; text: string; html: string };

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
  /** The one-time link to create the account (spec 3's create-account route). */
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
  /** The employer's renewal (spec 2 §2.4), with the company's token. */
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

export const MAIL_TEMPLATES = {
  /** Confirms a data request at once (decision 0056): the export is ready, or the deletion is done. */
  dataRequestConfirmed(data: DataRequestConfirmedData): RenderedMail {
    const url = data.accountUrl ? safeUrl(data.accountUrl) : null;
    const isExport = data.kind === 'export';
    return renderNotice({
      subject: isExport ? 'Your data export is ready' : 'Your data has been deleted',
      greeting: greet(data.name),
      body: isExport
        ? [
            `We received your request for your data on ${data.receivedAt}, and your export is ready.`,
            ...(url ? [] : ['Download it from your account settings.']),
          ]
        : [
            `We received your request to delete your data on ${data.receivedAt}, and it is done. Your account is closed.`,
            'We kept only what the law or our carrier contracts require:',
            { list: data.kept.map((k) => `${k.what} (${k.count}): ${k.why}`) },
          ],
      action: url ? { url, label: 'Download it from your account settings' } : undefined,
      why: 'you asked for your data on Groupcover',
    });
  },

  /** An employee is asked to apply for the benefits their employer offers. */
  applicationInvitation(data: ApplicationInvitationData): RenderedMail {
    const applyBy = data.applyBy ? ` Please complete it by ${data.applyBy}.` : '';
    return renderNotice({
      subject: `Your benefits application from ${data.companyName} is waiting`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `${data.companyName} offers you benefits, and your application is ready.${applyBy}`,
        'It takes about 15 minutes: you can compare plans, enroll or decline each coverage, and sign.',
      ],
      action: { url: data.applicationUrl, label: 'Start your application' },
      closing: ['If you did not expect this message, you can ignore it.'],
      why: `${data.companyName} offers you benefits through Groupcover`,
    });
  },

  /** Confirms to an employee that their signed application reached their employer. */
  applicationSigned(data: ApplicationSignedData): RenderedMail {
    const choices = data.choices.length > 0 ? data.choices : ['No coverage was chosen.'];
    return renderNotice({
      subject: `Application signed: your benefits with ${data.companyName}`,
      title: 'Application signed',
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `You signed your benefits application with ${data.companyName} on ${data.signedOn}. Your choices:`,
        { list: choices },
      ],
      action: { url: data.applicationUrl, label: 'Review your application' },
      closing: ['Your employer has been told. If something is wrong, contact your benefits administrator.'],
      why: 'you signed a benefits application',
    });
  },

  /** An employee signed their application: each administrator of the company is told (optional). */
  applicationSubmitted(data: ApplicationSubmittedData): RenderedMail {
    return renderNotice({
      subject: `${data.employeeName} submitted an application`,
      greeting: greet(data.administratorName),
      body: [
        `${data.employeeName} signed and submitted their benefits application with ${data.companyName} on ${data.submittedOn}.`,
        'Their choices and costs are on their status page.',
      ],
      action: { url: data.statusUrl, label: 'See the application' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** The employer changed its contributions: each employee whose share changes is told from when (required). */
  deductionChange(data: DeductionChangeData): RenderedMail {
    return renderNotice({
      subject: `Your benefit deductions with ${data.companyName} change from ${data.effectiveOn}`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        data.reason === 'paySchedule'
          ? `${data.companyName} changes its pay schedule from ${data.effectiveOn}: it pays ${data.payFrequency ?? 'on new dates'} from then. Your plans, who they cover and what they cost a month stay as they are; what each paycheck takes changes:`
          : `${data.companyName} changed what it pays toward your benefits from ${data.effectiveOn}. Your plans and who they cover stay as you chose them; your share changes:`,
        { list: data.lines.map((l) => `${l.label}: ${l.before} before, ${l.after} from then`) },
        data.firstPayDate
          ? `Payroll deducts the new amounts from your paycheck of ${data.firstPayDate}; the paychecks before it keep the amounts you have now.`
          : 'No paycheck of this plan year falls after that day, so your deductions stay as they are.',
      ],
      action: { url: data.dashboardUrl, label: 'View your coverage' },
      closing: ['If something looks wrong, contact your benefits administrator.'],
      why:
        data.reason === 'paySchedule'
          ? 'your employer changed its pay schedule'
          : 'your employer changed its benefit contributions',
    });
  },

  /** An employee's coverage takes effect today (the daily task). */
  coverageEffective(data: CoverageEffectiveData): RenderedMail {
    return renderNotice({
      subject: `Your benefits with ${data.companyName} start today`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `The coverage you chose with ${data.companyName} is in effect from today, ${data.effectiveOn}.`,
        'Your plans, who they cover, what they cost and your ID cards are on your dashboard.',
      ],
      action: { url: data.dashboardUrl, label: 'View your coverage' },
      closing: ['If something is wrong, contact your benefits administrator.'],
      why: `your coverage with ${data.companyName} started`,
    });
  },

  /** The employer renewed its benefits: the employee reviews their choices for the new plan year and signs. */
  renewalOpen(data: RenewalOpenData): RenderedMail {
    return renderNotice({
      subject: `Renew your benefits with ${data.companyName}`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `${data.companyName} renewed its benefits for the plan year starting ${data.effectiveOn}. Your renewal application is open.`,
        'It starts from what you have today, moved to the new plans. Review each step, compare what you pay now with the new price, and sign.',
      ],
      action: { url: data.renewalUrl, label: 'Review your renewal' },
      closing: ['If you have questions about the new plans, contact your benefits administrator.'],
      why: `${data.companyName} renewed the benefits that cover you`,
    });
  },

  /** Someone is asked to become an administrator of a company: the link creates their account. */
  administratorInvitation(data: AdministratorInvitationData): RenderedMail {
    return renderNotice({
      subject: `You are invited to administer benefits for ${data.companyName}`,
      greeting: greet(data.inviteeName),
      body: [
        `${data.inviterName} invited you to administer benefits for ${data.companyName} on Groupcover. The link works once, until ${data.expiresOn}.`,
      ],
      action: { url: data.acceptUrl, label: 'Create your account' },
      closing: ['If you did not expect this message, you can ignore it.'],
      why: `${data.inviterName} invited you`,
    });
  },

  /** An administrator who already has an account now also administers another company. */
  administratorAdded(data: AdministratorAddedData): RenderedMail {
    return renderNotice({
      subject: `You now administer benefits for ${data.companyName}`,
      greeting: greet(data.administratorName),
      body: [
        `${endSentence(`${data.inviterName} added you as an administrator of ${data.companyName}`)} Sign in as usual and choose the company with Switch company.`,
      ],
      action: { url: data.dashboardUrl, label: 'Open the dashboard' },
      why: `you were added as an administrator of ${data.companyName}`,
    });
  },

  /** A payroll partner added an employee: the administrator decides on their benefits. */
  partnerEmployeeAdded(data: PartnerEmployeeAddedData): RenderedMail {
    return renderNotice({
      subject: `New employee from ${data.partnerName}: decide on benefits for ${data.employeeName}`,
      title: 'A new employee is waiting for your decision',
      greeting: greet(data.administratorName),
      body: [
        `${endSentence(`${data.partnerName} added ${data.employeeName} to ${data.companyName}`)} Please decide whether to offer them benefits: approve (they are invited to apply), deny, or wait for the renewal.`,
      ],
      action: { url: data.confirmationUrl, label: 'Decide now' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** An administrator's message to the company's support contact; replies go to the administrator. */
  supportMessage(data: SupportMessageData): RenderedMail {
    const from = `${data.senderName} <${data.senderEmail}>`;
    return renderNotice({
      subject: `Support request from ${data.companyName}: ${data.subject}`,
      title: 'Support request',
      greeting: null,
      body: [
        `From: ${from}, administrator of ${data.companyName}`,
        `Reply to: ${data.senderEmail}`,
        { strong: oneLine(data.subject) },
        { lines: data.message.split(/\r\n|\r|\n/) },
      ],
      why: `you are the support contact of ${data.companyName}`,
    });
  },

  /** The invoices an administrator asked for, as PDF attachments. */
  invoicesRequested(data: InvoicesRequestedData): RenderedMail {
    const count = data.invoices.length === 1 ? 'the invoice' : `the ${data.invoices.length} invoices`;
    return renderNotice({
      subject: `Invoices for ${data.companyName}`,
      greeting: 'Hello,',
      body: [
        `${endSentence(`${data.requesterName} asked for ${count} of ${data.companyName}`)} They are attached as PDF files:`,
        { list: data.invoices },
      ],
      action: { url: data.billsUrl, label: 'Pay or review them' },
      why: `${data.requesterName} asked for these invoices`,
    });
  },

  /** A new invoice was issued (optional: billing receipts). */
  invoiceReady(data: InvoiceReadyData): RenderedMail {
    return renderNotice({
      subject: `Invoice ready: ${data.companyName}, ${data.monthLabel}`,
      greeting: greet(data.administratorName),
      body: [
        `The ${data.monthLabel} invoice of ${data.companyName} (${data.number}) is ready: ${data.amountDue}, due ${data.dueOn}.`,
        data.isAutopay
          ? 'Autopay is on: it is debited from your bank account on file before the due date.'
          : 'Pay it from your bank account on file on Pay my bills, or turn on autopay.',
      ],
      action: { url: data.billsUrl, label: 'See the invoice' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** A debit for an invoice was paid (optional: billing receipts). */
  paymentReceived(data: PaymentSettledData): RenderedMail {
    return renderNotice({
      subject: `Payment received: ${data.companyName}, invoice ${data.number}`,
      greeting: greet(data.administratorName),
      body: [
        `We received ${data.amount} for the ${data.monthLabel} invoice of ${data.companyName} (${data.number}), debited from the account ending ${data.bankLast4} on ${data.settledOn}. Thank you.`,
      ],
      action: { url: data.billsUrl, label: 'See your invoices' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** A debit for an invoice failed: the invoice is still open (required: money owed, coverage at stake). */
  paymentFailed(data: PaymentSettledData): RenderedMail {
    return renderNotice({
      subject: `Payment failed: ${data.companyName}, invoice ${data.number}`,
      greeting: greet(data.administratorName),
      body: [
        `The bank returned the debit of ${data.amount} for the ${data.monthLabel} invoice of ${data.companyName} (${data.number}) from the account ending ${data.bankLast4} on ${data.settledOn}. The invoice is still open.`,
        'Please check the bank account in Company information, then pay the invoice again. Unpaid premiums can end the coverage of your employees.',
      ],
      action: { url: data.billsUrl, label: 'Pay the invoice' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** A covered employee is told their employer cancelled the group policy, and what to do. */
  coverageEnding(data: CoverageEndingData): RenderedMail {
    return renderNotice({
      subject: `Your benefits with ${data.companyName} are ending`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        data.neverStartsOn
          ? `${data.companyName} has cancelled its group benefits. The coverage you chose, which was to start on ${data.neverStartsOn}, will not start.`
          : `${data.companyName} has cancelled its group benefits. Your coverage, and that of the dependents on your plan, ends on ${data.lastDay}.`,
        'What this means for you:',
        {
          list: [
            'Payroll deductions for these benefits stop after the last day of coverage.',
            "You may be able to keep your health coverage through COBRA or your state's continuation program: the carrier or your employer will send you the details and the deadline to choose it.",
            "Losing group coverage lets you enroll in an individual plan (for example on HealthCare.gov or your state's marketplace) within 60 days, in a special enrollment period.",
            'Claims for care received up to the last day of coverage are still paid under your plan.',
          ],
        },
      ],
      action: { url: data.signInUrl, label: 'Review your benefits' },
      closing: ['If you have questions, please contact your benefits administrator.'],
      why: `you are covered by ${data.companyName}'s group benefits`,
    });
  },

  /** Operations launched a company's renewal (decision 0036): the administrator reviews and signs it. */
  renewalReady(data: RenewalReadyData): RenderedMail {
    return renderNotice({
      subject: `Your benefits renewal for ${data.companyName} is ready`,
      greeting: greet(data.administratorName),
      body: [
        `The renewal of ${data.companyName}'s benefits for the plan year starting ${data.effectiveOn} is ready. Review the plans, set company contributions and sign, then send the employees their renewal applications.`,
      ],
      action: { url: data.renewalUrl, label: 'Begin Renewal', textLabel: 'Begin the renewal' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** An employee has not enrolled or declined yet (optional: reminders; decision 0080). */
  enrollmentReminder(data: EnrollmentReminderData): RenderedMail {
    return renderNotice({
      subject: `Reminder: choose your benefits with ${data.companyName}`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `You have not finished your benefits application with ${data.companyName} yet. ${data.windowText}`,
        'Choose your plans, or decline the coverage you do not want, and sign: it takes a few minutes.',
      ],
      action: { url: data.applicationUrl, label: 'Continue your application' },
      closing: ['If you have questions, contact your benefits administrator.'],
      why: `you are eligible for benefits with ${data.companyName}`,
    });
  },

  /** An open renewal takes effect soon and is not signed (optional: reminders). */
  renewalDue(data: RenewalDueData): RenderedMail {
    const days = data.daysLeft === 1 ? '1 day' : `${data.daysLeft} days`;
    return renderNotice({
      subject: `Reminder: ${data.companyName}'s benefits renewal is due by ${data.effectiveOn}`,
      greeting: greet(data.administratorName),
      body: [
        `The renewal of ${data.companyName}'s benefits starts on ${data.effectiveOn}, in ${days}, and is not signed yet.`,
        'Review the plans, set company contributions and sign, so your employees can renew before it starts.',
      ],
      action: { url: data.renewalUrl, label: 'Finish the renewal' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** Operations moved a carrier's broker-of-record change (issue 15 item 5): where it stands now. */
  /** The company's officer is asked to sign the broker-of-record letters (decision 0081), from a one-time link. */
  brokerOfRecordSigningRequest(data: BrokerOfRecordSigningRequestData): RenderedMail {
    const who = data.requestedBy ? `${data.requestedBy} prepared` : 'We prepared';
    return renderNotice({
      subject: `${data.companyName}: please sign the broker of record letters`,
      greeting: greet(data.officerName),
      body: [
        `${who} ${data.companyName}'s broker of record letters, naming ${data.brokerAgency} as broker of record from ${data.effectiveOn}. As ${data.officerTitle}, you are asked to sign them for the company.`,
        { list: data.carriers.map((c) => `Letter to ${c}`) },
        `Read the letters, then sign on the page the button opens; you do not need an account. The link works once, until ${data.expiresOn}.`,
        'If you are not an officer of the company, or did not expect this, do not sign: reply to let us know.',
      ],
      action: { url: data.signUrl, label: 'Read and sign the letters' },
      why: `you were named as the officer of ${data.companyName} who signs its broker of record letters`,
    });
  },

  brokerOfRecordStatus(data: BrokerOfRecordStatusData): RenderedMail {
    const lines = data.insuranceTypes.length > 0 ? ` (${data.insuranceTypes.join(', ')})` : '';
    return renderNotice({
      subject: `${data.carrierName}: ${data.statusLabel}`,
      greeting: greet(data.administratorName),
      body: [
        `The change of broker of record for ${data.companyName}'s ${data.carrierName} plans${lines} is now: ${data.statusLabel} (${data.changedOn}).`,
        `${data.statusDescription} The change takes effect on ${data.effectiveOn}.`,
      ],
      action: { url: data.dashboardUrl, label: 'View the status', textLabel: 'Follow every carrier' },
      why: `you administer benefits for ${data.companyName}`,
    });
  },

  /** The additional information of a benefits-administration registration was signed (spec 3 §2 Done). */
  benAdminRegistrationComplete(data: BenAdminRegistrationCompleteData): RenderedMail {
    return renderNotice({
      subject: `${data.companyName}: your benefits administration registration is complete`,
      title: 'Your benefits administration registration is complete',
      greeting: greet(data.administratorName),
      body: [
        `Thank you: the benefits administration registration of ${data.companyName} is complete (reference ${data.reference}).`,
        ...describeRegistrationNextSteps(data.brokerName),
      ],
      action: { url: data.registrationUrl, label: 'See your registration' },
      why: `you registered ${data.companyName} for benefits administration`,
    });
  },

  /** A large group quote request reached the underwriters (decision 0054): what was sent and what happens next. */
  largeGroupQuoteRequested(data: LargeGroupQuoteRequestedData): RenderedMail {
    return renderNotice({
      subject: `We received your large group quote request for ${data.companyName}`,
      greeting: greet(data.recipientName),
      body: [
        `We received ${data.companyName}'s request for large group quotes: ${data.totalEmployees} employees, coverage starting ${data.effectiveOn}, census "${data.censusName}".`,
        'What happens next:',
        {
          list: [
            'An underwriter reviews the census and may call the contact with questions.',
            `Within ${data.turnaroundBusinessDays} business days, the quotes are e-mailed to ${data.contactName}.`,
            'Nothing changes for your employees until you choose a plan.',
          ],
        },
      ],
      action: { url: data.statusUrl, label: 'See your request' },
      why: `a large group quote was requested for ${data.companyName}`,
    });
  },

  /** The employer withdrew a cancellation it had announced: coverage goes on. */
  coverageCancellationWithdrawn(data: CoverageCancellationWithdrawnData): RenderedMail {
    return renderNotice({
      subject: `Your benefits with ${data.companyName} continue`,
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `${data.companyName} has withdrawn the cancellation of its group benefits that was to take effect after ${data.lastDay}. Your coverage continues as before; you do not need to do anything.`,
      ],
      why: `you are covered by ${data.companyName}'s group benefits`,
    });
  },
  /** Operations approved a signed application (decision 0064): coverage starts on its effective date. */
  applicationApproved(data: ApplicationApprovedData): RenderedMail {
    return renderNotice({
      subject: `Application approved: your benefits with ${data.companyName}`,
      title: 'Application approved',
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `Your benefits application with ${data.companyName} is approved. Your coverage is effective ${data.effectiveOn}.`,
      ],
      action: { url: data.dashboardUrl, label: 'See your coverage' },
      why: 'you signed a benefits application',
    });
  },

  /** Operations returned a signed application with a reason (decision 0064): correct it and sign again. */
  applicationReturned(data: ApplicationReturnedData): RenderedMail {
    return renderNotice({
      subject: `Application returned: your benefits with ${data.companyName}`,
      title: 'Application returned',
      greeting: `Hello ${data.employeeFirstName},`,
      body: [
        `Your benefits application with ${data.companyName} was returned to you for a correction:`,
        ...data.reason.split(/\r?\n/).filter((line) => line.trim() !== ''),
        ...(data.fieldLabels && data.fieldLabels.length > 0
          ? [`Please check and change: ${data.fieldLabels.join(', ')}.`]
          : []),
        'Please correct your application and sign it again.',
      ],
      action: { url: data.applicationUrl, label: 'Open your application' },
      why: 'you signed a benefits application',
    });
  },
} satisfies Record<string, (data: never) => RenderedMail>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[T]>[0];

/**
 * Renders a template with its data. An optional notice (decision 0063) ends with the link where the person
 * turns its category off: `manageNoticesUrl` (the account page), given by the mailer.
 */
export function renderMail<T extends MailTemplateName>(
  template: T,
  data: MailTemplateData<T>,
  options: { manageNoticesUrl?: string } = {},
): RenderedMail {
  const render = MAIL_TEMPLATES[template] as (data: MailTemplateData<T>) => RenderedMail;
  manageLink = noticeCategoryOf(template) ? (options.manageNoticesUrl ?? null) : null;
  isOptional = noticeCategoryOf(template) !== null;
  try {
    return render(data);
  } finally {
    manageLink = null;
    isOptional = false;
  }
}

// Set by renderMail for the one synchronous render under way (rendering never awaits).
let manageLink: string | null = null;
let isOptional = false;

/** A part of a message's body: a paragraph, a bulleted list, lines kept as written, or a bold line. */
type Block = string | { list: readonly string[] } | { lines: readonly string[] } | { strong: string };

/** What every message is made of; `renderNotice` lays it out once as plain text and as HTML. */
type NoticeDefinition = {
  /** One header line (controls and line breaks become spaces). */
  subject: string;
  /** The HTML document's title; the subject when not given. */
  title?: string;
  /** "Hello Emily," or null for none. */
  greeting: string | null;
  body: readonly Block[];
  /** The one call to action: a button in HTML, "label: url" in text. */
  action?: { url: string; label: string; textLabel?: string };
  /** Notes after the action, greyed in HTML. */
  closing?: readonly string[];
  /** Why the person got the message, completing "You received this e-mail because …". */
  why: string;
};

const greet = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** The one layout of every message: greeting, paragraphs, the call to action, notes, and the footer. */
function renderNotice(notice: NoticeDefinition): RenderedMail {
  const url = notice.action ? safeUrl(notice.action.url) : null;
  const manage = isOptional
    ? manageLink
      ? { text: `Choose which e-mails you get: ${safeUrl(manageLink)}`, url: safeUrl(manageLink) }
      : { text: 'Choose which e-mails you get in your account settings.', url: null }
    : null;
  const footer = `You received this e-mail because ${notice.why}.`;

  const text: string[] = [];
  if (notice.greeting) text.push(notice.greeting);
  for (const block of notice.body) text.push(blockText(block));
  if (notice.action && url) text.push(`${notice.action.textLabel ?? notice.action.label}: ${url}`);
  text.push(...(notice.closing ?? []));
  text.push(['--', footer, ...(manage ? [manage.text] : [])].join('\n'));

  const html: string[] = [];
  if (notice.greeting) html.push(`<p>${escapeHtml(notice.greeting)}</p>`);
  for (const block of notice.body) html.push(blockHtml(block));
  if (notice.action && url) html.push(button(url, notice.action.label));
  for (const note of notice.closing ?? []) html.push(`<p style="color:#495057">${escapeHtml(note)}</p>`);
  html.push(
    `<p style="margin-top:24px;border-top:1px solid #dee2e6;padding-top:12px;font-size:14px;color:#495057">${escapeHtml(footer)}${
      manage
        ? manage.url
          ? ` <a href="${escapeHtml(manage.url)}" style="color:${BRAND};text-decoration:underline">Manage your e-mail notices</a>.`
          : ` ${escapeHtml(manage.text)}`
        : ''
    }</p>`,
  );
  const subject = oneLine(notice.subject);
  return {
    subject,
    text: text.join('\n\n'),
    html: layout(escapeHtml(oneLine(notice.title ?? notice.subject)), html.join('\n')),
  };
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('lines' in block) return block.lines.join('\n');
  return block.strong;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('list' in block) return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  if ('lines' in block)
    return block.lines.map((line) => `<p style="margin:0">${escapeHtml(line) || '&nbsp;'}</p>`).join('\n');
  return `<p><strong>${escapeHtml(block.strong)}</strong></p>`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** A subject is one header line: controls (C0, DEL, C1) and line separators become spaces. */
function oneLine(value: string): string {
  const isLineBreaking = (code: number) =>
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return Array.from(value, (c) => (isLineBreaking(c.codePointAt(0) ?? 0) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Only http(s) links reach a message (a javascript: or data: URL never does). */
function safeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('A mail link must be an absolute http(s) URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error('A mail link must be an absolute http(s) URL.');
  return url.href;
}

/** Groupcover's colour on white: 7.3:1 (src/client/lib/theme.ts). */
const BRAND = '#1a5a8c';

function button(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:${BRAND};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** `title` is HTML already escaped by the caller. */
function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#212529">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin-top:0;font-weight:700;color:${BRAND}">Groupcover</p>`,
    body,
    '</div></body></html>',
  ].join('\n');
}
