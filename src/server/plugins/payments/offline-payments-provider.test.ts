import { describe, expect, it } from 'vitest';
import { createOfflinePaymentsProvider } from './offline-payments-provider';

const account = {
  routingNumber: '121000358',
  accountNumber: '000123456789',
  accountType: 'checking' as const,
  holderName: 'Harborview Architecture, Inc.',
};

describe('the offline payments provider', () => {
  it('makes a pending debit that is paid once the settle delay has passed', async () => {
    let clock = 1_800_000_000_000;
    const provider = createOfflinePaymentsProvider({ settleAfterMs: 5_000, now: () => clock });
    const debit = await provider.createBankDebit({
      amountCents: 12_345,
      account,
      idempotencyKey: 'k1',
      description: 'GC',
    });
    expect(debit.status).toBe('pending');
    expect(debit.reference).not.toContain('6789');
    expect(await provider.readDebitStatus(debit.reference)).toBe('pending');
    clock += 5_000;
    expect(await provider.readDebitStatus(debit.reference)).toBe('paid');
  });

  it('answers the same debit to the same idempotency key, and another to another key', async () => {
    let clock = 1_800_000_000_000;
    const provider = createOfflinePaymentsProvider({ settleAfterMs: 0, now: () => clock++ });
    const first = await provider.createBankDebit({
      amountCents: 100,
      account,
      idempotencyKey: 'same',
      description: 'GC',
    });
    const again = await provider.createBankDebit({
      amountCents: 100,
      account,
      idempotencyKey: 'same',
      description: 'GC',
    });
    const other = await provider.createBankDebit({
      amountCents: 100,
      account,
      idempotencyKey: 'other',
      description: 'GC',
    });
    expect(again.reference).toBe(first.reference);
    expect(other.reference).not.toBe(first.reference);
  });

  it('refuses a non-positive amount, an incomplete account and an unknown reference', async () => {
    const provider = createOfflinePaymentsProvider({ settleAfterMs: 0 });
    await expect(
      provider.createBankDebit({ amountCents: 0, account, idempotencyKey: 'a', description: 'GC' }),
    ).rejects.toThrow(/positive/);
    await expect(
      provider.createBankDebit({
        amountCents: 1,
        account: { ...account, routingNumber: '12' },
        idempotencyKey: 'b',
        description: 'GC',
      }),
    ).rejects.toThrow(/not complete/);
    await expect(provider.readDebitStatus('tok_123')).rejects.toThrow(/Unknown/);
  });
});
