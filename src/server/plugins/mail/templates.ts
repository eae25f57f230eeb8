/**
 * Every message the app sends, in one place and one layout (decision 0063). A template is a small typed
 * definition of its data (subject, greeting, paragraphs, one call to action, why the person got it) that
 * `renderNotice` (notice-layout.ts) lays out once as plain text and as HTML; values are HTML-escaped in the HTML,
 * subjects are one line, and links must be http(s) URLs. Each template's data is typed in template-data.ts.
 * Templates do no I/O: the mailer renders them and hands the result to the transport.
 */

import { describeRegistrationNextSteps } from '@shared/domain/ben-admin/lead-rules';
import { noticeCategoryOf } from '@shared/domain/notices/notices';
import { endSentence } from '@shared/domain/text/text';
import { greet, oneLine, type RenderedMail, renderNotice, safeUrl, withNoticeFooter } from './notice-layout';
import type {
  AdministratorAddedData,
  AdministratorInvitationData,
  ApplicationApprovedData,
  ApplicationInvitationData,
  ApplicationReturnedData,
  ApplicationSignedData,
  ApplicationSubmittedData,
  BenAdminRegistrationCompleteData,
  BrokerOfRecordSigningRequestData,
  BrokerOfRecordStatusData,
  CoverageCancellationWithdrawnData,
  CoverageEffectiveData,
  CoverageEndingData,
  DataRequestConfirmedData,
  DeductionChangeData,
  EnrollmentReminderData,
  InvoiceReadyData,
  InvoicesRequestedData,
  LargeGroupQuoteRequestedData,
  PartnerEmployeeAddedData,
  PaymentSettledData,
  RenewalDueData,
  RenewalOpenData,
  RenewalReadyData,
  SupportMessageData,
} from './template-data';

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

  /** The additional information of a benefits-administration registration was signed (docs/spec/3 §2 Done). */
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
  return withNoticeFooter(
    { optional: noticeCategoryOf(template) !== null, manageLink: options.manageNoticesUrl ?? null },
    () => render(data),
  );
}
