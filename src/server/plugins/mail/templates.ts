/**
 * Every message the app sends, in one place. A template is a typed function of its data returning the
 * subject, the plain text and the HTML; values are HTML-escaped in the HTML, subjects are one line, and links
 * must be http(s) URLs. Templates do no I/O: the mailer renders them and hands the result to the transport.
 */

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
  applicationUrl: string;
};

export const MAIL_TEMPLATES = {
  /** Confirms a data request at once (decision 0056): the export is ready, or the deletion is done. */
  dataRequestConfirmed(data: DataRequestConfirmedData): RenderedMail {
    const greeting = data.name ? `Hello ${oneLine(data.name)},` : 'Hello,';
    const url = data.accountUrl ? safeUrl(data.accountUrl) : null;
    const body =
      data.kind === 'export'
        ? [
            `We received your request for your data on ${data.receivedAt}, and your export is ready.`,
            url
              ? `Download it from your account settings: ${url}`
              : 'Download it from your account settings.',
          ]
        : [
            `We received your request to delete your data on ${data.receivedAt}, and it is done. Your account is closed.`,
            'We kept only what the law or our carrier contracts require:',
            ...data.kept.map((k) => `- ${k.what} (${k.count}): ${k.why}`),
          ];
    const subject = data.kind === 'export' ? 'Your data export is ready' : 'Your data has been deleted';
    return {
      subject,
      text: [greeting, '', ...body].join('\n'),
      html: layout(
        subject,
        [`<p>${escapeHtml(greeting)}</p>`, ...body.map((line) => `<p>${escapeHtml(line)}</p>`)].join('\n'),
      ),
    };
  },

  /** An employee is asked to apply for the benefits their employer offers. */
  applicationInvitation(data: ApplicationInvitationData): RenderedMail {
    const url = safeUrl(data.applicationUrl);
    const applyBy = data.applyBy ? ` Please complete it by ${data.applyBy}.` : '';
    return {
      subject: oneLine(`Your benefits application from ${data.companyName} is waiting`),
      text: [
        `Hello ${data.employeeFirstName},`,
        '',
        `${data.companyName} offers you benefits, and your application is ready.${applyBy}`,
        'It takes about 15 minutes: you can compare plans, enroll or decline each coverage, and sign.',
        '',
        `Start your application: ${url}`,
        '',
        'If you did not expect this message, you can ignore it.',
      ].join('\n'),
      html: layout(
        `Your benefits application from ${escapeHtml(data.companyName)} is waiting`,
        [
          `<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`,
          `<p>${escapeHtml(data.companyName)} offers you benefits, and your application is ready.${escapeHtml(applyBy)}</p>`,
          '<p>It takes about 15 minutes: you can compare plans, enroll or decline each coverage, and sign.</p>',
          button(url, 'Start your application'),
          '<p style="color:#495057">If you did not expect this message, you can ignore it.</p>',
        ].join('\n'),
      ),
    };
  },

  /** Confirms to an employee that their signed application reached their employer. */
  applicationSigned(data: ApplicationSignedData): RenderedMail {
    const url = safeUrl(data.applicationUrl);
    const choices = data.choices.length > 0 ? data.choices : ['No coverage was chosen.'];
    return {
      subject: oneLine(`Application signed: your benefits with ${data.companyName}`),
      text: [
        `Hello ${data.employeeFirstName},`,
        '',
        `You signed your benefits application with ${data.companyName} on ${data.signedOn}. Your choices:`,
        '',
        ...choices.map((choice) => `- ${choice}`),
        '',
        `Review your application: ${url}`,
        '',
        'Your employer has been told. If something is wrong, contact your benefits administrator.',
      ].join('\n'),
      html: layout(
        'Application signed',
        [
          `<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`,
          `<p>You signed your benefits application with ${escapeHtml(data.companyName)} on ${escapeHtml(data.signedOn)}. Your choices:</p>`,
          `<ul>${choices.map((choice) => `<li>${escapeHtml(choice)}</li>`).join('')}</ul>`,
          button(url, 'Review your application'),
          '<p style="color:#495057">Your employer has been told. If something is wrong, contact your benefits administrator.</p>',
        ].join('\n'),
      ),
    };
  },
  /** Someone is asked to become an administrator of a company: the link creates their account. */
  administratorInvitation(data: AdministratorInvitationData): RenderedMail {
    const url = safeUrl(data.acceptUrl);
    const greeting = data.inviteeName ? `Hello ${data.inviteeName},` : 'Hello,';
    const lead = `${data.inviterName} invited you to administer benefits for ${data.companyName} on Groupcover.`;
    const expiry = `The link works once, until ${data.expiresOn}.`;
    return {
      subject: oneLine(`You are invited to administer benefits for ${data.companyName}`),
      text: [
        greeting,
        '',
        lead,
        expiry,
        '',
        `Create your account: ${url}`,
        '',
        'If you did not expect this message, you can ignore it.',
      ].join('\n'),
      html: layout(
        `You are invited to administer benefits for ${escapeHtml(data.companyName)}`,
        [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(lead)} ${escapeHtml(expiry)}</p>`,
          button(url, 'Create your account'),
          '<p style="color:#495057">If you did not expect this message, you can ignore it.</p>',
        ].join('\n'),
      ),
    };
  },

  /** An administrator who already has an account now also administers another company. */
  administratorAdded(data: AdministratorAddedData): RenderedMail {
    const url = safeUrl(data.dashboardUrl);
    const greeting = data.administratorName ? `Hello ${data.administratorName},` : 'Hello,';
    const lead = `${data.inviterName} added you as an administrator of ${data.companyName}. Sign in as usual and choose the company with Switch company.`;
    return {
      subject: oneLine(`You now administer benefits for ${data.companyName}`),
      text: [greeting, '', lead, '', `Open the dashboard: ${url}`].join('\n'),
      html: layout(
        `You now administer benefits for ${escapeHtml(data.companyName)}`,
        [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          button(url, 'Open the dashboard'),
        ].join('\n'),
      ),
    };
  },

  /** A payroll partner added an employee: the administrator decides on their benefits. */
  partnerEmployeeAdded(data: PartnerEmployeeAddedData): RenderedMail {
    const url = safeUrl(data.confirmationUrl);
    const greeting = data.administratorName ? `Hello ${data.administratorName},` : 'Hello,';
    const lead = `${data.partnerName} added ${data.employeeName} to ${data.companyName}. Please decide whether to offer them benefits: approve (they are invited to apply), deny, or wait for the renewal.`;
    return {
      subject: oneLine(`New employee from ${data.partnerName}: decide on benefits for ${data.employeeName}`),
      text: [greeting, '', lead, '', `Decide now: ${url}`].join('\n'),
      html: layout(
        'A new employee is waiting for your decision',
        [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(lead)}</p>`, button(url, 'Decide now')].join(
          '\n',
        ),
      ),
    };
  },

  /** An administrator's message to the company's support contact; replies go to the administrator. */
  supportMessage(data: SupportMessageData): RenderedMail {
    const from = `${data.senderName} <${data.senderEmail}>`;
    const lines = data.message.split(/\r\n|\r|\n/);
    return {
      subject: oneLine(`Support request from ${data.companyName}: ${data.subject}`),
      text: [
        `From: ${from}, administrator of ${data.companyName}`,
        `Reply to: ${data.senderEmail}`,
        '',
        ...lines,
      ].join('\n'),
      html: layout(
        'Support request',
        [
          `<p>From ${escapeHtml(from)}, administrator of ${escapeHtml(data.companyName)}. Reply to ${escapeHtml(data.senderEmail)}.</p>`,
          `<p><strong>${escapeHtml(oneLine(data.subject))}</strong></p>`,
          ...lines.map((line) => `<p style="margin:0">${escapeHtml(line) || '&nbsp;'}</p>`),
        ].join('\n'),
      ),
    };
  },

  /** The invoices an administrator asked for, as PDF attachments. */
  invoicesRequested(data: InvoicesRequestedData): RenderedMail {
    const url = safeUrl(data.billsUrl);
    const count = data.invoices.length === 1 ? 'the invoice' : `the ${data.invoices.length} invoices`;
    return {
      subject: oneLine(`Invoices for ${data.companyName}`),
      text: [
        'Hello,',
        '',
        `${data.requesterName} asked for ${count} of ${data.companyName}. They are attached as PDF files:`,
        '',
        ...data.invoices.map((line) => `- ${line}`),
        '',
        `Pay or review them: ${url}`,
      ].join('\n'),
      html: layout(
        `Invoices for ${escapeHtml(data.companyName)}`,
        [
          '<p>Hello,</p>',
          `<p>${escapeHtml(data.requesterName)} asked for ${count} of ${escapeHtml(data.companyName)}. They are attached as PDF files:</p>`,
          `<ul>${data.invoices.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
          button(url, 'Pay or review them'),
        ].join('\n'),
      ),
    };
  },

  /** A covered employee is told their employer cancelled the group policy, and what to do. */
  coverageEnding(data: CoverageEndingData): RenderedMail {
    const url = safeUrl(data.signInUrl);
    const lead = data.neverStartsOn
      ? `${data.companyName} has cancelled its group benefits. The coverage you chose, which was to start on ${data.neverStartsOn}, will not start.`
      : `${data.companyName} has cancelled its group benefits. Your coverage, and that of the dependents on your plan, ends on ${data.lastDay}.`;
    const steps = [
      'Payroll deductions for these benefits stop after the last day of coverage.',
      "You may be able to keep your health coverage through COBRA or your state's continuation program: the carrier or your employer will send you the details and the deadline to choose it.",
      "Losing group coverage lets you enroll in an individual plan (for example on HealthCare.gov or your state's marketplace) within 60 days, in a special enrollment period.",
      'Claims for care received up to the last day of coverage are still paid under your plan.',
    ];
    const question = 'If you have questions, please contact your benefits administrator.';
    return {
      subject: oneLine(`Your benefits with ${data.companyName} are ending`),
      text: [
        `Hello ${data.employeeFirstName},`,
        '',
        lead,
        '',
        'What this means for you:',
        ...steps.map((step) => `- ${step}`),
        '',
        `Review your benefits: ${url}`,
        '',
        question,
      ].join('\n'),
      html: layout(
        `Your benefits with ${escapeHtml(data.companyName)} are ending`,
        [
          `<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          '<p>What this means for you:</p>',
          `<ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
          button(url, 'Review your benefits'),
          `<p style="color:#495057">${escapeHtml(question)}</p>`,
        ].join('\n'),
      ),
    };
  },

  /** Operations launched a company's renewal (decision 0036): the administrator reviews and signs it. */
  renewalReady(data: RenewalReadyData): RenderedMail {
    const url = safeUrl(data.renewalUrl);
    const greeting = data.administratorName ? `Hello ${data.administratorName},` : 'Hello,';
    const lead = `The renewal of ${data.companyName}'s benefits for the plan year starting ${data.effectiveOn} is ready. Review the plans, set company contributions and sign, then send the employees their renewal applications.`;
    return {
      subject: oneLine(`Your benefits renewal for ${data.companyName} is ready`),
      text: [greeting, '', lead, '', `Begin the renewal: ${url}`].join('\n'),
      html: layout(
        `Your benefits renewal for ${escapeHtml(data.companyName)} is ready`,
        [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(lead)}</p>`, button(url, 'Begin Renewal')].join(
          '\n',
        ),
      ),
    };
  },

  /** Operations moved a carrier's broker-of-record change (issue 15 item 5): where it stands now. */
  brokerOfRecordStatus(data: BrokerOfRecordStatusData): RenderedMail {
    const url = safeUrl(data.dashboardUrl);
    const greeting = data.administratorName ? `Hello ${data.administratorName},` : 'Hello,';
    const lines = data.insuranceTypes.length > 0 ? ` (${data.insuranceTypes.join(', ')})` : '';
    const lead = `The change of broker of record for ${data.companyName}'s ${data.carrierName} plans${lines} is now: ${data.statusLabel} (${data.changedOn}).`;
    const effective = `The change takes effect on ${data.effectiveOn}.`;
    return {
      subject: oneLine(`${data.carrierName}: ${data.statusLabel}`),
      text: [greeting, '', lead, data.statusDescription, effective, '', `Follow every carrier: ${url}`].join(
        '\n',
      ),
      html: layout(
        `${escapeHtml(data.carrierName)}: ${escapeHtml(data.statusLabel)}`,
        [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          `<p>${escapeHtml(data.statusDescription)} ${escapeHtml(effective)}</p>`,
          button(url, 'View the status'),
        ].join('\n'),
      ),
    };
  },

  /** The additional information of a benefits-administration registration was signed (spec 3 §2 Done). */
  benAdminRegistrationComplete(data: BenAdminRegistrationCompleteData): RenderedMail {
    const url = safeUrl(data.registrationUrl);
    const greeting = data.administratorName ? `Hello ${data.administratorName},` : 'Hello,';
    const lead = `Thank you: the benefits administration registration of ${data.companyName} is complete (reference ${data.reference}).`;
    const next = 'Your broker will be contacted in 1-3 business days.';
    const premium = 'Your first premium is debited within 1-5 days of approval.';
    return {
      subject: oneLine(`${data.companyName}: your benefits administration registration is complete`),
      text: [greeting, '', lead, next, premium, '', `See your registration: ${url}`].join('\n'),
      html: layout(
        'Your benefits administration registration is complete',
        [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          `<p>${escapeHtml(next)} ${escapeHtml(premium)}</p>`,
          button(url, 'See your registration'),
        ].join('\n'),
      ),
    };
  },

  /** A large group quote request reached the underwriters (decision 0054): what was sent and what happens next. */
  largeGroupQuoteRequested(data: LargeGroupQuoteRequestedData): RenderedMail {
    const url = safeUrl(data.statusUrl);
    const greeting = data.recipientName ? `Hello ${data.recipientName},` : 'Hello,';
    const lead = `We received ${data.companyName}'s request for large group quotes: ${data.totalEmployees} employees, coverage starting ${data.effectiveOn}, census "${data.censusName}".`;
    const next = [
      'An underwriter reviews the census and may call the contact with questions.',
      `Within ${data.turnaroundBusinessDays} business days, the quotes are e-mailed to ${data.contactName}.`,
      'Nothing changes for your employees until you choose a plan.',
    ];
    return {
      subject: oneLine(`We received your large group quote request for ${data.companyName}`),
      text: [
        greeting,
        '',
        lead,
        '',
        'What happens next:',
        ...next.map((step) => `- ${step}`),
        '',
        `See your request: ${url}`,
      ].join('\n'),
      html: layout(
        `We received your large group quote request for ${escapeHtml(data.companyName)}`,
        [
          `<p>${escapeHtml(greeting)}</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          '<p>What happens next:</p>',
          `<ul>${next.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
          button(url, 'See your request'),
        ].join('\n'),
      ),
    };
  },

  /** The employer withdrew a cancellation it had announced: coverage goes on. */
  coverageCancellationWithdrawn(data: CoverageCancellationWithdrawnData): RenderedMail {
    const lead = `${data.companyName} has withdrawn the cancellation of its group benefits that was to take effect after ${data.lastDay}. Your coverage continues as before; you do not need to do anything.`;
    return {
      subject: oneLine(`Your benefits with ${data.companyName} continue`),
      text: [`Hello ${data.employeeFirstName},`, '', lead].join('\n'),
      html: layout(
        `Your benefits with ${escapeHtml(data.companyName)} continue`,
        [`<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`, `<p>${escapeHtml(lead)}</p>`].join('\n'),
      ),
    };
  },
  /** Operations approved a signed application (decision 0064): coverage starts on its effective date. */
  applicationApproved(data: ApplicationApprovedData): RenderedMail {
    const url = safeUrl(data.dashboardUrl);
    const lead = `Your benefits application with ${data.companyName} is approved. Your coverage is effective ${data.effectiveOn}.`;
    return {
      subject: oneLine(`Application approved: your benefits with ${data.companyName}`),
      text: [`Hello ${data.employeeFirstName},`, '', lead, '', `See your coverage: ${url}`].join('\n'),
      html: layout(
        'Application approved',
        [
          `<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          button(url, 'See your coverage'),
        ].join('\n'),
      ),
    };
  },

  /** Operations returned a signed application with a reason (decision 0064): correct it and sign again. */
  applicationReturned(data: ApplicationReturnedData): RenderedMail {
    const url = safeUrl(data.applicationUrl);
    const lead = `Your benefits application with ${data.companyName} was returned to you for a correction:`;
    const next = 'Please correct your application and sign it again.';
    return {
      subject: oneLine(`Application returned: your benefits with ${data.companyName}`),
      text: [
        `Hello ${data.employeeFirstName},`,
        '',
        lead,
        '',
        data.reason,
        '',
        next,
        `Open your application: ${url}`,
      ].join('\n'),
      html: layout(
        'Application returned',
        [
          `<p>Hello ${escapeHtml(data.employeeFirstName)},</p>`,
          `<p>${escapeHtml(lead)}</p>`,
          `<p style="white-space:pre-line">${escapeHtml(data.reason)}</p>`,
          `<p>${escapeHtml(next)}</p>`,
          button(url, 'Open your application'),
        ].join('\n'),
      ),
    };
  },
} satisfies Record<string, (data: never) => RenderedMail>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof MAIL_TEMPLATES)[T]>[0];

/** Renders a template with its data. */
export function renderMail<T extends MailTemplateName>(template: T, data: MailTemplateData<T>): RenderedMail {
  return (MAIL_TEMPLATES[template] as (data: MailTemplateData<T>) => RenderedMail)(data);
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
