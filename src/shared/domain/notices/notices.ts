/**
 * Which e-mails a person may turn off (issue 18 part 4, decision 0063). Every template is either required
 * (it tells the person about their rights, their coverage, their money owed or their account: law, the
 * carrier contract or plain safety needs it delivered) or belongs to one optional category, which an account
 * turns off on its account page. The mailer asks `noticeCategoryOf` before each message.
 */

export const NOTICE_CATEGORIES = ['reminders', 'billing_receipts', 'progress_updates'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_LABELS: Record<NoticeCategory, { label: string; description: string }> = {
  reminders: {
    label: 'Reminders',
    description:
      'A reminder when a renewal is due soon and has not been signed, and when your enrollment window closes soon.',
  },
  billing_receipts: {
    label: 'Billing receipts',
    description: 'When a new invoice is ready and when a payment is received.',
  },
  progress_updates: {
    label: 'Progress updates',
    description:
      'When an employee submits an application, and when a broker-of-record change moves to its next step.',
  },
};

/**
 * The optional templates and their category; every other template is required. `applicationSubmitted` is
 * the administrators' copy (the employee's own confirmation, `applicationSigned`, is required), and so are the
 * review's `applicationApproved` and `applicationReturned` (decision 0064): they are the application's status.
 */
const OPTIONAL_TEMPLATES: Record<string, NoticeCategory> = {
  renewalDue: 'reminders',
  enrollmentReminder: 'reminders',
  invoiceReady: 'billing_receipts',
  paymentReceived: 'billing_receipts',
  applicationSubmitted: 'progress_updates',
  brokerOfRecordStatus: 'progress_updates',
};

/** The category a template's message belongs to, or null when it is required (never turned off). */
export function noticeCategoryOf(template: string): NoticeCategory | null {
  return Object.hasOwn(OPTIONAL_TEMPLATES, template) ? OPTIONAL_TEMPLATES[template]! : null;
}

/** The renewal reminder goes to administrators whose open renewal takes effect within this many days. */
export const RENEWAL_DUE_WITHIN_DAYS = 30;

/** Whether an open renewal effective on `effectiveAt` (ISO date) is due for a reminder on `today` (ISO date). */
export function isRenewalDueSoon(effectiveAt: string, today: string): boolean {
  const days = (Date.parse(`${effectiveAt}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days <= RENEWAL_DUE_WITHIN_DAYS;
}
