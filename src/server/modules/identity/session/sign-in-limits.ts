import type { Db } from '../../../db/client';
import { clock } from '../../../lib/clock';
import { createKeyedHash } from '../../../lib/field-crypto';
import {
  deleteSignInAttemptsOf,
  findRecentSignInAttempts,
  insertSignInAttempt,
  lockSignInAttempts,
  pruneSignInAttempts,
} from './session.repository';

/** The failure limits on sign-in (decision 0013). */
export const SIGN_IN_LIMITS = {
  windowMinutes: 15,
  // One address guessing one account: a person who mistypes five times waits, nobody else does.
  perAddressAndEmail: 5,
  // One account from every address together: rotating addresses buys an attacker no more guesses.
  perEmail: 10,
} as const;

export type SignInLimits = typeof SIGN_IN_LIMITS;

// Old attempts are deleted at most this often per process: the table only needs the last window.
const PRUNE_EVERY_MS = 5 * 60_000;

export type RecentAttempt = { addressKey: string; ageMs: number };

/**
 * Milliseconds until an attempt from `addressKey` may go ahead, given the email's attempts in the window;
 * 0 when it is within both limits. Held, it waits until enough of those attempts leave the window.
 */
export function lockoutMs(
  recent: readonly RecentAttempt[],
  addressKey: string,
  limits: SignInLimits = SIGN_IN_LIMITS,
): number {
  const windowMs = limits.windowMinutes * 60_000;
  const fromAddress = recent.filter((a) => a.addressKey === addressKey);
  return Math.max(
    waitMs(recent, limits.perEmail, windowMs),
    waitMs(fromAddress, limits.perAddressAndEmail, windowMs),
  );
}

/** 0 while fewer than `max` attempts are in the window; else until the max-th newest of them leaves it. */
function waitMs(attempts: readonly RecentAttempt[], max: number, windowMs: number): number {
  if (attempts.length < max) return 0;
  const blocking = [...attempts].sort((a, b) => a.ageMs - b.ageMs)[max - 1]!;
  // At least a second: the Retry-After header counts whole seconds.
  return Math.max(1000, Math.ceil(windowMs - blocking.ageMs));
}

export type SignInAttempt = { id: number; emailKey: string; addressKey: string };

/** The stored keys of an email and an address: keyed hashes, so the table holds neither in clear. */
export function signInAttemptKeys(appSecret: string) {
  const keyOf = createKeyedHash(appSecret, 'sign-in-attempts-v1');
  return (email: string, address: string) => ({
    emailKey: keyOf(`email:${email.trim().toLowerCase()}`),
    addressKey: keyOf(`address:${address}`),
  });
}

/**
 * Counts sign-in attempts in the database, shared by every server process and kept across restarts. Neither
 * the email nor the address is stored: both are keyed hashes (HMAC-SHA256 under a key derived from APP_SECRET).
 */
export function createSignInLimiter(db: Db, appSecret: string, limits: SignInLimits = SIGN_IN_LIMITS) {
  const keysOf = signInAttemptKeys(appSecret);
  let nextPruneAt = 0;

  return {
    /**
     * Counts the email's attempts in the window and, within the limits, records this one before its
     * password is checked: attempts still being checked count too. One attempt per email at a time (an
     * advisory lock), so a burst of parallel guesses has at most the limit checked. A held attempt is not
     * recorded: only checked passwords count, so the wait ends when the message says.
     */
    async begin(email: string, address: string): Promise<SignInAttempt | { retryAfterMs: number }> {
      await pruneNowAndThen();
      const keys = keysOf(email, address);
      return db.transaction(async (tx) => {
        await lockSignInAttempts(tx, keys.emailKey);
        // More rows than the larger limit cannot change the answer.
        const recent = await findRecentSignInAttempts(
          tx,
          keys.emailKey,
          limits.windowMinutes,
          limits.perEmail,
        );
        const wait = lockoutMs(recent, keys.addressKey, limits);
        if (wait > 0) return { retryAfterMs: wait };
        return { id: await insertSignInAttempt(tx, keys), ...keys };
      });
    },

    /** The password was right: this address's attempts at this email are forgotten. */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await deleteSignInAttemptsOf(db, attempt);
    },
  };

  async function pruneNowAndThen() {
    const now = clock.nowMs();
    if (now < nextPruneAt) return;
    nextPruneAt = now + PRUNE_EVERY_MS;
    await pruneSignInAttempts(db, limits.windowMinutes);
  }
}
