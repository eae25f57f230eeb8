import { hash } from '@node-rs/argon2';
import { DEMO_PASSWORD } from '@server/db/seed';

/**
 * The argon2id cost of the test worlds' passwords: the lightest argon2 allows, so the thousands of sign-ins of a
 * run do not each pay the product's cost (about 22 ms here). The product's own hashes (an account registered
 * in a test) keep its cost; verifying reads the cost from the hash, so both take the same path.
 */
const TEST_PASSWORD_COST = { memoryCost: 1024, timeCost: 1 } as const;

let demoHash: Promise<string> | null = null;
/** The argon2id hash of the demo password at the tests' cost, computed once per worker. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hash(DEMO_PASSWORD, TEST_PASSWORD_COST);
  return demoHash;
}
