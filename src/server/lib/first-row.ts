import { type Placeholder, sql } from 'drizzle-orm';
import { type Db, perDatabase } from '../db/client';

/** The first row of a select (run with `limit 1`), or null. */
export async function firstRow<Row>(select: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | null> {
  const [row] = await select.limit(1);
  return row ?? null;
}

/** A select that takes `.limit(1).prepare(name)` and then answers its rows. */
type Preparable<Row> = {
  limit(count: number): {
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
  };
};

/**
 * A lookup of at most one row by one key, through a statement prepared once per database as `name` (the reads
 * every request makes, decision 0011). `select` builds the query with `key` standing for the value; the lookup
 * runs it with `limit 1` and answers the row, or null.
 */
export function preparedLookup<Row>(
  name: string,
  select: (db: Db, key: Placeholder<'key'>) => Preparable<Row>,
) {
  const statement = perDatabase((db: Db) => select(db, sql.placeholder('key')).limit(1).prepare(name));
  return async (db: Db, key: string): Promise<Row | null> => {
    const [row] = await statement(db).execute({ key });
    return row ?? null;
  };
}
