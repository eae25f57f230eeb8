import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { createFieldCipher } from '../lib/field-crypto';
import type { Database } from './client';
import { accounts } from './schema';
import { DEMO_PASSWORD, seedDemo } from './seed';

/**
 * Applies pending migrations, then seeds the demo into an empty database when configured to. `demoPasswordHash`
 * is the demo accounts' hash where a caller has one (the browser tests' world, hashed at the tests' cost).
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'seedDemo' | 'appSecret'>,
  options: { demoPasswordHash?: string } = {},
): Promise<{ seeded: boolean }> {
  await database.migrate();
  if (!config.seedDemo) return { seeded: false };
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
  if ((row?.n ?? 0) > 0) return { seeded: false };
  await seedDemo(database.db, {
    cipher: createFieldCipher(config.appSecret),
    passwordHash: options.demoPasswordHash ?? (await hash(DEMO_PASSWORD)),
  });
  return { seeded: true };
}
