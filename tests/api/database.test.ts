import { type Database, queryRows } from '@server/db/client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../helpers/test-app';

describe('the database connection', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('answers raw SQL as rows on either driver', async () => {
    const rows = await queryRows<{ n: number }>(database.db, sql`select 1 + 1 as n`);
    expect(rows).toEqual([{ n: 2 }]);
  });

  it('plans prepared statements once per connection on PostgreSQL (generic plans; PGlite keeps the default)', async () => {
    const rows = await queryRows<{ mode: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(rows).toEqual([{ mode: database.kind === 'postgres' ? 'force_generic_plan' : 'auto' }]);
  });
});
