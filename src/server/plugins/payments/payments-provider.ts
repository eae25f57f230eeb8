/**
 * The payments adapter (decision 0031): bank debits of a company's account for its premiums. One interface;
 * the offline test provider is the default and the only one until issue 16 adds Stripe's bank debits.
 */

/** The account a debit draws on: the decrypted numbers, which exist only inside the server for this call. */
export type DebitAccount = {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  holderName: string;
};

export type DebitStatus = 'pending' | 'paid' | 'failed';

export type BankDebitRequest = {
  amountCents: number;
  account: DebitAccount;
  /** The same key answers the same debit: a retried call never debits twice. */
  idempotencyKey: string;
  /** What the company's bank statement shows (the invoice number). */
  description: string;
};

export interface PaymentsProvider {
  readonly kind: 'offline';
  /** How the screens name it ("Offline test provider"): people must know no money moves. */
  readonly label: string;
  /** Starts a debit; it is pending until the bank settles it. */
  createBankDebit(request: BankDebitRequest): Promise<{ reference: string; status: DebitStatus }>;
  /** The debit's status now (the provider's answer to "has it settled?"). */
  readDebitStatus(reference: string): Promise<DebitStatus>;
}

/** A provider's failure, named without any account detail. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
