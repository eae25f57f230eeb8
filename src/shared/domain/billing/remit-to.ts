import { AUTOPAY_DAYS_BEFORE_DUE } from './billing';

/**
 * Who an invoice is paid to, where, and how (issue 34 item 7, decision 0068). Groupcover bills the premium and
 * pays the carriers, so the payee is Groupcover's agency (the broker of record every letter names). The demo's
 * address and bank are placeholders; production sets its own here.
 */
export interface RemitTo {
  payee: string;
  addressLines: readonly string[];
  /** How to pay, each a sentence; the invoice number goes on every payment. */
  ways: readonly string[];
}

export const REMIT_TO: RemitTo = {
  payee: 'Groupcover Insurance Services',
  addressLines: ['Attn: Premium Billing', '500 Harbor Boulevard, Suite 300', 'Oakland, CA 94607'],
  ways: [
    `Autopay: the bank account on file is debited ${AUTOPAY_DAYS_BEFORE_DUE} days before the due date.`,
    'Bank transfer (ACH): Groupcover Insurance Services, routing number ending 0021, account ending 4410.',
    'Check: payable to Groupcover Insurance Services, mailed to the address above.',
  ],
};

/** The line every payment carries so it is matched to its invoice. */
export const remittanceReference = (invoiceNumber: string) =>
  `Write the invoice number ${invoiceNumber} on your payment.`;
