import { createHash } from 'node:crypto';
import { PaymentProviderError, type PaymentsProvider } from './payments-provider';

const REFERENCE = /^offline_(\d{13})_([0-9a-f]{24})$/;

/**
 * The offline test provider: no bank is called and no money moves. A debit is pending when made and paid on
 * the first status check `settleAfterMs` after it (PAYMENTS_OFFLINE_SETTLE_SECONDS, 5 s by default), as an ACH
 * debit settles some time after it is sent. The reference carries the time it was made, so the answer is the
 * same after a restart and from every server process; the account numbers are checked for shape and dropped.
 */
export function createOfflinePaymentsProvider(options: {
  settleAfterMs: number;
  now?: () => number;
}): PaymentsProvider {
  const now = options.now ?? Date.now;
  const byKey = new Map<string, string>();
  return {
    kind: 'offline',
    label: 'Offline test provider (no money moves)',
    async createBankDebit({ amountCents, account, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError('A debit is a positive whole number of cents.');
      if (!/^\d{9}$/.test(account.routingNumber) || !/^\d{4,17}$/.test(account.accountNumber))
        throw new PaymentProviderError('The bank account is not complete.');
      const known = byKey.get(idempotencyKey);
      if (known) return { reference: known, status: 'pending' };
      const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24);
      const reference = `offline_${String(now()).padStart(13, '0')}_${digest}`;
      byKey.set(idempotencyKey, reference);
      return { reference, status: 'pending' };
    },
    async readDebitStatus(reference) {
      const match = REFERENCE.exec(reference);
      if (!match) throw new PaymentProviderError('Unknown debit.');
      return now() >= Number(match[1]) + options.settleAfterMs ? 'paid' : 'pending';
    },
  };
}
